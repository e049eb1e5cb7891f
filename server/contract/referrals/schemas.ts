import { z } from 'zod';
import { amountPaiseSchema } from '../money-schemas';
import { idSchema, queuePageQuerySchema } from '../shared-schemas';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_FLAGS, REFERRAL_STATUSES, REFERRAL_TARGET, REFERRALS_MESSAGES } from './rules';

export * from './rules';

/** A referral code as typed or carried by a link: trimmed, upper-cased, from the code alphabet. */
export const referralCodeSchema = z
  .string({ message: REFERRALS_MESSAGES.codeInvalid })
  .trim()
  .toUpperCase()
  .length(REFERRAL_CODE_LENGTH, REFERRALS_MESSAGES.codeInvalid)
  .refine((code) => [...code].every((character) => REFERRAL_CODE_ALPHABET.includes(character)), REFERRALS_MESSAGES.codeInvalid);

export const referralStatusSchema = z.enum(REFERRAL_STATUSES);
export const referralFlagSchema = z.enum(REFERRAL_FLAGS);

/** A whole number the admin sets, refused in words that name the setting and its range (never zod's default wording). */
function wholeNumberSetting(label: string, min: number, max: number, unit = '') {
  const outOfRange = `${label} must be between ${min} and ${max.toLocaleString('en-IN')}${unit && ` ${unit}`}`;
  return z.number({ message: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, outOfRange).max(max, outOfRange);
}

/** A bonus in paise that may be 0 ("none"), up to `maxPaise`. */
function optionalBonusPaise(label: string, maxPaise: number) {
  const outOfRange = `${label} must be between ₹0 and ₹${(maxPaise / 100).toLocaleString('en-IN')}`;
  return z.number({ message: `${label} must be a number` }).int(`${label} must be a whole number of paise`).min(0, outOfRange).max(maxPaise, outOfRange);
}

/** The admin's settings (issue 17 defaults). Amounts in paise, durations in days, limits as counts. */
export const referralSettingsSchema = z.object({
  /** ₹X to the referrer for each qualified friend. */
  rewardPaise: amountPaiseSchema,
  /** ₹Z to the friend when the referral is paid; 0 for none. */
  welcomePaise: optionalBonusPaise('Welcome bonus', 10_000_000),
  /** ₹Y the friend must earn from games, daily login or tasks (not promo codes or referral bonuses). */
  qualifyPaise: amountPaiseSchema,
  qualifyWindowDays: wholeNumberSetting('Days to qualify', 1, 365),
  holdDays: wholeNumberSetting('Hold', 0, 90, 'days'),
  /** Paid once when the referrer reaches REFERRAL_TARGET qualified friends; 0 for none. */
  milestoneBonusPaise: optionalBonusPaise('Milestone bonus', 10_000_000),
  maxSignupsPerReferrerPerDay: wholeNumberSetting('Sign-ups per referrer per day', 1, 1000),
  maxSignupsPerIpRangePerHour: wholeNumberSetting('Sign-ups per IP range per hour', 1, 1000),
  maxPaidPerReferrerPerMonth: wholeNumberSetting('Paid referrals per referrer per month', 1, 10_000),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  rewardPaise: 10_00,
  welcomePaise: 0,
  qualifyPaise: 5_00,
  qualifyWindowDays: 30,
  holdDays: 7,
  milestoneBonusPaise: 0,
  maxSignupsPerReferrerPerDay: 5,
  maxSignupsPerIpRangePerHour: 3,
  maxPaidPerReferrerPerMonth: 50,
};

/** What the programme promises, as every sentence about it states it (the invite banner, /invite, the share text). */
export const referralTermsSchema = z.object({
  rewardPaise: z.number().int(),
  welcomePaise: z.number().int(),
  qualifyPaise: z.number().int(),
  qualifyWindowDays: z.number().int(),
  holdDays: z.number().int(),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;

export function referralTermsOf({ rewardPaise, welcomePaise, qualifyPaise, qualifyWindowDays, holdDays }: ReferralSettings): ReferralTerms {
  return { rewardPaise, welcomePaise, qualifyPaise, qualifyWindowDays, holdDays };
}

/** One friend as the referrer sees them (never their e-mail). */
export const referralFriendSchema = z.object({
  id: z.string(),
  /** Masked: "R***". */
  name: z.string(),
  joinedAt: z.date(),
  status: referralStatusSchema,
  /** Why it expired, was reversed or rejected, or what it waits for (review). */
  reason: z.string().nullable(),
  /** When a held reward is paid, or when a pending friend's window to qualify ends. */
  clearsAt: z.date().nullable(),
  /** When the reward was paid, for a paid one. */
  paidAt: z.date().nullable(),
  /** What this friend earned towards qualifying so far, for a pending one. */
  earnedPaise: z.number().int(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** `/invite`: the person's code, link, progress and friends (`GET /api/referrals`, `referrals.mine`). */
export const myReferralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  qualified: z.number().int(),
  target: z.literal(REFERRAL_TARGET),
  ...referralTermsSchema.shape,
  /** Held rewards not yet paid, the sum the referrer sees with its countdowns. */
  heldPaise: z.number().int(),
  /** Owed back after an admin reversed a paid referral and the balance did not cover it; settled from future earnings. */
  debtPaise: z.number().int(),
  /** False once an admin revoked this person's ability to refer. */
  canRefer: z.boolean(),
  friends: z.array(referralFriendSchema),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;

export const listReferralsInputSchema = queuePageQuerySchema.extend({
  status: referralStatusSchema.optional(),
  flagged: z.boolean().optional(),
});

/** A referral as an admin reviews it. */
export const adminReferralSchema = z.object({
  id: z.string(),
  referrer: z.object({ id: z.string(), name: z.string(), email: z.string(), canRefer: z.boolean() }),
  friend: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean(), isBlocked: z.boolean() }),
  status: referralStatusSchema,
  flags: z.array(referralFlagSchema),
  reason: z.string().nullable(),
  earnedPaise: z.number().int(),
  createdAt: z.date(),
  qualifiedAt: z.date().nullable(),
  clearsAt: z.date().nullable(),
  paidAt: z.date().nullable(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const referralIdInputSchema = z.object({ id: idSchema });
export const rejectReferralInputSchema = z.object({
  id: idSchema,
  reason: z.string({ message: REFERRALS_MESSAGES.reasonRequired }).trim().min(1, REFERRALS_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
});
/** Reversing a paid referral takes the same as rejecting one: the referral and the reason its referrer reads. */
export const reverseReferralInputSchema = rejectReferralInputSchema;
export const revokeReferrerInputSchema = z.object({ userId: idSchema, revoked: z.boolean() });
