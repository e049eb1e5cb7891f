import { Admin, AdminRecoveryCode, AdminSession } from '../../../db/entities';
import { AppError } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';

/**
 * `npm run admin:create -- --reset-2fa`: removes the factor and recovery codes and ends every session;
 * audited without an acting admin.
 */
export async function resetAdminTwoFactor(deps: Deps, email: string): Promise<{ hadSecondFactor: boolean; sessionsEnded: number }> {
  return deps.em.transactional(async (em) => {
    const admin = await em.findOne(Admin, { email: email.toLowerCase() });
    if (!admin) throw new AppError('NOT_FOUND', `No admin with the e-mail ${email}`);
    const hadSecondFactor = Boolean(admin.totpEnabledAt);
    Object.assign(admin, { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, enrolmentTokenHash: null, enrolmentTokenExpiresAt: null });
    await em.nativeDelete(AdminRecoveryCode, { admin: admin.id });
    const sessionsEnded = await em.nativeDelete(AdminSession, { admin: admin.id });
    recordAudit({ em, clock: deps.clock }, {
      adminId: null,
      action: 'admin.two-factor-reset',
      targetType: 'admin',
      targetId: admin.id,
      before: { twoFactor: hadSecondFactor },
      after: { twoFactor: false, sessionsEnded },
    });
    await em.flush();
    return { hadSecondFactor, sessionsEnded };
  });
}
