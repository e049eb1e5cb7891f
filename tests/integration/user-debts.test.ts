import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { sql } from '../../server/modules/sql';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { credit } from '../../server/modules/wallet/credit';
import { reverseCredit, type ReverseCreditInput } from '../../server/modules/wallet/reverse-credit';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Issues 17 and 18: a reversed credit takes what the balance holds and records the rest as a debt
 * (never a negative balance); the next earnings pay the debt first, oldest first, exactly once.
 */

let t: TestServer;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }) };
}

let counter = 0;
const key = (prefix: string) => `${prefix}:${++counter}`;

function earn(userId: string, amountPaise: number, idempotencyKey = key('test-earning')) {
  return credit(deps(), { userId, from: 'games', kind: 'game-prize', amountPaise, line: { code: 'adjustment', values: { reason: 'test earning' } }, idempotencyKey });
}

function reverse(userId: string, amountPaise: number, overrides: Partial<ReverseCreditInput> = {}) {
  return reverseCredit(deps(), {
    userId,
    amountPaise,
    to: 'tasks',
    line: { code: 'adjustment', values: { reason: 'Task reward reversed' } },
    reason: 'The offer was charged back',
    source: { kind: 'offerwall', ref: `source-${counter}` },
    idempotencyKey: key('test-reversal'),
    ...overrides,
  });
}

async function summary(token: string) {
  const response = await t.trpcQuery('public', 'wallet.summary', undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response) as { balancePaise: number; debtPaise: number; debts: { openPaise: number; reason: string; createdAt: string }[] };
}

async function debtsOf(userId: string) {
  return sql<{ amount_paise: string; settled_paise: string; settled_at: Date | null }>(
    t.server.orm.em.fork(),
    `select amount_paise, settled_paise, settled_at from user_debts where user_id = ? order by created_at, id`,
    [userId],
  );
}

async function recoveredFrom(userId: string): Promise<number> {
  const [row] = await sql<{ total: string }>(
    t.server.orm.em.fork(),
    `select coalesce(sum(t.amount), 0) as total from ledger_transfers t join wallet_accounts a on a.id = t.debit_account_id where a.user_id = ? and t.kind = 'debt-recovery'`,
    [userId],
  );
  return Number(row!.total);
}

describe('reversing a credit', () => {
  it('with enough balance takes it all and leaves no debt', async () => {
    const user = await t.createUser();
    await earn(user.id, 1000);
    expect(await reverse(user.id, 600)).toEqual({ takenPaise: 600, debtPaise: 0, replayed: false });
    expect(await summary(user.token)).toMatchObject({ balancePaise: 400, debtPaise: 0, debts: [] });
  });

  it('with too little takes the balance to 0 and records the rest as a debt with its reason; a replay changes nothing', async () => {
    const user = await t.createUser();
    await earn(user.id, 300);
    const idempotencyKey = key('replayed-reversal');
    expect(await reverse(user.id, 1000, { idempotencyKey })).toEqual({ takenPaise: 300, debtPaise: 700, replayed: false });
    const owed = await summary(user.token);
    expect(owed).toMatchObject({ balancePaise: 0, debtPaise: 700, debts: [{ openPaise: 700, reason: 'The offer was charged back' }] });
    expect(await reverse(user.id, 1000, { idempotencyKey })).toEqual({ takenPaise: 300, debtPaise: 700, replayed: true });
    expect(await debtsOf(user.id)).toHaveLength(1);
    expect((await summary(user.token)).balancePaise).toBe(0);
  });

  it('with nothing in the balance records it all as a debt, even for a user who never had a wallet', async () => {
    const user = await t.createUser();
    expect(await reverse(user.id, 250)).toEqual({ takenPaise: 0, debtPaise: 250, replayed: false });
    expect(await summary(user.token)).toMatchObject({ balancePaise: 0, debtPaise: 250 });
  });
});

