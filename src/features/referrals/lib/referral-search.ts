import { REFERRAL_QUERY_PARAM } from '#contract/referrals/rules';

/** Longer than any code; a longer value is no code and is dropped rather than carried along. */
const MAX_CARRIED_LENGTH = 32;

/** A shared link's `?ref=`, kept in the URL (never in storage) until sign-up sends it; the server alone judges it. */
export function readReferralCode(search: Record<string, unknown>): string | undefined {
  const value = search[REFERRAL_QUERY_PARAM];
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return code && code.length <= MAX_CARRIED_LENGTH ? code : undefined;
}
