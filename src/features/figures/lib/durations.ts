import { currentIntlLocale } from '#i18n/locale';

/** Times worded by `Intl` in the visitor's language ("5 min ago", "5 मिनट पहले"), so no message spells a unit out. */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "now", "45 sec ago", "5 min ago", "2 hr ago", "3 days ago": how long before `now` an event happened. */
export function formatTimeAgo(at: Date, now: number): string {
  // A device clock a little behind the server's would otherwise say "in 3 sec.".
  const elapsed = Math.max(0, now - at.getTime());
  const format = new Intl.RelativeTimeFormat(currentIntlLocale(), { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE_MS) return format.format(-Math.floor(elapsed / 1000), 'second');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / DAY_MS), 'day');
}

function unit(value: number, name: 'minute' | 'hour' | 'day'): string {
  return new Intl.NumberFormat(currentIntlLocale(), { style: 'unit', unit: name, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/** "3.5 hours": a fulfilment time, to a tenth of an hour. */
export function formatHours(hours: number): string {
  return unit(hours, 'hour');
}

/** "40 minutes", "5 hours", "2 days": how long something has waited, in the unit that reads best. */
export function formatWait(ms: number): string {
  const elapsed = Math.max(0, ms);
  if (elapsed < HOUR_MS) return unit(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < 2 * DAY_MS) return unit(Math.floor(elapsed / HOUR_MS), 'hour');
  return unit(Math.floor(elapsed / DAY_MS), 'day');
}
