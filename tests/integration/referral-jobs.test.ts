import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { JOB_SCHEDULE } from '../../server/jobs/job-queue';
import { DEFAULT_REFERRAL_SETTINGS } from '#contract/referrals/schemas';
import { credit } from '../../server/modules/wallet/credit';
import { createTestServer, trpcData, type TestServer } from './harness';

/** Issue 17's life cycle as background work: the queue's task, run by two processes at once, pays each referral once. */

let t: TestServer;
let second: TestServer;
beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['referrals'] });
  second = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
  return t.server.orm.em.fork().getConnection().execute<T[]>(statement, params);
}

/** Jobs run in other connections; their effects are waited for (at most 10 s), never slept for. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Two runs of the task at once, as two processes' schedules or a schedule and a backfill would add them. */
async function addTwoRuns(): Promise<void> {
  await query(`select graphile_worker.add_job('advance-referrals', '{}'::json), graphile_worker.add_job('advance-referrals', '{}'::json)`);
}

async function statusOf(friendId: string): Promise<string | undefined> {
  return (await query<{ status: string }>(`select status from referrals where friend_id = ?`, [friendId]))[0]?.status;
}

describe('the advance-referrals job', () => {
  it('is on the schedule', () => {
    expect(JOB_SCHEDULE).toMatch(/ advance-referrals /);
  });

  it('qualifies and later pays through the queue, exactly once with two processes working', async () => {
    const referrer = await t.createUser();
    const code = trpcData((await t.trpcQuery('public', 'referrals.mine', undefined, { token: referrer.token }))).code as string;
    const email = `job-friend-${randomInt(1e9)}@example.com`;
    const registered = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Job Friend', email, password: 'a-good-password', ageConfirmed: true, referralCode: code } });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } })).statusCode).toBe(200);
    const [friend] = await query<{ id: string }>(`select id from users where email = ?`, [email]);
    await credit(
      { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl }) },
      { userId: friend!.id, from: 'games', kind: 'game-prize', amountPaise: DEFAULT_REFERRAL_SETTINGS.qualifyPaise, line: { code: 'adjustment', values: { reason: 'test prize' } }, idempotencyKey: `job-test-prize:${friend!.id}` },
    );

    await addTwoRuns();
    await eventually(async () => (await statusOf(friend!.id)) === 'held', 'the referral to be held');
    t.clock.advance(DEFAULT_REFERRAL_SETTINGS.holdDays * DAY_MS);
    await addTwoRuns();
    await addTwoRuns();
    await eventually(async () => (await statusOf(friend!.id)) === 'paid', 'the referral to be paid');
    await eventually(async () => (await query(`select 1 from graphile_worker.jobs where task_identifier = 'advance-referrals'`)).length === 0, 'every run to finish');

    const transfers = await query(`select 1 from ledger_transfers where kind = 'referral'`);
    expect(transfers).toHaveLength(1);
    const [wallet] = await query<{ balance: string }>(`select balance from wallet_accounts where user_id = ?`, [referrer.id]);
    expect(Number(wallet!.balance)).toBe(DEFAULT_REFERRAL_SETTINGS.rewardPaise);
    // The referrer is told once (decision 041), however many runs raced.
    expect(await query(`select kind from notifications where user_id = ?`, [referrer.id])).toEqual([{ kind: 'referral-paid' }]);
  });
});
