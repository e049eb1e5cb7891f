import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { JOB_SCHEDULE } from '../../server/jobs/job-queue';
import type { Deps } from '../../server/modules/deps';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { ayetSigningString } from '../../server/modules/offerwalls/adapters/ayetstudios';
import { DEFAULT_OFFERWALL_HOLD_DAYS, OFFERWALLS_MESSAGES } from '#contract/offerwalls/schemas';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { credit } from '../../server/modules/wallet/credit';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * Issue 18's offerwall postbacks: signed per provider, recorded once per provider transaction, held
 * as pending credits until the release job moves them into the wallet (once, even with two
 * processes), and taken back by a chargeback before or after clearing.
 */

const GENERIC_SECRET = 'generic-test-secret-0123456789';
const AYET_KEY = 'ayet-publisher-api-key-42';

let t: TestServer;
let second: TestServer;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['offerwalls'], checkCaches: true });
  second = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
  const admin = await t.adminToken();
  await configure(admin, 'generic', { enabled: true, secret: GENERIC_SECRET, holdDays: DEFAULT_OFFERWALL_HOLD_DAYS });
  await configure(admin, 'ayetstudios', { enabled: true, secret: AYET_KEY, holdDays: 7, allowedIps: ['203.0.113.0/24'], wallUrl: 'https://www.ayetstudios.com/offers/web_offerwall/123?external_identifier={user_id}' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }) };
}

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute<T[]>(statement, params);
}

