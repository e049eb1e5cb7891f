import { describeOdds, type GameRules } from './expected-payout';

/** The days of plays the expected plays per day is averaged over (the full IST days before today). */
export const RECENT_PLAY_DAYS = 7;

/** Words that promise nothing: a segment labelled so must pay nothing. */
const NO_PRIZE_WORDS = /\b(try again|no prize|better luck|nothing|miss)\b/i;

/** A rupee amount a label states: "₹10", "Rs 10", "Rs. 2.50", "10 rupees"; null when it names none. */
export function labelAmountPaise(label: string): number | null {
  const match = /(?:₹|\brs\.?)\s*(\d[\d,]*(?:\.\d{1,2})?)|(\d[\d,]*(?:\.\d{1,2})?)\s*(?:rupees?|rs\b|₹)/i.exec(label);
  const amount = match?.[1] ?? match?.[2];
  return amount === undefined ? null : Math.round(Number(amount.replaceAll(',', '')) * 100);
}

export type PrizeWarning =
  /** Expected prizes a day (expected per play × plays a day) above the daily budget: play pauses once it is used up. */
  | { kind: 'over-budget'; expectedPerDayPaise: number; budgetPaise: number; playsPerDay: number }
  /** A segment's label says another amount than its prize pays (or "try again" on a paying segment). */
  | { kind: 'label-prize'; segment: number; label: string; labelPaise: number; prizePaise: number };

/**
 * What the admin games screen warns about in a prize table (issue 31), computed from the numbers:
 * the expected payout per day against the budget, with plays per day as the average of the last
 * RECENT_PLAY_DAYS days' plays, and each segment's label against its prize. Daily Login has no budget.
 */
export function prizeTableWarnings(config: GameRules & { dailyBudgetPaise: number }, playsPerDay: number): PrizeWarning[] {
  const warnings: PrizeWarning[] = [];
  if (config.game !== 'daily-login') {
    const expectedPerDayPaise = Math.round(describeOdds(config).expectedPaise * playsPerDay);
    if (expectedPerDayPaise > config.dailyBudgetPaise) warnings.push({ kind: 'over-budget', expectedPerDayPaise, budgetPaise: config.dailyBudgetPaise, playsPerDay });
  }
  if (config.game === 'spin' || config.game === 'scratch') {
    config.table.segments.forEach((segment, index) => {
      const labelPaise = labelAmountPaise(segment.label) ?? (NO_PRIZE_WORDS.test(segment.label) ? 0 : null);
      if (labelPaise !== null && labelPaise !== segment.prizePaise) warnings.push({ kind: 'label-prize', segment: index + 1, label: segment.label, labelPaise, prizePaise: segment.prizePaise });
    });
  }
  return warnings;
}
