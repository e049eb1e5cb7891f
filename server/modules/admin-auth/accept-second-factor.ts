import { Admin, AdminRecoveryCode } from '../../../db/entities';
import { AppError, refuse } from '#contract/errors';
import { adminSecondFactorFailures } from '../../metrics';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { consumeRateLimits, RATE_LIMITS } from '../rate-limit';
import { countUnusedRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { ADMIN_MESSAGES, isRecoveryCode, normaliseSecondFactorCode } from '#contract/admin-auth/schemas';
import { openTotpSecret } from './two-factor-secret';
import { matchTotpCode } from './totp';

export type SecondFactorKind = 'totp' | 'recovery-code';

/** A wrong code is 401 at sign-in, 400 in a session: a 401 there reads as "session ended" (decision 002). */
export type CodeCheck = 'sign-in' | 'session';

const CODE_REFUSALS = {
  'sign-in': { invalid: 'admin-auth.sign-in-code-invalid', replayed: 'admin-auth.sign-in-code-replayed' },
  session: { invalid: 'admin-auth.code-invalid', replayed: 'admin-auth.code-replayed' },
} as const;

/** A refused code, counted (admin_second_factor_failures_total): many in a row are someone guessing. */
function codeRefused(check: CodeCheck, reason: keyof (typeof CODE_REFUSALS)[CodeCheck]) {
  adminSecondFactorFailures.inc({ check, reason });
  return refuse(CODE_REFUSALS[check][reason]);
}

/**
 * Per admin, not per e-mail (which would let anyone lock an admin out), and outside the operation's
 * transaction so a refused code still counts (decision 002).
 */
export function countCodeAttempt(deps: Deps, adminId: string): Promise<void> {
  return consumeRateLimits(deps, [[RATE_LIMITS.adminSecondFactorPerAdmin, adminId]]);
}

/** Each time step once: one conditional UPDATE, so a seen or doubled code is refused within its window. */
export async function acceptTotpCode(deps: Deps, admin: Admin, sealedSecret: string, code: string, check: CodeCheck): Promise<void> {
  const step = await matchTotpCode(openTotpSecret(deps.config.appSecret, sealedSecret), normaliseSecondFactorCode(code), deps.clock.now());
  if (step === null) throw codeRefused(check, 'invalid');
  const recorded = await deps.em.nativeUpdate(Admin, { id: admin.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] }, { totpLastStep: step });
  if (recorded === 0) throw codeRefused(check, 'replayed');
}

/** Spends one unused recovery code (one conditional UPDATE, so a code works once even when sent twice at once); audited. */
async function acceptRecoveryCode(deps: Deps, admin: Admin, code: string, check: CodeCheck): Promise<void> {
  const spent = await deps.em.nativeUpdate(AdminRecoveryCode, { admin: admin.id, codeHash: hashRecoveryCode(deps, code), usedAt: null }, { usedAt: deps.clock.now() });
  if (spent === 0) throw codeRefused(check, 'invalid');
  recordAudit(deps, {
    adminId: admin.id,
    action: 'admin.recovery-code-use',
    targetType: 'admin',
    targetId: admin.id,
    after: { recoveryCodesLeft: await countUnusedRecoveryCodes(deps, admin.id) },
  });
}

/** The second factor of an enrolled admin: a code from the authenticator app or a recovery code. Run inside the caller's transaction. */
export async function acceptSecondFactor(deps: Deps, admin: Admin, code: string, check: CodeCheck): Promise<SecondFactorKind> {
  if (isRecoveryCode(code)) {
    await acceptRecoveryCode(deps, admin, code, check);
    return 'recovery-code';
  }
  if (!admin.totpSecret) throw new AppError('CONFLICT', ADMIN_MESSAGES.notEnabled);
  await acceptTotpCode(deps, admin, admin.totpSecret, code, check);
  return 'totp';
}