async function configure(token: string, provider: string, body: Record<string, unknown>) {
  const response = await t.request('admin', { method: 'PUT', url: `/api/admin/offerwalls/${provider}`, token, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

let txnCounter = 0;
const nextTxn = () => `txn-${Date.now()}-${(txnCounter += 1)}`;

/** A generic postback over GET, signed with the provider's secret unless told otherwise. */
function genericPostback(params: Record<string, string>, options: { signature?: string | null; ip?: string; method?: 'GET' | 'POST' } = {}) {
  const signature = options.signature === undefined ? hmac(GENERIC_SECRET, genericSigningString(params)) : options.signature;
  const headers = signature === null ? {} : { 'x-signature': signature };
  const search = new URLSearchParams(params).toString();
  if (options.method === 'POST') {
    return t.request('public', { method: 'POST', url: '/api/postback/generic', ip: options.ip, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: search });
  }
  return t.request('public', { method: 'GET', url: `/api/postback/generic?${search}`, ip: options.ip, headers });
}

function ayetPostback(params: Record<string, string>, options: { ip: string; key?: string }) {
  const hash = hmac(options.key ?? AYET_KEY, ayetSigningString(params));
  return t.request('public', { method: 'GET', url: `/api/postback/ayetstudios?${new URLSearchParams(params).toString()}`, ip: options.ip, headers: { 'x-ayetstudios-security-hash': hash } });
}

async function balancePaise(userId: string): Promise<number> {
  const [row] = await query<{ balance: string }>(`select balance from wallet_accounts where user_id = ?`, [userId]);
  return Number(row?.balance ?? 0);
}

async function creditsOf(userId: string) {
  return query<{ id: string; status: string; amount_paise: string; clears_at: Date }>(`select id, status, amount_paise, clears_at from offerwall_credits where user_id = ? order by created_at, id`, [userId]);
}

async function expectLedgerClean() {
  const check = await checkLedger(deps());
  expect(check, JSON.stringify(check)).toMatchObject({ ok: true });
}

describe('the admin settings', () => {
  it('list every provider, never the secret, and refuse switching one on without a secret', async () => {
    const admin = await t.adminToken();
    const list = await t.request('admin', { method: 'GET', url: '/api/admin/offerwalls', token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ provider: 'generic', enabled: true, secretSet: true, holdDays: DEFAULT_OFFERWALL_HOLD_DAYS, postbackUrl: 'http://localhost:3000/api/postback/generic' }),
      expect.objectContaining({ provider: 'ayetstudios', enabled: true, secretSet: true, holdDays: 7, allowedIps: ['203.0.113.0/24'] }),
    ]);
    expect(list.body).not.toContain(GENERIC_SECRET);
    expect(list.body).not.toContain(AYET_KEY);
    const audits = await query<{ after: unknown }>(`select after from audit_log where action = 'offerwalls.provider'`);
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audits)).not.toContain(GENERIC_SECRET);

    // Leaving the secret out keeps the stored one; the tRPC procedure answers the same view.
    const kept = await t.trpcMutation('admin', 'offerwalls.update', { provider: 'generic', enabled: true, holdDays: DEFAULT_OFFERWALL_HOLD_DAYS }, { token: admin });
    expect(trpcData(kept)).toMatchObject({ provider: 'generic', secretSet: true });

    const unknown = await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/nope', token: admin, payload: { enabled: false, holdDays: 1 } });
    expectRestError(unknown, 404, OFFERWALLS_MESSAGES.providerNotFound);
  });

  it('refuses switching on a provider that has no secret yet', async () => {
    // A provider never given a secret: its saved row removed, as on a new installation.
    const admin = await t.adminToken();
    await query(`delete from offerwall_providers where provider = 'ayetstudios'`);
    try {
      const refused = await t.request('admin', { method: 'PUT', url: '/api/admin/offerwalls/ayetstudios', token: admin, payload: { enabled: true, holdDays: 7 } });
      expect(expectRestError(refused, 400)).toBe(OFFERWALLS_MESSAGES.secretRequired);
      expect(refused.json().code).toBe('offerwalls.secret-required');
    } finally {
      await configure(admin, 'ayetstudios', { enabled: true, secret: AYET_KEY, holdDays: 7, allowedIps: ['203.0.113.0/24'], wallUrl: 'https://www.ayetstudios.com/offers/web_offerwall/123?external_identifier={user_id}' });
    }
  });

  it('shows a signed-in user the walls that are on, with their id in the link', async () => {
    const user = await t.createUser();
    const walls = await t.request('public', { method: 'GET', url: '/api/offerwalls', token: user.token });
    expect(walls.statusCode, walls.body).toBe(200);
    expect(walls.json()).toEqual([
      { provider: 'generic', name: 'Partner offers', wallUrl: null },
      { provider: 'ayetstudios', name: 'ayeT-Studios', wallUrl: `https://www.ayetstudios.com/offers/web_offerwall/123?external_identifier=${user.id}` },
    ]);
    expect((await t.request('public', { method: 'GET', url: '/api/offerwalls' })).statusCode).toBe(401);
  });
});

