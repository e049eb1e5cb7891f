import { Admin, AdminRecoveryCode } from '../../../db/entities';
import { AppError, type AppErrorCode } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps } from '../deps';
import { consumeRateLimits } from '../rate-limit/consume-rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { countUnusedRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { ADMIN_MESSAGES, isRecoveryCode, normaliseSecondFactorCode } from './schemas';
import { openTotpSecret } from './two-factor-secret';
import { matchTotpCode } from './totp';

export type SecondFactorKind = 'totp' | 'recovery-code';

/**
 * How a wrong code is refused: at sign-in it is a failed sign-in (401); inside a signed-in session
 * (enrolling, turning the factor off) it is wrong input (400) — a 401 there would read as "your
 * session ended" to the admin site.
 */
export type CodeRefusal = Extract<AppErrorCode, 'INVALID_CREDENTIALS' | 'BAD_INPUT'>;

/**
 * Counts one code attempt against the admin's own limit. Called by the operations (not the router)
 * because the admin is known only once the password or session is checked — counting by e-mail
 * before that would let anyone lock an admin out — and outside their transactions, so a refused
 * code still counts.
 */
export function countCodeAttempt(deps: Deps, adminId: string): Promise<void> {
  return consumeRateLimits(deps, [[RATE_LIMITS.adminSecondFactorPerAdmin, adminId]]);
}

/**
 * Accepts an authenticator code for `sealedSecret` at most once: its time step must be later than
 * the last accepted one, recorded by one conditional UPDATE, so a code seen by someone else (or
 * sent twice at once) is refused within its window.
 */
export async function acceptTotpCode(deps: Deps, admin: Admin, sealedSecret: string, code: string, refusal: CodeRefusal): Promise<void> {
  const step = await matchTotpCode(openTotpSecret(deps.config.appSecret, sealedSecret), normaliseSecondFactorCode(code), deps.clock.now());
  if (step === null) throw new AppError(refusal, ADMIN_MESSAGES.invalidCode);
  const recorded = await deps.em.nativeUpdate(Admin, { id: admin.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] }, { totpLastStep: step });
  if (recorded === 0) throw new AppError(refusal, ADMIN_MESSAGES.codeReplayed);
}

/** Spends one unused recovery code (one conditional UPDATE, so a code works once even when sent twice at once); audited. */
async function acceptRecoveryCode(deps: Deps, admin: Admin, code: string, refusal: CodeRefusal): Promise<void> {
  const spent = await deps.em.nativeUpdate(AdminRecoveryCode, { admin: admin.id, codeHash: hashRecoveryCode(deps, code), usedAt: null }, { usedAt: deps.clock.now() });
  if (spent === 0) throw new AppError(refusal, ADMIN_MESSAGES.invalidCode);
  recordAudit(deps, {
    adminId: admin.id,
    action: 'admin.recovery-code-use',
    targetType: 'admin',
    targetId: admin.id,
    after: { recoveryCodesLeft: await countUnusedRecoveryCodes(deps, admin.id) },
  });
}

/** The second factor of an enrolled admin: a code from the authenticator app or a recovery code. Run inside the caller's transaction. */
export async function acceptSecondFactor(deps: Deps, admin: Admin, code: string, refusal: CodeRefusal): Promise<SecondFactorKind> {
  if (isRecoveryCode(code)) {
    await acceptRecoveryCode(deps, admin, code, refusal);
    return 'recovery-code';
  }
  if (!admin.totpSecret) throw new AppError('CONFLICT', ADMIN_MESSAGES.notEnabled);
  await acceptTotpCode(deps, admin, admin.totpSecret, code, refusal);
  return 'totp';
}
