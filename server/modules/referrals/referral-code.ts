import { randomInt } from 'node:crypto';
import { isUniqueViolation, type Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '#contract/referrals/rules';

/** A code's characters come from the crypto generator: a guessable code would let anyone claim another's friends. */
function generateReferralCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join('');
}

/** Tries before giving up: with 31^8 codes a collision is rare, several in a row mean something else is wrong. */
const ATTEMPTS = 5;

/**
 * Given on first need; a trigger refuses any later change, so shared links keep working. Two first
 * requests at once both answer the winner's.
 */
export async function ensureReferralCode(deps: Pick<Deps, 'em'>, userId: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const [existing] = await sql<Pick<Row<'users'>, 'referral_code'>>(deps.em, `select referral_code from users where id = ?`, [userId]);
    if (existing?.referral_code) return existing.referral_code;
    try {
      await sql(deps.em, `update users set referral_code = ? where id = ? and referral_code is null`, [generateReferralCode(), userId]);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
