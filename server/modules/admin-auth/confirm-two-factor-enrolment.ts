import { type Admin, AdminSession } from '../../../db/entities';
import { AppError } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { acceptTotpCode, countCodeAttempt } from './accept-second-factor';
import { createAdminSession } from './admin-sessions';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';

export interface ConfirmEnrolmentInput {
  admin: Admin;
  code: string;
  /** The session the admin enrols from (it stays); null when enrolling from a pending-enrolment sign-in. */
  currentSessionId: string | null;
  /** The browser a sign-in's enrolment opens its session in. */
  userAgent?: string;
}

/**
 * Turns the factor on, issues ten recovery codes (shown once) and ends every other session: they
 * were opened with the password alone.
 */
export async function confirmTwoFactorEnrolment(deps: Deps, input: ConfirmEnrolmentInput) {
  const { admin } = input;
  if (admin.totpEnabledAt) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyEnabled);
  const pendingSecret = admin.totpPendingSecret;
  if (!pendingSecret) throw new AppError('CONFLICT', ADMIN_MESSAGES.noPendingEnrolment);
  await countCodeAttempt(deps, admin.id);
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    await acceptTotpCode(txDeps, admin, pendingSecret, input.code, 'session');
    Object.assign(admin, { totpSecret: pendingSecret, totpPendingSecret: null, totpEnabledAt: deps.clock.now(), enrolmentTokenHash: null, enrolmentTokenExpiresAt: null });
    const recoveryCodes = await issueRecoveryCodes(txDeps, admin);
    await em.nativeDelete(AdminSession, input.currentSessionId ? { admin: admin.id, id: { $ne: input.currentSessionId } } : { admin: admin.id });
    recordAudit(txDeps, {
      adminId: admin.id,
      action: 'admin.two-factor-enable',
      targetType: 'admin',
      targetId: admin.id,
      before: { twoFactor: false },
      after: { twoFactor: true, recoveryCodes: RECOVERY_CODE_COUNT },
    });
    let session: { token: string; expiresAt: Date } | null = null;
    if (!input.currentSessionId) {
      session = await createAdminSession(txDeps, admin, input.userAgent);
      recordAudit(txDeps, { adminId: admin.id, action: 'admin.sign-in', targetType: 'admin', targetId: admin.id, after: { secondFactor: 'totp' } });
    }
    await em.flush();
    return { recoveryCodes, session };
  });
}