describe('settling a debt from the next earnings', () => {
  it('an earning pays the debt first, partly and then fully; a replayed earning settles nothing twice', async () => {
    const user = await t.createUser();
    await reverse(user.id, 500);
    const firstKey = key('first-earning');
    await earn(user.id, 200, firstKey);
    expect(await summary(user.token)).toMatchObject({ balancePaise: 0, debtPaise: 300, debts: [{ openPaise: 300 }] });
    await earn(user.id, 200, firstKey);
    expect(await summary(user.token)).toMatchObject({ balancePaise: 0, debtPaise: 300 });

    await earn(user.id, 1000);
    expect(await summary(user.token)).toMatchObject({ balancePaise: 700, debtPaise: 0, debts: [] });
    const [debt] = await debtsOf(user.id);
    expect(debt).toMatchObject({ amount_paise: '500', settled_paise: '500' });
    expect(debt!.settled_at).not.toBeNull();
    expect(await recoveredFrom(user.id)).toBe(500);

    // The user's history shows each earning and what was taken from it towards the debt.
    const history = trpcData(await t.trpcQuery('public', 'wallet.history', { page: 1, pageSize: 10 }, { token: user.token })) as { entries: { kind: string; amountPaise: number }[] };
    expect(history.entries.filter((entry) => entry.kind === 'debt-recovery').map((entry) => entry.amountPaise).sort()).toEqual([-200, -300]);
  });

  it('pays the oldest debt first', async () => {
    const user = await t.createUser();
    await reverse(user.id, 300, { reason: 'First reason' });
    t.clock.advance(1000);
    await reverse(user.id, 400, { reason: 'Second reason' });
    await earn(user.id, 500);
    expect(await summary(user.token)).toMatchObject({ balancePaise: 0, debtPaise: 200, debts: [{ openPaise: 200, reason: 'Second reason' }] });
  });

  it('an admin adjustment does not pay a debt (it is the admin’s own figure)', async () => {
    const user = await t.createUser();
    await reverse(user.id, 300);
    await credit(deps(), { userId: user.id, from: 'adjustments', kind: 'adjustment', amountPaise: 1000, line: { code: 'adjustment', values: { reason: 'Adjustment: goodwill' } }, idempotencyKey: key('adjustment') });
    expect(await summary(user.token)).toMatchObject({ balancePaise: 1000, debtPaise: 300 });
  });

  it('concurrent earnings never settle more than is owed', async () => {
    const user = await t.createUser();
    await reverse(user.id, 1000);
    await Promise.all(Array.from({ length: 10 }, () => earn(user.id, 300)));
    expect(await summary(user.token)).toMatchObject({ balancePaise: 2000, debtPaise: 0 });
    expect(await recoveredFrom(user.id)).toBe(1000);
    expect(await debtsOf(user.id)).toMatchObject([{ amount_paise: '1000', settled_paise: '1000' }]);
  });

  it('the account export carries the open debts', async () => {
    const user = await t.createUser();
    await reverse(user.id, 400, { reason: 'Reversed for the export' });
    const response = await t.trpcQuery('public', 'account.export', undefined, { token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(trpcData(response)).toMatchObject({ debts: [{ openPaise: 400, reason: 'Reversed for the export' }], profile: { referralCode: null } });
  });
});

describe('the ledger check', () => {
  it('after everything this file did, the ledger checks out and recoveries equal the settled debts', async () => {
    const check = await checkLedger(deps());
    expect(check, JSON.stringify(check)).toMatchObject({ ok: true, systemSumPaise: 0, mismatchedAccounts: [], unbalancedTransfers: [], holdsMismatch: null });
    const [totals] = await sql<{ recovered: string; settled: string }>(
      t.server.orm.em.fork(),
      `select (select coalesce(sum(e.amount), 0) from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.code = 'recoveries') as recovered,
              (select coalesce(sum(settled_paise), 0) from user_debts) as settled`,
    );
    expect(Number(totals!.recovered)).toBe(Number(totals!.settled));
    expect(Number(totals!.settled)).toBeGreaterThan(0);
  });
});
