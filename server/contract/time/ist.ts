/** A "day" in this product is a calendar day in India (architecture rule 7). IST has no DST. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes after IST midnight of an instant (0–1439). */
export function istMinuteOfDay(instant: Date): number {
  const clock = new Date(instant.getTime() + IST_OFFSET_MS);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

/** The instant the given IST calendar date starts. */
export function istDayStart(date: string): Date {
  return new Date(new Date(`${date}T00:00:00.000Z`).getTime() - IST_OFFSET_MS);
}

/** The next IST midnight after an instant. */
export function nextIstMidnight(instant: Date): Date {
  const start = istDayStart(istDate(instant));
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}
