import { randomInt } from 'node:crypto';
import { type Admin, AdminRecoveryCode } from '../../../db/entities';
import { hashSecretToken } from '../auth';
import type { Deps } from '../deps';
import { normaliseSecondFactorCode, RECOVERY_CODE_ALPHABET } from '#contract/admin-auth/schemas';

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CODE_LENGTH = 10;

/** 10 characters from 31 (about 49 bits): guessing one is hopeless under the code rate limit. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

export function hashRecoveryCode(deps: Pick<Deps, 'config'>, code: string): string {
  return hashSecretToken(deps.config.appSecret, `admin-recovery:${normaliseSecondFactorCode(code)}`);
}

/** Replaces the admin's recovery codes with ten new ones; returns them for showing once. Flushed by the caller. */
export async function issueRecoveryCodes(deps: Deps, admin: Admin): Promise<string[]> {
  await deps.em.nativeDelete(AdminRecoveryCode, { admin: admin.id });
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const createdAt = deps.clock.now();
  for (const code of codes) deps.em.create(AdminRecoveryCode, { admin, codeHash: hashRecoveryCode(deps, code), createdAt, usedAt: null });
  return [...codes];
}

export function countUnusedRecoveryCodes(deps: Deps, adminId: string): Promise<number> {
  return deps.em.count(AdminRecoveryCode, { admin: adminId, usedAt: null });
}
