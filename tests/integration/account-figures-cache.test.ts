import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_APPLICATION_NAME } from '../../db/application-name';
import { ANNOUNCER_APPLICATION_NAME } from '../../server/modules/cache/change-announcer';
import { ACCOUNT_FIGURES_TTL_MS } from '../../server/modules/wallet/account-figures-cache';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { credit } from '../../server/modules/wallet/credit';
import { ADMIN_URL, PUBLIC_URL, trpcData, type TestServer } from './harness';
import { useTwoProcesses } from './money-helpers';

/**
 * "Who am I" (GET /api/auth/me, auth.session) answers the balance, the offerwall credits pending
 * and the ticker preference from each process's account cache (decision 025). Every change reaches
 * the process that made it before it answers, and every other process within a second: the server
 * announces its own after commit (in a transaction or not), the database announces anyone else's.
 */
const processes = useTwoProcesses();
let t: TestServer, other: TestServer, admin: string;
beforeAll(() => void ({ t, other, admin } = processes));

function withinOneSecond(check: () => Promise<void>) {
  return vi.waitFor(check, { timeout: 1_000, interval: 20 });
}

async function shownBalance(server: TestServer, user: { token: string }): Promise<number> {
  const response = await server.request('public', { method: 'GET', url: '/api/auth/me', token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().walletBalance;
}

/** Both processes have read (and cached) the user's figures. */
async function warm(user: { token: string }, rupees: number) {
  expect(await shownBalance(t, user)).toBe(rupees);
  expect(await shownBalance(other, user)).toBe(rupees);
}

async function expectBothShow(user: { token: string }, rupees: number) {
  await withinOneSecond(async () => {
    expect(await shownBalance(other, user)).toBe(rupees);
  });
  expect(await shownBalance(t, user)).toBe(rupees);
}

/** The admin adds to a balance: one transaction on process `t`. */
async function addByAdmin(userId: string, rupees: number) {
  const adjusted = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${userId}/balance`, token: admin, payload: { amount: rupees, type: 'add', reason: 'cache test' }, headers: { 'idempotency-key': randomUUID() } });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
}

/** A user whose wallet account is open (a first credit opens it). */
async function fundedUser(rupees: number) {
  const user = await t.createUser();
  await addByAdmin(user.id, rupees);
  return user;
}

/**
 * A user whose wallet account is opened by a connection named as the server's: nothing announces
 * it, so no announcement of an earlier change can still be on its way when a test begins.
 */
async function userWithQuietWallet() {
  const user = await t.createUser();
  await withClient(SERVER_APPLICATION_NAME, (client) => client.query(`insert into wallet_accounts (kind, user_id) values ('user', $1)`, [user.id]));
  return user;
}

async function withClient<T>(applicationName: string | undefined, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.databaseUrl, application_name: applicationName });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe('the signed-in user\'s figures are cached per process and follow every change', () => {
  it('an admin\'s adjustment (a transaction) shows on this process at once and on the other within a second', async () => {
    const user = await t.createUser();
    await warm(user, 0);
    await addByAdmin(user.id, 40);
    expect(await shownBalance(t, user)).toBe(40);
    await expectBothShow(user, 40);
  });

  it('a promo redemption (one autocommit statement) on one process shows on both', async () => {
    const user = await t.createUser();
    const created = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: 'CACHEDFIGURES', amount: 15 } });
    expect(created.statusCode, created.body).toBe(201);
    await warm(user, 0);
    const redeemed = await other.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: user.token, payload: { code: 'CACHEDFIGURES' } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await shownBalance(other, user)).toBe(15);
    await withinOneSecond(async () => {
      expect(await shownBalance(t, user)).toBe(15);
    });
  });

  it('a credit inside a nested transaction is announced when the outermost one commits, and a rolled-back one changes nothing shown', async () => {
    const user = await t.createUser();
    await warm(user, 0);
    const em = t.server.orm.em.fork();
    const deps: Deps = { em, clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL, ADMIN_URL }) };
    await expect(
      em.transactional((outer) =>
        outer.transactional(async (inner) => {
          await credit({ ...deps, em: inner }, { userId: user.id, from: 'games', kind: 'game-prize', amountPaise: 900, line: { code: 'adjustment', values: { reason: 'rolled back' } }, idempotencyKey: `cache-rollback:${user.id}` });
          throw new Error('roll back');
        }),
      ),
    ).rejects.toThrow('roll back');
    expect(await shownBalance(t, user)).toBe(0);
    await em.transactional((outer) =>
      outer.transactional((inner) => credit({ ...deps, em: inner }, { userId: user.id, from: 'games', kind: 'game-prize', amountPaise: 700, line: { code: 'adjustment', values: { reason: 'nested' } }, idempotencyKey: `cache-nested:${user.id}` })),
    );
    await expectBothShow(user, 7);
  });

  it('a change by hand in SQL (not the server\'s connection) is announced by the database', async () => {
    const user = await userWithQuietWallet();
    await warm(user, 0);
    await withClient(undefined, (client) => client.query(`update wallet_accounts set balance = balance + 2500 where user_id = $1`, [user.id]));
    await expectBothShow(user, 25);
    await withClient(undefined, (client) => client.query(`update wallet_accounts set balance = balance - 2500 where user_id = $1`, [user.id]));
    await expectBothShow(user, 0);
  });

  it('the server\'s own connections carry its name, so its money statements never make the database notify', async () => {
    await shownBalance(t, await t.createUser());
    const { rows } = await withClient(undefined, (client) => client.query<{ name: string }>(`select distinct application_name as name from pg_stat_activity where datname = current_database()`));
    expect(rows.map((row) => row.name)).toContain(SERVER_APPLICATION_NAME);
  });

  it('is really served from memory: an unannounced change shows only when the entry\'s lifetime ends', async () => {
    const user = await userWithQuietWallet();
    await warm(user, 0);
    // As if the server had changed it and died before announcing: its own connections do not make the database announce.
    await withClient(SERVER_APPLICATION_NAME, (client) => client.query(`update wallet_accounts set balance = balance + 1200 where user_id = $1`, [user.id]));
    expect(await shownBalance(t, user)).toBe(0);
    expect(await shownBalance(other, user)).toBe(0);
    t.clock.advance(ACCOUNT_FIGURES_TTL_MS);
    expect(await shownBalance(t, user)).toBe(12);
    expect(await shownBalance(other, user)).toBe(12);
    await withClient(undefined, (client) => client.query(`update wallet_accounts set balance = balance - 1200 where user_id = $1`, [user.id]));
  });

  it('an announcing connection that was lost is made anew: later changes reach the other process again', async () => {
    const user = await fundedUser(1);
    await warm(user, 1);
    await withClient(undefined, (client) => client.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [ANNOUNCER_APPLICATION_NAME]));
    // The change at the moment of loss may go unheard elsewhere (its entry then ends with its lifetime); the next ones do not.
    await addByAdmin(user.id, 1);
    await addByAdmin(user.id, 1);
    await expectBothShow(user, 3);
  });

  it('the ticker preference, changed on one process, shows in auth.session on the other', async () => {
    const user = await t.createUser();
    const session = async (server: TestServer) => trpcData<{ tickerOptOut: boolean | null }>(await server.trpcQuery('public', 'auth.session', undefined, { token: user.token }));
    // Not asked yet (issue 29): out of the ticker until the person says yes.
    expect((await session(other)).tickerOptOut).toBeNull();
    const changed = await t.trpcMutation('public', 'account.setTickerOptOut', { tickerOptOut: true }, { token: user.token });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await session(t)).tickerOptOut).toBe(true);
    await withinOneSecond(async () => {
      expect((await session(other)).tickerOptOut).toBe(true);
    });
  });
});
