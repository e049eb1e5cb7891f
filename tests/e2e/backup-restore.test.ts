import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../fixtures/free-port';
import { E2E_ADMIN, startAppProcess } from './app-process';

/**
 * `npm run db:backup` while the app runs, then `npm run db:restore FILE` into a fresh data folder
 * (issue 13): the restored app has the same users, balances and requests, and a clean ledger.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-backup-'));
fs.chmodSync(work, 0o777);
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function command(script: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, timeout: 120_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function call(url: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** What a restored copy must show the same: the demo user's wallet and requests, and the user count. */
async function snapshot(publicUrl: string, adminUrl: string) {
  const admin = (await call(`${adminUrl}/api/admin/login`, { method: 'POST', body: E2E_ADMIN })).body.token as string;
  const token = (await call(`${publicUrl}/api/auth/login`, { method: 'POST', body: { email: 'demo@example.com', password: 'demo-password' } })).body.token as string;
  const balance = (await call(`${publicUrl}/api/wallet/balance`, { token })).body;
  const history = (await call(`${publicUrl}/api/wallet/redeem-history`, { token })).body;
  const users = (await call(`${adminUrl}/api/admin/users`, { token: admin })).body.totalUsers;
  return { admin, token, balance, history, users };
}

describe('backup and restore', () => {
  it('a backup taken while the app runs restores into a fresh data folder with the same money and a clean ledger', async () => {
    const original = await startAppProcess({}, { dataDir: path.join(work, 'original') });
    let before: Awaited<ReturnType<typeof snapshot>>;
    // In a folder the command makes, beside a world-readable leftover of a failed run: neither may leave the backup readable to others.
    const file = path.join(work, 'nightly', 'rewards.backup.gz');
    try {
      const { admin, token } = await snapshot(original.publicUrl, original.adminUrl);
      const users = (await call(`${original.adminUrl}/api/admin/users?search=demo%40example.com`, { token: admin })).body.users;
      expect((await call(`${original.adminUrl}/api/admin/users/${users[0]._id}/balance`, { method: 'PUT', token: admin, body: { amount: 80, type: 'add', reason: 'before the backup' }, headers: { 'idempotency-key': 'backup-test-funding' } })).status).toBe(200);
      expect((await call(`${original.publicUrl}/api/wallet/redeem`, { method: 'POST', token, body: { amount: 50, email: 'demo@example.com' } })).status).toBe(200);
      before = await snapshot(original.publicUrl, original.adminUrl);
      expect(before.balance).toMatchObject({ balance: 30, pending: 50, pendingCount: 1 });

      const backup = await command('server/cli/backup.ts', ['--out', file], original.env);
      expect(backup.output).toContain(`Backup written: ${file}`);
      expect(backup.code).toBe(0);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      fs.writeFileSync(`${file}.partial`, 'left by a failed run', { mode: 0o644 });
      fs.chmodSync(`${file}.partial`, 0o644);
      const again = await command('server/cli/backup.ts', ['--out', file], original.env);
      expect(again.code, again.output).toBe(0);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
    } finally {
      await original.stop();
    }

    const restoredDir = path.join(work, 'restored');
    fs.mkdirSync(restoredDir);
    fs.chmodSync(restoredDir, 0o777);
    const restoreEnv = { ...process.env, DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(await freePort()), DATABASE_URL: '' };
    delete (restoreEnv as Record<string, string | undefined>).DATABASE_URL;
    const restore = await command('server/cli/restore.ts', [file], restoreEnv);
    expect(restore.output).toContain(`Restored ${file}`);
    expect(restore.code).toBe(0);
    const again = await command('server/cli/restore.ts', [file], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty');

    const restored = await startAppProcess({}, { dataDir: restoredDir });
    try {
      const after = await snapshot(restored.publicUrl, restored.adminUrl);
      expect(after.balance).toEqual(before!.balance);
      expect(after.history).toEqual(before!.history);
      expect(after.users).toBe(before!.users);
      const check = await command('server/cli/ledger-check.ts', [], restored.env);
      expect(check.output).toContain('Ledger OK');
    } finally {
      await restored.stop();
    }
  });
});
