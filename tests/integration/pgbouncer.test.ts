import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { SERVER_APPLICATION_NAME } from '../../db/application-name';
import { PGBOUNCER_BINARY, pgbouncerVersion, startPgbouncer, type Pgbouncer } from '../fixtures/pgbouncer';
import { createTestServer, type TestServer } from './harness';

/**
 * The server's query pool behind PgBouncer in transaction mode, its sessions (change listener and
 * announcer, job queue, migrations) on DATABASE_DIRECT_URL (decision 055): first what transaction mode
 * breaks, then the money and cache paths through it on two servers.
 */
const version = pgbouncerVersion();
if (!version) console.warn(`pgbouncer.test.ts skipped: ${PGBOUNCER_BINARY} is missing (apt-get install pgbouncer; .ci/run installs it as root).`);

/** A client that keeps every notification it hears. */
async function connect(url: string): Promise<{ client: pg.Client; heard: string[] }> {
  const client = new pg.Client({ connectionString: url });
  const heard: string[] = [];
  client.on('notification', (message) => heard.push(message.payload ?? ''));
  await client.connect();
  return { client, heard };
}

describe.skipIf(!version)(`PgBouncer ${version} in transaction mode`, () => {
  let pooler: Pgbouncer;
  let t: TestServer;
  let other: TestServer;
  let admin: string;

  beforeAll(async () => {
    pooler = await startPgbouncer(inject('postgresAdminUrl'));
    t = await createTestServer({}, { throughPooler: pooler.pooled, checkCaches: true });
    other = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock, throughPooler: pooler.pooled });
    admin = await t.adminToken();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await pooler?.stop();
  });

  describe('what transaction mode breaks, which is why sessions go direct', () => {
    it('a LISTEN through the pooler is heard by whichever client holds its server connection next, not by the listener', async () => {
      const listener = await connect(pooler.proofUrl('listen_proof'));
      const neighbour = await connect(pooler.proofUrl('listen_proof'));
      const notifier = await connect(inject('postgresAdminUrl'));
      try {
        await listener.client.query('listen pooler_proof');
        // The server connection that ran the LISTEN went back to the pool: the neighbour's transaction takes it.
        await neighbour.client.query('begin');
        await notifier.client.query(`notify pooler_proof, 'meant for the listener'`);
        await neighbour.client.query('commit');
        await listener.client.query('select 1');
        expect(neighbour.heard).toEqual(['meant for the listener']);
        expect(listener.heard).toEqual([]);
      } finally {
        await Promise.all([listener, neighbour, notifier].map(({ client }) => client.end()));
      }
    });

    it('a named prepared statement (the job queue uses them) is gone when the next transaction gets another server connection', async () => {
      const preparer = await connect(pooler.proofUrl('prepare_proof'));
      const neighbour = await connect(pooler.proofUrl('prepare_proof'));
      try {
        const statement = { name: 'pooler_proof', text: 'select 1 as one' };
        expect((await preparer.client.query(statement)).rows).toEqual([{ one: 1 }]);
        await neighbour.client.query('begin');
        await expect(preparer.client.query(statement)).rejects.toMatchObject({ code: '26000' });
        await neighbour.client.query('commit');
      } finally {
        await Promise.all([preparer, neighbour].map(({ client }) => client.end()));
      }
    });

    it('a session advisory lock (migrations take one) taken through the pooler outlives its client: nobody can release it', async () => {
      const key = 55_055;
      const held = `select pid from pg_locks where locktype = 'advisory' and classid = 0 and objid = ${key} and objsubid = 1 and granted`;
      const migrator = await connect(pooler.proofUrl('lock_proof'));
      const direct = await connect(inject('postgresAdminUrl'));
      try {
        await migrator.client.query(`select pg_advisory_lock(${key})`);
        await migrator.client.end();
        // Directly, a session's locks end with it; through the pooler the server connection lives on, holding the lock.
        const holders = (await direct.client.query<{ pid: number }>(held)).rows;
        expect(holders).toHaveLength(1);
        await direct.client.query('select pg_terminate_backend($1)', [holders[0]!.pid]);
      } finally {
        await direct.client.end();
      }
    });
  });

  it('each server’s query pool goes through the pooler; its LISTENs (changes, jobs) are sessions of their own, direct', async () => {
    const adminConsole = new pg.Client({ connectionString: pooler.consoleUrl });
    await adminConsole.connect();
    const direct = new pg.Client({ connectionString: t.databaseUrl });
    await direct.connect();
    try {
      // A readiness check on each server (it reads the database), so the pooler holds server connections for both.
      for (const server of [t, other]) expect((await server.request('public', { method: 'GET', url: '/readyz' })).json()).toMatchObject({ ready: true });
      const database = new URL(t.databaseUrl).pathname.slice(1);
      const servers = (await adminConsole.query<{ database: string; remote_pid: string }>('show servers')).rows.filter((row) => row.database === database);
      const pooled = new Set(servers.map((row) => Number(row.remote_pid)));
      expect(pooled.size).toBeGreaterThan(0);
      const backends = (
        await direct.query<{ pid: number; application_name: string; query: string }>(
          `select pid, application_name, query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        )
      ).rows;
      const listening = backends.filter((backend) => /^\s*listen /i.test(backend.query));
      // Per server: the change listener and the job queue's.
      expect(listening.filter((backend) => /listen session_changes/i.test(backend.query))).toHaveLength(2);
      expect(listening.filter((backend) => /listen "jobs:insert"/i.test(backend.query))).toHaveLength(2);
      expect(listening.filter((backend) => pooled.has(backend.pid))).toEqual([]);
      // The server's own connections are named so (migration 0038); none of them reaches the database but through the pooler.
      expect(backends.filter((backend) => backend.application_name === SERVER_APPLICATION_NAME && !pooled.has(backend.pid))).toEqual([]);
    } finally {
      await adminConsole.end();
      await direct.end();
    }
  });

  describe('money through the pooler', () => {
    async function fund(userId: string, rupees: number) {
      const response = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${userId}/balance`, token: admin, payload: { amount: rupees, type: 'add', reason: 'test funding' }, headers: { 'idempotency-key': randomUUID() } });
      expect(response.statusCode, response.body).toBe(200);
    }

    it('100 simultaneous ₹50 withdrawals on ₹1,000 over both servers: exactly 20 succeed, balance 0', async () => {
      const user = await t.createUser();
      await fund(user.id, 1000);
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) => (index % 2 ? other : t).request('public', { method: 'POST', url: '/api/wallet/redeem', token: user.token, payload: { amount: 50, email: user.email } })),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(20);
      for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json()).toEqual({ message: 'Insufficient balance', code: 'insufficient-balance' });
      expect((await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token })).json().walletBalance).toBe(0);
    });

    it('a code with 10 uses redeemed by 40 users at once over both servers: exactly 10 credits', async () => {
      expect((await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'POOLED', amount: 5, maxUses: 10 } })).statusCode).toBe(201);
      const users = await Promise.all(Array.from({ length: 40 }, () => t.createUser()));
      const responses = await Promise.all(users.map((user, index) => (index % 2 ? other : t).request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'POOLED' } })));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
      for (const response of responses.filter((r) => r.statusCode !== 200)) expect(response.json().message).toBe('This promo code has no uses left');
    });

    it('the ledger checks out: cached balances equal entry sums, the system sums to zero', async () => {
      const response = await t.request('admin', { method: 'POST', url: '/api/admin/ledger-check', token: admin });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
    });
  });

  describe('caches through the pooler', () => {
    const me = (server: TestServer, token: string) => server.request('public', { method: 'GET', url: '/api/auth/me', token });

    it('a sign-out on one server refuses the session cached on the other; a block on the admin origin too', async () => {
      const signedOut = await t.createUser();
      const blocked = await t.createUser();
      for (const user of [signedOut, blocked]) {
        expect((await me(t, user.token)).statusCode).toBe(200);
        expect((await me(t, user.token)).statusCode).toBe(200);
      }
      expect((await other.request('public', { method: 'POST', url: '/api/auth/logout', token: signedOut.token })).statusCode).toBe(200);
      // The announcement is an event on another connection: it arrives within a second.
      await vi.waitFor(async () => expect((await me(t, signedOut.token)).statusCode).toBe(401), { timeout: 1_000, interval: 20 });
      const otherAdmin = await other.adminToken();
      expect((await other.request('admin', { method: 'PUT', url: `/api/admin/users/${blocked.id}/toggle-block`, token: otherAdmin })).json().isBlocked).toBe(true);
      await vi.waitFor(async () => expect((await me(t, blocked.token)).statusCode).toBe(401), { timeout: 1_000, interval: 20 });
      expect((await me(other, blocked.token)).statusCode).toBe(401);
    });
  });
});
