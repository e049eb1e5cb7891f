import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningPostmaster } from '../../db/embedded';
import { E2E_ADMIN, startAppProcess } from './app-process';

/**
 * `kill -9` of the server under a steady load of money operations, then a restart on the same
 * data (issue 13): every operation the server acknowledged is in the ledger, the ledger check is
 * clean, and no PostgreSQL is left behind.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-crash-'));
fs.chmodSync(dataDir, 0o777);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('kill -9 under load', () => {
  it('keeps every acknowledged operation and a clean ledger, and leaves no PostgreSQL behind', async () => {
    const app = await startAppProcess({}, { dataDir });
    const login = await fetch(`${app.adminUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
    const admin = ((await login.json()) as { token: string }).token;
    const users = (await (await fetch(`${app.adminUrl}/api/admin/users?search=demo%40example.com`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { users: Array<{ _id: string }> };
    const demoId = users.users[0]!._id;

    const acknowledged: string[] = [];
    let sequence = 0;
    let crashed = false;
    const client = async (index: number) => {
      while (!crashed) {
        const reason = `crash-load-${index}-${(sequence += 1)}`;
        try {
          const response = await fetch(`${app.adminUrl}/api/admin/users/${demoId}/balance`, {
            method: 'PUT',
            // Each adjustment is its own: the reason is unique, so it is the Idempotency-Key too.
            headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'idempotency-key': reason },
            body: JSON.stringify({ amount: 1, type: 'add', reason }),
          });
          if (response.status === 200) acknowledged.push(reason);
        } catch {
          return; // The server is gone: this client's last request was never acknowledged.
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    const deadline = Date.now() + 60_000;
    // The acknowledgements are events from the load; waiting for enough of them is not sleeping.
    while (acknowledged.length < 40) {
      if (Date.now() > deadline) throw new Error('the load was not acknowledged');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const postmaster = runningPostmaster(path.join(dataDir, 'pg'))!;
    process.kill(app.pid, 'SIGKILL');
    crashed = true;
    await load;
    await app.stop();

    const restarted = await startAppProcess({}, { dataDir });
    try {
      expect(postmaster.pid).not.toBe(runningPostmaster(path.join(dataDir, 'pg'))!.pid);
      const database = new pg.Client({ connectionString: `postgres://postgres:postgres@${encodeURIComponent('/tmp')}:${restarted.env.EMBEDDED_PG_PORT}/honest_rewards` });
      await database.connect();
      try {
        const { rows } = await database.query<{ description: string }>(`select description from ledger_transfers where description like 'Adjustment: crash-load-%'`);
        const stored = new Set(rows.map((row) => row.description));
        for (const reason of acknowledged) expect(stored.has(`Adjustment: ${reason}`), reason).toBe(true);
      } finally {
        await database.end();
      }
      const check = await run(process.execPath, ['--import', 'tsx', 'server/cli/ledger-check.ts'], { cwd: ROOT, env: restarted.env });
      expect(check.stdout).toContain('Ledger OK');
    } finally {
      await restarted.stop();
    }
    expect(runningPostmaster(path.join(dataDir, 'pg'))).toBeNull();
  });
});
