import type { Admin } from '../../../db/entities';
import { AppError } from '#contract/errors';
import type { Deps } from '../deps';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';
import { newTotpSecret, totpEnrolmentView } from './totp';
import { sealTotpSecret } from './two-factor-secret';

/**
 * A new secret for the admin's authenticator app, kept as pending until a first code confirms it;
 * starting again replaces it. Nothing changes for sign-in until the confirmation.
 */
export async function beginTwoFactorEnrolment(deps: Deps, admin: Admin) {
  if (admin.totpEnabledAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  admin.totpPendingSecret = sealTotpSecret(deps.config.appSecret, secret);
  await deps.em.flush();
  return totpEnrolmentView(secret, admin.email);
}
