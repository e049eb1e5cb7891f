import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName } from '../../db/backup-retention';
import { createTestServer, sqlByHand, type TestServer } from './harness';
import { moneyHelpers } from './money-helpers';
import { runCli } from './run-cli';

/**
 * Scheduled backups (issue 32 §4): `npm run db:backup -- --keep-daily N --keep-weekly M` writes a
 * 0600 file and prunes older backups to the newest per IST day and week, never another file; and
 * `npm run db:restore-drill` restores the newest into a scratch database, checks its ledger and
 * drops it — failing plainly, and leaving no scratch database, when the newest backup is damaged.
 */
const SLOW = 120_000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-backups-'));
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
  const { fund } = moneyHelpers({ t, admin: await t.adminToken() });
  await fund((await t.createUser()).id, 75);
}, SLOW);
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const drillDatabases = async () => (await sqlByHand<{ datname: string }>(t.databaseUrl, `select datname from pg_database where datname like 'honest_rewards_drill_%'`)).map((row) => row.datname);

describe('scheduled backups and the restore drill', () => {
  it('a backup with a retention keeps the newest per IST day and week, deletes the rest and never another file', async () => {
    // Forty nights of older backups (03:30 IST), and an operator's own file.
    const now = Date.now();
    const older = Array.from({ length: 40 }, (_, night) => backupFileName(new Date(now - (night + 1) * 86_400_000)));
    for (const name of older) fs.writeFileSync(path.join(folder, name), 'an older backup');
    fs.writeFileSync(path.join(folder, 'before-the-upgrade.backup.gz'), 'kept by hand');

    const backup = await runCli('server/cli/backup.ts', t.databaseUrl, ['--out', path.join(folder, backupFileName(new Date(now))), '--keep-daily', '7', '--keep-weekly', '4']);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/Retention \(7 daily, 4 weekly\): \d+ older backup\(s\) deleted/);
    const left = fs.readdirSync(folder);
    expect(left).toContain('before-the-upgrade.backup.gz');
    expect(left).toContain(backupFileName(new Date(now)));
    // Today and six more days, plus up to three older weeks' newest (one may fall on a day kept already).
    const backups = left.filter((name) => name.startsWith('honest-rewards-'));
    expect(backups.length).toBeGreaterThanOrEqual(7 + 2);
    expect(backups.length).toBeLessThanOrEqual(7 + 3);
    expect(fs.statSync(path.join(folder, backupFileName(new Date(now)))).mode & 0o777).toBe(0o600);
  }, SLOW);

  it('the drill restores the newest backup into a scratch database, checks its ledger, and drops it', async () => {
    const drill = await runCli('server/cli/restore-drill.ts', t.databaseUrl, ['--from', folder]);
    expect(drill.code, drill.stdout + drill.stderr).toBe(0);
    expect(drill.stdout).toMatch(/Ledger on the restored data: \d+ accounts, \d+ transfers: OK\./);
    expect(drill.stdout).toContain('Restore drill passed.');
    expect(await drillDatabases()).toEqual([]);
  }, SLOW);

  it('a damaged newest backup fails the drill in one sentence and leaves no scratch database', async () => {
    fs.writeFileSync(path.join(folder, backupFileName(new Date(Date.now() + 60_000))), 'not a backup');
    const drill = await runCli('server/cli/restore-drill.ts', t.databaseUrl, ['--from', folder]);
    expect(drill.code).toBe(1);
    expect(drill.stderr).toMatch(/^Restore drill failed: /);
    expect(drill.stderr).not.toMatch(/\n\s+at\s/);
    expect(await drillDatabases()).toEqual([]);
  }, SLOW);
});
