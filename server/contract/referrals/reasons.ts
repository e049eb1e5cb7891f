/** What the referrer reads beside a referral the programme itself moved (an admin writes their own reason). */
export const REFERRAL_REASONS = {
  friendBlocked: 'The friend’s account was blocked',
  earningsReversed: 'The earnings that qualified the friend were reversed',
  expired: (days: number) => `Did not qualify within ${days} days`,
  review: 'Waiting for a check by our team',
} as const;

export type ReferralReason = { code: 'friendBlocked' | 'earningsReversed' | 'review' } | { code: 'expired'; days: number };

/** Which programme reason a stored English reason is, to word it in the reader's language; null: an admin's own words, shown as written. */
export function referralReasonOf(text: string): ReferralReason | null {
  if (text === REFERRAL_REASONS.friendBlocked) return { code: 'friendBlocked' };
  if (text === REFERRAL_REASONS.earningsReversed) return { code: 'earningsReversed' };
  if (text === REFERRAL_REASONS.review) return { code: 'review' };
  const days = Number(/\d+/.exec(text)?.[0]);
  return Number.isInteger(days) && text === REFERRAL_REASONS.expired(days) ? { code: 'expired', days } : null;
}
