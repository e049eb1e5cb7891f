import { istDate, istDayStart } from '../time/ist';

/**
 * How long before it applies a change that gives people less must be announced (issue 30, decision
 * 044): a store price raised, a game's expected value per play lowered, a referral or task reward
 * lowered. Every sentence that states the notice is built from this number.
 */
export const DEVALUATION_NOTICE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A scheduled change applies at the start of an IST day; the earliest such day at least the notice after `now`. */
export function earliestEffectiveOn(now: Date): string {
  const noticeEnds = new Date(now.getTime() + DEVALUATION_NOTICE_DAYS * DAY_MS);
  const day = istDate(noticeEnds);
  return istDayStart(day).getTime() >= noticeEnds.getTime() ? day : istDate(new Date(istDayStart(day).getTime() + DAY_MS));
}

/** The instant a change scheduled for an IST date applies. */
export const effectiveAtOf = (effectiveOn: string): Date => istDayStart(effectiveOn);

/** What a referral programme setting lowered means; each is a reward amount in paise. */
export const REFERRAL_REWARD_FIELDS = ['rewardPaise', 'welcomePaise', 'milestoneBonusPaise'] as const;
export type ReferralRewardField = (typeof REFERRAL_REWARD_FIELDS)[number];

/**
 * Below this a fall in expected value per play is rounding (a fraction of a paisa computed from
 * weights), not a change anyone could notice, so it needs no notice.
 */
const EXPECTED_VALUE_TOLERANCE_PAISE = 0.005;

/** True when an amount people get falls (a reward, an expected value). */
export const lowers = (before: number, after: number): boolean => after < before - EXPECTED_VALUE_TOLERANCE_PAISE;

/** The refusal's parameters for a change that gives people less saved without notice: the notice and the first date it may apply. */
export const noticeRequiredParams = (now: Date) => ({ noticeDays: DEVALUATION_NOTICE_DAYS, earliestOn: earliestEffectiveOn(now) });
