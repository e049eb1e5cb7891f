import type { Admin } from '../../../db/entities';
import { AppError } from '#contract/errors';
import type { Deps } from '../deps';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';
import { newTotpSecret, totpEnrolmentView } from './totp';
import { sealTotpSecret } from './two-factor-secret';

/** Kept pending until a first code confirms it; sign-in is unchanged until then. */
export async function beginTwoFactorEnrolment(deps: Deps, admin: Admin) {
  if (admin.totpEnabledAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyEnabled);
  const secret = newTotpSecret();
  admin.totpPendingSecret = sealTotpSecret(deps.config.appSecret, secret);
  await deps.em.flush();
  return totpEnrolmentView(secret, admin.email);
}
