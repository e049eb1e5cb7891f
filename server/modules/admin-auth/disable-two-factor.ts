import { type Admin, AdminRecoveryCode } from '../../../db/entities';
import { AppError } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { acceptSecondFactor, countCodeAttempt } from './accept-second-factor';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';
import { secondFactorRequired } from './second-factor-required';

/** Where it is not required an admin may turn the second factor off, proving it with a current code (or a recovery code). */
export async function disableTwoFactor(deps: Deps, input: { admin: Admin; code: string }): Promise<void> {
  const { admin } = input;
  if (secondFactorRequired(deps, admin)) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.requiredHere);
  if (!admin.totpEnabledAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.notEnabled);
  await countCodeAttempt(deps, admin.id);
  await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    await acceptSecondFactor(txDeps, admin, input.code, 'session');
    Object.assign(admin, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null });
    await em.nativeDelete(AdminRecoveryCode, { admin: admin.id });
    recordAudit(txDeps, { adminId: admin.id, action: 'admin.two-factor-disable', targetType: 'admin', targetId: admin.id, before: { twoFactor: true }, after: { twoFactor: false } });
    await em.flush();
  });
}
