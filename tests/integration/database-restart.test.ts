import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded';
import { freePort } from '../fixtures/free-port';
import { createTestServer, type TestServer } from './harness';

/**
 * PostgreSQL stopped and started again under a steady load of money operations (issue 13): in
 * between, requests answer 503 with a clear message (never a 500, never a wait past 10 s); the app
 * reconnects by itself; every acknowledged operation is in the ledger afterwards, and the ledger
 * check is clean.
 */

const MAX_ANSWER_MS = 10_000;
let dataDir: string;
let port: number;
let database: EmbeddedDatabase;
let t: TestServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-restart-'));
  fs.chmodSync(dataDir, 0o777);
  port = await freePort();
  database = await startEmbeddedPostgres({ dataDir, port, database: 'restart_test' });
  t = await createTestServer({}, { databaseUrl: database.url });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
  ms: number;
  reason: string;
}

describe('the database goes away and comes back', () => {
  it('503s in between, reconnection, nothing acknowledged lost, ledger clean', async () => {
    const admin = await t.adminToken();
    const users = await Promise.all([0, 1, 2].map(() => t.createUser()));
    const answers: Answer[] = [];
    let running = true;
    let sequence = 0;

    // Four clients, each crediting ₹1 with a unique reason as fast as it gets answers.
    const client = async (index: number) => {
      while (running) {
        const reason = `restart-load-${index}-${(sequence += 1)}`;
        const started = Date.now();
        const response = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${users[index % users.length]!.id}/balance`, token: admin, payload: { amount: 1, type: 'add', reason }, headers: { 'idempotency-key': randomUUID() } });
        answers.push({ status: response.statusCode, body: response.body, ms: Date.now() - started, reason });
        if (response.statusCode !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));

    /** The load's answers are events; waiting for a count of them is not sleeping for timing. */
    const until = async (what: string, check: () => boolean) => {
      const deadline = Date.now() + 60_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    await until('acknowledged operations before the stop', () => answers.filter((answer) => answer.status === 200).length >= 20);
    await database.stop();
    const stoppedAt = answers.length;
    await until('503 answers while the database is away', () => answers.slice(stoppedAt).filter((answer) => answer.status === 503).length >= 5);
    database = await startEmbeddedPostgres({ dataDir, port, database: 'restart_test' });
    const restartedAt = answers.length;
    await until('acknowledged operations after the restart', () => answers.slice(restartedAt).filter((answer) => answer.status === 200).length >= 20);
    running = false;
    await load;

    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.status);
      expect(answer.ms, `${answer.status} after ${answer.ms} ms`).toBeLessThan(MAX_ANSWER_MS);
    }
    const unavailable = answers.find((answer) => answer.status === 503)!;
    expect(JSON.parse(unavailable.body)).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });

    const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => `Adjustment: ${answer.reason}`);
    const stored = new Set(
      (await t.server.orm.em.fork().getConnection().execute<Array<{ description: string }>>(`select description from ledger_transfers where description like 'Adjustment: restart-load-%'`)).map((row) => row.description),
    );
    for (const description of acknowledged) expect(stored.has(description), description).toBe(true);

    const check = await t.request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: admin });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [] });
    expect((await t.request('public', { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
