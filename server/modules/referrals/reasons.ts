/** What the referrer reads beside a referral the programme itself moved (an admin writes their own reason). */
export const REFERRAL_REASONS = {
  friendBlocked: 'The friend’s account was blocked',
  expired: (days: number) => `Did not qualify within ${days} days`,
  review: 'Waiting for a check by our team',
} as const;
