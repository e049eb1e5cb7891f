import { REFERRAL_QUERY_PARAM } from '#contract/referrals/rules';

/** Longer than any code; a longer value is no code and is dropped rather than carried along. */
const MAX_CARRIED_LENGTH = 32;

/**
 * The `?ref=` a shared link carries (`/signup?ref=CODE`, also `/?ref=CODE`), kept in the URL until
 * sign-up sends it — never in browser storage. Trimmed and upper-cased like the server's
 * `referralCodeSchema`, which alone decides whether it is a valid code (its refusal shows under the
 * sign-up form's field); this only keeps a plausible string out of the page.
 */
export function readReferralCode(search: Record<string, unknown>): string | undefined {
  const value = search[REFERRAL_QUERY_PARAM];
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return code && code.length <= MAX_CARRIED_LENGTH ? code : undefined;
}
