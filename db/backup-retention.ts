import { istDate } from '#contract/time/ist';

const DAY_MS = 86_400_000;

/** A backup file's name as `npm run db:backup` writes it by default: the instant, with `:` and `.` as `-`. */
const BACKUP_NAME = /^honest-rewards-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.backup\.gz$/;

/** The instant a backup was taken, read from its name; null for any other file (never pruned). */
export function backupInstant(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const instant = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The default backup file name for an instant (the inverse of `backupInstant`). */
export function backupFileName(instant: Date): string {
  return `honest-rewards-${instant.toISOString().replace(/[:.]/g, '-')}.backup.gz`;
}

/** The Monday of an instant's IST week, as `YYYY-MM-DD`. */
function istWeek(instant: Date): string {
  // The IST calendar date as a UTC midnight, so its weekday and arithmetic are the calendar's.
  const day = new Date(`${istDate(instant)}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Which backups to delete: of the files named as backups, the newest of each of the last `daily` IST
 * days that have one stays, and the newest of each of the last `weekly` IST weeks (Monday first);
 * everything else named as a backup goes. Other files are never touched.
 */
export function backupsToPrune(names: readonly string[], keep: { daily: number; weekly: number }): string[] {
  const backups = names
    .map((name) => ({ name, instant: backupInstant(name) }))
    .filter((backup): backup is { name: string; instant: Date } => backup.instant !== null)
    .sort((a, b) => b.instant.getTime() - a.instant.getTime());
  const kept = new Set<string>();
  const keepNewestPer = (period: (instant: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of backups) {
      const key = period(backup.instant);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  };
  keepNewestPer(istDate, keep.daily);
  keepNewestPer(istWeek, keep.weekly);
  return backups.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}