describe('a generic postback', () => {
  it('with a parameter PostgreSQL cannot store (a lone surrogate in a JSON body) is the provider\'s 400 and records nothing', async () => {
    const user = await t.createUser();
    const params = { user_id: user.id, txn_id: nextTxn(), reward: '250', status: 'credit', payout: '\ud800' };
    const signature = hmac(GENERIC_SECRET, genericSigningString(params));
    const body = JSON.stringify(params);
    const response = await t.request('public', { method: 'POST', url: '/api/postback/generic', headers: { 'content-type': 'application/json', 'x-signature': signature }, payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toBe('BAD_REQUEST');
    expect(await creditsOf(user.id)).toEqual([]);
  });

  it('credits a pending balance, not the wallet, and the user sees when it clears', async () => {
    const user = await t.createUser();
    const txn = nextTxn();
    const response = await genericPostback({ user_id: user.id, txn_id: txn, reward: '250', status: 'credit', payout: '0.05' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe('OK');
    expect(await balancePaise(user.id)).toBe(0);
    const [pending] = await creditsOf(user.id);
    expect(pending).toMatchObject({ status: 'pending', amount_paise: '250' });
    expect(new Date(pending!.clears_at).getTime()).toBe(t.clock.now().getTime() + DEFAULT_OFFERWALL_HOLD_DAYS * DAY_MS);

    const summary = trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token }));
    expect(summary.offerwallPending).toEqual([{ amountPaise: 250, provider: 'generic', clearsAt: new Date(pending!.clears_at).toISOString(), status: 'pending' }]);
    const me = await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.json()).toMatchObject({ walletBalance: 0, pendingRupees: 2.5 });
    await expectLedgerClean();
  });

  it('accepts the same fields as a form POST', async () => {
    const user = await t.createUser();
    const response = await genericPostback({ user_id: user.id, txn_id: nextTxn(), reward: '100', status: 'credit' }, { method: 'POST' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await creditsOf(user.id)).toHaveLength(1);
  });

  it('twenty copies at once credit once, and every copy answers OK', async () => {
    const user = await t.createUser();
    const params = { user_id: user.id, txn_id: nextTxn(), reward: '400', status: 'credit' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => genericPostback(params)));
    expect(responses.map((response) => `${response.statusCode} ${response.body}`)).toEqual(Array.from({ length: 20 }, () => '200 OK'));
    expect(await creditsOf(user.id)).toHaveLength(1);
    expect(await query(`select 1 from offerwall_transactions where external_txn_id = ?`, [params.txn_id])).toHaveLength(1);
    expect(await query(`select 1 from ledger_transfers where kind = 'offerwall-credit' and idempotency_key = ?`, [`offerwall-credit:generic:${params.txn_id}`])).toHaveLength(1);
    await expectLedgerClean();
  });

  it('a forged or unsigned one is refused with 403 and credits nothing', async () => {
    const user = await t.createUser();
    const params = { user_id: user.id, txn_id: nextTxn(), reward: '999', status: 'credit' };
    const forged = await genericPostback(params, { signature: hmac('not-the-secret', genericSigningString(params)) });
    expect(forged.statusCode).toBe(403);
    const unsigned = await genericPostback(params, { signature: null });
    expect(unsigned.statusCode).toBe(403);
    // A signature over other parameters: the reward changed after signing.
    const tampered = await genericPostback({ ...params, reward: '99900' }, { signature: hmac(GENERIC_SECRET, genericSigningString(params)) });
    expect(tampered.statusCode).toBe(403);
    expect(await creditsOf(user.id)).toHaveLength(0);
    expect(await query(`select 1 from offerwall_transactions where external_txn_id = ?`, [params.txn_id])).toHaveLength(0);
  });

  it('an unknown user gets the provider\'s error reply and nothing is recorded', async () => {
    const txn = nextTxn();
    for (const userId of [randomUUID(), 'not-a-user-id']) {
      const response = await genericPostback({ user_id: userId, txn_id: txn, reward: '100', status: 'credit' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('UNKNOWN_USER');
    }
    expect(await query(`select 1 from offerwall_transactions where external_txn_id = ?`, [txn])).toHaveLength(0);
  });

  it('malformed parameters are refused with 400', async () => {
    const user = await t.createUser();
    for (const reward of ['0', '-5', '1.5', 'ten']) {
      const response = await genericPostback({ user_id: user.id, txn_id: nextTxn(), reward, status: 'credit' });
      expect(response.statusCode, reward).toBe(400);
    }
    expect((await genericPostback({ user_id: user.id, txn_id: nextTxn(), reward: '5', status: 'maybe' })).statusCode).toBe(400);
    expect(await creditsOf(user.id)).toHaveLength(0);
  });

  it('an unknown provider, or the capability off, is not found', async () => {
    const user = await t.createUser();
    const unknown = await t.request('public', { method: 'GET', url: `/api/postback/nope?user_id=${user.id}` });
    expect(unknown.statusCode).toBe(404);
    const admin = await t.adminToken();
    await t.trpcMutation('admin', 'capabilities.set', { capability: 'offerwalls', enabled: false }, { token: admin });
    try {
      const off = await genericPostback({ user_id: user.id, txn_id: nextTxn(), reward: '100', status: 'credit' });
      expect(off.statusCode).toBe(404);
      const walls = await t.trpcQuery('public', 'offerwalls.enabled', undefined, { token: user.token });
      expect(trpcError(walls).data.appCode).toBe('capabilities.off');
    } finally {
      await t.trpcMutation('admin', 'capabilities.set', { capability: 'offerwalls', enabled: true }, { token: admin });
    }
    expect(await creditsOf(user.id)).toHaveLength(0);
  });

  it('is only on the public origin', async () => {
    const response = await t.request('admin', { method: 'GET', url: '/api/postback/generic' });
    expect(response.statusCode).toBe(404);
  });
});

describe('an ayeT-Studios callback', () => {
  it('is verified by its security hash and refused from an address outside the allow-list', async () => {
    const user = await t.createUser();
    const params = { external_identifier: user.id, transaction_id: nextTxn(), currency_amount: '300', payout_usd: '0.04', is_chargeback: '0' };
    const outside = await ayetPostback(params, { ip: '198.51.100.7' });
    expect(outside.statusCode).toBe(403);
    expect(await creditsOf(user.id)).toHaveLength(0);
    const wrongKey = await ayetPostback(params, { ip: '203.0.113.9', key: 'wrong-key' });
    expect(wrongKey.statusCode).toBe(403);
    const inside = await ayetPostback(params, { ip: '203.0.113.9' });
    expect(inside.statusCode, inside.body).toBe(200);
    const [pending] = await creditsOf(user.id);
    expect(pending).toMatchObject({ status: 'pending', amount_paise: '300' });
    expect(new Date(pending!.clears_at).getTime()).toBe(t.clock.now().getTime() + 7 * DAY_MS);

    // Its chargeback: is_chargeback=1, a negative amount and "r-" before the original id.
    const chargeback = await ayetPostback({ ...params, transaction_id: `r-${params.transaction_id}`, currency_amount: '-300', is_chargeback: '1' }, { ip: '203.0.113.9' });
    expect(chargeback.statusCode, chargeback.body).toBe(200);
    expect((await creditsOf(user.id))[0]!.status).toBe('reversed');
    await expectLedgerClean();
  });
});

describe('releasing and reversing', () => {
  it('the job is on the schedule', () => {
    expect(JOB_SCHEDULE).toMatch(/ release-offerwall-credits /);
  });

  it('a reversal before clearing cancels the pending credit; its late duplicate changes nothing, and a credit after its reversal is never pending', async () => {
    const user = await t.createUser();
    const txn = nextTxn();
    await genericPostback({ user_id: user.id, txn_id: txn, reward: '500', status: 'credit' });
    const reversal = await genericPostback({ user_id: user.id, txn_id: txn, reward: '500', status: 'reversal' });
    expect(reversal.statusCode).toBe(200);
    expect((await genericPostback({ user_id: user.id, txn_id: txn, reward: '500', status: 'reversal' })).body).toBe('OK');
    expect((await creditsOf(user.id)).map((row) => row.status)).toEqual(['reversed']);
    expect(await balancePaise(user.id)).toBe(0);

    // A reversal that arrives before its credit: the credit then finds it and is recorded cancelled at once.
    const early = nextTxn();
    expect((await genericPostback({ user_id: user.id, txn_id: early, reward: '700', status: 'reversal' })).statusCode).toBe(200);
    expect((await genericPostback({ user_id: user.id, txn_id: early, reward: '700', status: 'credit' })).statusCode).toBe(200);
    expect((await creditsOf(user.id)).map((row) => row.status)).toEqual(['reversed', 'reversed']);
    expect(await balancePaise(user.id)).toBe(0);
    await expectLedgerClean();
  });

  it('after the hold the job, run by two processes at once, releases each credit once', async () => {
    const user = await t.createUser();
    for (let index = 0; index < 3; index += 1) {
      expect((await genericPostback({ user_id: user.id, txn_id: nextTxn(), reward: '100', status: 'credit' })).statusCode).toBe(200);
    }
    await addTwoRuns();
    await waitForRuns();
    expect((await creditsOf(user.id)).map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);

    t.clock.advance(DEFAULT_OFFERWALL_HOLD_DAYS * DAY_MS);
    await addTwoRuns();
    await addTwoRuns();
    await waitForRuns();
    expect((await creditsOf(user.id)).map((row) => row.status)).toEqual(['released', 'released', 'released']);
    expect(await balancePaise(user.id)).toBe(300);
    expect(await query(`select 1 from ledger_transfers t join offerwall_credits c on t.reference = c.id::text where t.kind = 'offerwall-release' and c.user_id = ?`, [user.id])).toHaveLength(3);
    // Each release told once (decision 041), however many runs raced.
    expect(await query(`select "values"->>'amountPaise' as paise from notifications where user_id = ? and kind = 'offerwall-cleared'`, [user.id])).toEqual([{ paise: '100' }, { paise: '100' }, { paise: '100' }]);
    const summary = trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token }));
    expect(summary.offerwallPending).toEqual([]);
    await expectLedgerClean();
  });

  it('a reversal after clearing takes what the balance holds and records the rest as a debt the next earning pays', async () => {
    const user = await t.createUser();
    const txn = nextTxn();
    await genericPostback({ user_id: user.id, txn_id: txn, reward: '1000', status: 'credit' });
    t.clock.advance(DEFAULT_OFFERWALL_HOLD_DAYS * DAY_MS);
    await addTwoRuns();
    await waitForRuns();
    expect(await balancePaise(user.id)).toBe(1000);
    // The user spends most of it (an admin deduction stands in for a withdrawal).
    const admin = await t.adminToken();
    const spent = await t.trpcMutation('admin', 'wallet.adjustBalance', { id: user.id, type: 'deduct', amountPaise: 700, reason: 'spent elsewhere', idempotencyKey: `offerwall-spend:${txn}` }, { token: admin });
    expect(spent.statusCode, spent.body).toBe(200);

    const reversal = await genericPostback({ user_id: user.id, txn_id: txn, reward: '1000', status: 'reversal' });
    expect(reversal.statusCode, reversal.body).toBe(200);
    expect(await balancePaise(user.id)).toBe(0);
    const summary = trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token }));
    expect(summary.debtPaise).toBe(700);
    expect(summary.debts).toEqual([expect.objectContaining({ openPaise: 700, reason: OFFERWALLS_MESSAGES.reversedReason })]);
    expect((await creditsOf(user.id))[0]!.status).toBe('reversed');

    // The next earning pays the debt first; the balance never went below zero.
    await credit(deps(), { userId: user.id, from: 'games', kind: 'game-prize', amountPaise: 500, line: { code: 'adjustment', values: { reason: 'test prize' } }, idempotencyKey: `offerwall-test-prize:${user.id}:1` });
    expect(await balancePaise(user.id)).toBe(0);
    await credit(deps(), { userId: user.id, from: 'games', kind: 'game-prize', amountPaise: 500, line: { code: 'adjustment', values: { reason: 'test prize' } }, idempotencyKey: `offerwall-test-prize:${user.id}:2` });
    expect(await balancePaise(user.id)).toBe(300);
    expect(trpcData(await t.trpcQuery('public', 'wallet.summary', undefined, { token: user.token })).debtPaise).toBe(0);
    await expectLedgerClean();
  });
});

/** Two runs of the release task at once, as two processes' schedules would add them; each server's worker takes jobs. */
async function addTwoRuns(): Promise<void> {
  await query(`select graphile_worker.add_job('release-offerwall-credits', '{}'::json), graphile_worker.add_job('release-offerwall-credits', '{}'::json)`);
}

/** Jobs run in other connections; their effects are waited for (at most 10 s), never slept for. */
async function waitForRuns(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await query(`select 1 from graphile_worker.jobs where task_identifier = 'release-offerwall-credits'`)).length > 0) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the release runs');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
