/** The referral programme's fixed rules (issue 17), apart from zod for the entry chunk; what an admin changes is in `referralSettingsSchema`. */

// The programme's own reasons are zod-free data too; through here they reach schemas.ts and the SPA.
export * from './reasons';

/** The module's texts, here (not beside the zod schemas) so the SPA's validation wording reads them without loading zod. */
export const REFERRALS_MESSAGES = {
  codeInvalid: 'That referral code is not valid',
  reasonRequired: 'Please give a reason the referrer will see',
  notFound: 'Referral not found',
  userNotFound: 'User not found',
  notInReview: 'Only a referral waiting for review can be approved, and a paid, expired, reversed or rejected one cannot be rejected',
  notPaid: 'Only a paid referral can be reversed',
} as const;

/** The progress bar's goal on /invite: qualified friends out of this many (the milestone). */
export const REFERRAL_TARGET = 10;

/** A referral code: upper-case letters and digits without look-alikes (0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/** The query parameter a shared link carries (`/signup?ref=CODE`, also accepted on `/`). */
export const REFERRAL_QUERY_PARAM = 'ref';

/**
 * pending → held (qualified; waits until `clearsAt`) → paid; `review`: flagged for an admin; `expired`: not qualified
 * in time; `reversed`: friend blocked, earnings reversed, or an admin reversed it; `rejected`: an admin said no.
 */
export const REFERRAL_STATUSES = ['pending', 'held', 'review', 'paid', 'expired', 'reversed', 'rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** The statuses that count as a qualified friend in the n/10 progress. */
export const QUALIFIED_REFERRAL_STATUSES: readonly ReferralStatus[] = ['held', 'paid'];

/** What an admin may still say no to: anything not yet paid or closed (the rest is refused `referrals.not-in-review`). */
export const REJECTABLE_REFERRAL_STATUSES: readonly ReferralStatus[] = ['pending', 'held', 'review'];

/** What an admin may reverse once its money has moved (the rest is refused `referrals.not-paid`). */
export const REVERSIBLE_REFERRAL_STATUSES: readonly ReferralStatus[] = ['paid'];

/** Abuse guards: each is a flag an admin sees; a flagged referral waits for review, never an automatic ban. */
export const REFERRAL_FLAGS = ['self-referral', 'same-device', 'disposable-email', 'daily-signups', 'ip-range', 'monthly-cap'] as const;
export type ReferralFlag = (typeof REFERRAL_FLAGS)[number];

/**
 * The one e-mail normalisation the duplicate guard compares: lower-case; a `+tag` removed; for
 * Gmail (gmail.com, googlemail.com → gmail.com) the dots of the local part removed too.
 */
export function normaliseEmailForReferrals(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** "R***": how a friend's name shows on the referrer's list (the first letter of the first name). */
export function maskFriendName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first.toLocaleUpperCase('en-IN')}***` : '***';
}
