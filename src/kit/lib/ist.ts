import { istDate } from '#contract/time/ist';

/** IST on the client: every "day" of the product is an IST calendar day. UTC+05:30 all year, so a fixed offset is exact. */
export { istDate };

const IST_OFFSET_MINUTES = 330;

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** "2025-06-20T23:59" read as an IST wall clock → the instant 2025-06-20T18:29:00Z; null when not a valid value. */
export function istLocalToInstant(value: string): Date | null {
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - IST_OFFSET_MINUTES * 60_000);
}

/** The instant as the IST wall clock a datetime-local field shows ("2025-06-20T23:59"): `istLocalToInstant` read back, to the minute. */
export function instantToIstLocal(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
