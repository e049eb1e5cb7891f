import { describe, expect, it } from 'vitest';
import { backupFileName, backupInstant, backupsToPrune } from '../../db/backup-retention';

/** A backup taken at 03:30 IST (22:00 UTC the day before) on each of the given IST days. */
const nightly = (istDays: string[]) => istDays.map((day) => backupFileName(new Date(new Date(`${day}T03:30:00.000+05:30`).getTime())));

describe('backup retention: keep N daily and M weekly', () => {
  it('reads the instant from the default name and nothing from other files', () => {
    const instant = new Date('2026-11-28T22:00:00.000Z');
    expect(backupInstant(backupFileName(instant))).toEqual(instant);
    expect(backupInstant('notes.txt')).toBeNull();
    expect(backupInstant('honest-rewards-manual.backup.gz')).toBeNull();
  });

  it('keeps the newest backup of each of the last 7 IST days and of the last 4 IST weeks (Monday first), prunes the rest and never another file', () => {
    // 1 Nov (a Sunday) … 29 Nov 2026 (a Sunday), one a night, plus a second one on 29 Nov and a manual file.
    const days = Array.from({ length: 29 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    const names = [...nightly(days), backupFileName(new Date('2026-11-29T05:00:00.000Z')), 'before-the-upgrade.backup.gz'];
    const pruned = backupsToPrune(names, { daily: 7, weekly: 4 });
    const kept = names.filter((name) => !pruned.includes(name));
    const keptDays = kept.map((name) => backupInstant(name)).filter((instant) => instant !== null).map((instant) => new Date(instant!.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16));
    expect(keptDays).toEqual([
      // Daily: 23–29 Nov, the later of 29 Nov's two.
      ...['23', '24', '25', '26', '27', '28'].map((day) => `2026-11-${day}T03:30`),
      '2026-11-29T10:30',
      // Weekly: the newest of the weeks starting 23 Nov (kept above), 16, 9 and 2 Nov: each one's Sunday.
      '2026-11-22T03:30',
      '2026-11-15T03:30',
      '2026-11-08T03:30',
    ].sort());
    expect(kept).toContain('before-the-upgrade.backup.gz');
    expect(pruned).toHaveLength(names.length - kept.length);
  });

  it('keeps everything when there are fewer backups than the periods', () => {
    expect(backupsToPrune(nightly(['2026-11-27', '2026-11-28']), { daily: 7, weekly: 4 })).toEqual([]);
  });
});
