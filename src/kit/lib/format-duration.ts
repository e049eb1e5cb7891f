import { formatter } from './format';

/**
 * Lengths of time and shares in the display language (the payout clock, decision 058), apart from
 * format.ts: only the pages that show them load them, not every route's shared chunk.
 */
const durationUnit = (unit: 'second' | 'minute' | 'hour' | 'day') =>
  formatter(`duration:${unit}`, (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }));
const share = () => formatter('share', (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));

/** "40 seconds", "4.5 minutes", "20.4 hours", "3 days" (Hindi "4.5 मिनट"): a length of time in the unit that reads best, to a tenth. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return durationUnit('second').format(Math.round(seconds));
  if (seconds < 3_600) return durationUnit('minute').format(seconds / 60);
  if (seconds < 2 * 86_400) return durationUnit('hour').format(seconds / 3_600);
  return durationUnit('day').format(seconds / 86_400);
}

/** "87.5%": a share from 0 to 1. */
export function formatShare(value: number): string {
  return share().format(value);
}
