import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { loadConfig } from '../../server/config';
import type { Deps } from '../../server/modules/deps';
import { advanceReferrals } from '../../server/modules/referrals/advance-referrals';
import { payDueReferrals } from '../../server/modules/referrals/pay-due-referrals';
import { DEFAULT_REFERRAL_SETTINGS, REFERRALS_MESSAGES, type ReferralSettings } from '#contract/referrals/schemas';
import { credit } from '../../server/modules/wallet/credit';
import { sql } from '../../server/modules/sql';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/** Issue 17: sign-up with a code, the abuse flags, the life cycle on the job's clock, and paying exactly once. */

let t: TestServer;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['referrals'], checkCaches: true });
  // The tests drive the life cycle themselves, on the manual clock (so the admin signs in afresh for each call).
  await t.server.jobs.stop();
});
afterAll(() => t.close());

function deps(): Deps {
  return { em: t.server.orm.em.fork(), clock: t.clock, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.databaseUrl, PUBLIC_URL: 'http://localhost:3000', ADMIN_URL: 'http://localhost:3001' }) };
}

const advance = () => advanceReferrals(deps());
const later = (days: number) => t.clock.advance(days * DAY_MS);

async function mine(token: string) {
  const response = await t.trpcQuery('public', 'referrals.mine', undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response);
}

async function referrer() {
  const user = await t.createUser({ name: 'Ravi Referrer' });
  return { ...user, code: (await mine(user.token)).code as string };
}

let friendCounter = 0;

/** Signs a friend up with the code over REST (verifying the address unless told not to). */
async function signUpFriend(code: string, options: { email?: string; verified?: boolean; ip?: string; cookie?: string } = {}) {
  friendCounter += 1;
  const email = options.email ?? `friend${friendCounter}-${randomInt(1e9)}@example.com`;
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const response = await t.request('public', { method: 'POST', url: '/api/auth/register', ip: options.ip, headers, payload: { name: 'Meera Friend', email, password: 'a-good-password', ageConfirmed: true, referralCode: code } });
  if (response.statusCode !== 201) return { response, id: null, email };
  if (options.verified !== false) {
    const verified = await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await t.linkTokenFor(email, 'verify-email') } });
    expect(verified.statusCode).toBe(200);
  }
  const [row] = await sql<{ id: string }>(t.server.orm.em.fork(), `select id from users where email = ?`, [email.toLowerCase()]);
  return { response, id: row!.id, email };
}

let earningCounter = 0;
function earn(userId: string, paise: number, kind: 'game-prize' | 'promo' = 'game-prize') {
  earningCounter += 1;
  return credit(deps(), { userId, from: kind === 'promo' ? 'promotions' : 'games', kind, amountPaise: paise, line: { code: 'adjustment', values: { reason: 'test earning' } }, idempotencyKey: `test-earning:${earningCounter}` });
}

async function referralOf(friendId: string) {
  const [row] = await sql<{ id: string; status: string; flags: string[]; reason: string | null }>(t.server.orm.em.fork(), `select id, status, flags, reason from referrals where friend_id = ?`, [friendId]);
  return row;
}

async function balancePaise(userId: string): Promise<number> {
  const [row] = await sql<{ balance: string }>(t.server.orm.em.fork(), `select balance from wallet_accounts where user_id = ?`, [userId]);
  return Number(row?.balance ?? 0);
}

async function setSettings(settings: Partial<ReferralSettings>) {
  const response = await t.trpcMutation('admin', 'referrals.updateSettings', { ...DEFAULT_REFERRAL_SETTINGS, ...settings }, { token: await t.adminToken() });
  expect(response.statusCode, response.body).toBe(200);
}

describe('signing up with a referral code', () => {
  it('a bad or unknown code refuses the sign-up with 400 and makes no account', async () => {
    for (const code of ['nope', 'ZZZZZZZZ']) {
      const { response, email } = await signUpFriend(code);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(REFERRALS_MESSAGES.codeInvalid);
      expect(await sql(t.server.orm.em.fork(), `select 1 from users where email = ?`, [email])).toHaveLength(0);
    }
  });

  it('while the programme is off the code is ignored: the account is made, no referral, and mine refuses', async () => {
    const { code, token } = await referrer();
    const off = await t.trpcMutation('admin', 'capabilities.set', { capability: 'referrals', enabled: false }, { token: await t.adminToken() });
    expect(off.statusCode).toBe(200);
    try {
      const friend = await signUpFriend(code);
      expect(friend.response.statusCode).toBe(201);
      expect(await referralOf(friend.id!)).toBeUndefined();
      const refused = await t.trpcQuery('public', 'referrals.mine', undefined, { token });
      expect(trpcError(refused).data.appCode).toBe('capabilities.off');
    } finally {
      await t.trpcMutation('admin', 'capabilities.set', { capability: 'referrals', enabled: true }, { token: await t.adminToken() });
    }
  });

  it('the code is given once and never changes, not even by a direct update', async () => {
    const { id, token, code } = await referrer();
    expect((await mine(token)).code).toBe(code);
    await expect(sql(t.server.orm.em.fork(), `update users set referral_code = 'ABCDEFGH' where id = ?`, [id])).rejects.toThrow(/never changes/);
    expect((await mine(token)).code).toBe(code);
  });

  it('an address that normalises to the referrer’s is flagged self-referral and waits for review after qualifying', async () => {
    const r = await referrer();
    const [local, domain] = r.email.split('@');
    const friend = await signUpFriend(r.code, { email: `${local}+alt@${domain}` });
    expect((await referralOf(friend.id!))!.flags).toContain('self-referral');
    await earn(friend.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('review');
    const listed = trpcData(await t.trpcQuery('admin', 'referrals.list', { status: 'review', flagged: true }, { token: await t.adminToken() }));
    expect(listed.referrals.map((row: { friend: { id: string } }) => row.friend.id)).toContain(friend.id);
  });

  it('the same device as the referrer’s is flagged', async () => {
    const r = await referrer();
    const login = await t.request('public', { method: 'POST', url: '/api/auth/login', headers: { cookie: 'did=shared-device-0123456789' }, payload: { email: r.email, password: r.password } });
    expect(login.statusCode).toBe(200);
    const friend = await signUpFriend(r.code, { cookie: 'did=shared-device-0123456789' });
    expect((await referralOf(friend.id!))!.flags).toContain('same-device');
  });

  it('more sign-ups than the day’s limit for one referrer are flagged', async () => {
    const r = await referrer();
    const friends = [];
    for (let index = 0; index <= DEFAULT_REFERRAL_SETTINGS.maxSignupsPerReferrerPerDay; index += 1) friends.push(await signUpFriend(r.code, { verified: false }));
    expect((await referralOf(friends[0]!.id!))!.flags).not.toContain('daily-signups');
    expect((await referralOf(friends.at(-1)!.id!))!.flags).toContain('daily-signups');
  });

  it('more sign-ups than the hour’s limit from one /24 are flagged', async () => {
    const friends = [];
    for (let index = 0; index <= DEFAULT_REFERRAL_SETTINGS.maxSignupsPerIpRangePerHour; index += 1) friends.push(await signUpFriend((await referrer()).code, { verified: false, ip: `203.0.113.${index + 1}` }));
    expect((await referralOf(friends[0]!.id!))!.flags).not.toContain('ip-range');
    expect((await referralOf(friends.at(-1)!.id!))!.flags).toContain('ip-range');
  });
});

describe('the life cycle', () => {
  it('pending → held → paid: the referrer is credited once, and /invite shows it', async () => {
    const r = await referrer();
    const friend = await signUpFriend(r.code);
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('pending');
    await earn(friend.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('held');
    const held = await mine(r.token);
    expect(held).toMatchObject({ qualified: 1, heldPaise: DEFAULT_REFERRAL_SETTINGS.rewardPaise, canRefer: true });
    expect(held.friends[0]).toMatchObject({ name: 'M***', status: 'held', earnedPaise: DEFAULT_REFERRAL_SETTINGS.qualifyPaise });
    later(DEFAULT_REFERRAL_SETTINGS.holdDays);
    await advance();
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('paid');
    expect(await balancePaise(r.id)).toBe(DEFAULT_REFERRAL_SETTINGS.rewardPaise);
    expect((await mine(r.token)).heldPaise).toBe(0);
  });

  it('the earning that reaches ₹Y qualifies the friend in its own transaction: /invite never shows a pending friend past ₹Y', async () => {
    // ₹Y lowered to the daily login's first day, so one real claim through the procedure is the qualifying earning.
    await setSettings({ qualifyPaise: 100 });
    try {
      const r = await referrer();
      const friend = await signUpFriend(r.code);
      const login = await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: friend.email, password: 'a-good-password' } });
      expect(login.statusCode, login.body).toBe(200);
      const claim = await t.trpcMutation('public', 'games.claimDailyLogin', undefined, { token: login.json().token as string });
      expect(claim.statusCode, claim.body).toBe(200);
      // No job has run: the claim's commit itself moved the referral on, with the hold counted from now.
      const referral = (await sql<{ status: string; clears_at: Date }>(t.server.orm.em.fork(), `select status, clears_at from referrals where friend_id = ?`, [friend.id]))[0]!;
      expect(referral.status).toBe('held');
      expect(new Date(referral.clears_at).getTime()).toBe(t.clock.now().getTime() + DEFAULT_REFERRAL_SETTINGS.holdDays * DAY_MS);
      expect((await mine(r.token)).friends[0]).toMatchObject({ status: 'held', earnedPaise: 100 });
    } finally {
      await setSettings({});
    }
  });

  it('a pending referral expires after the window; promo earnings never qualify', async () => {
    const r = await referrer();
    const friend = await signUpFriend(r.code);
    await earn(friend.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise * 10, 'promo');
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('pending');
    later(DEFAULT_REFERRAL_SETTINGS.qualifyWindowDays);
    await advance();
    expect((await referralOf(friend.id!))!).toMatchObject({ status: 'expired', reason: 'Did not qualify within 30 days' });
  });

  it('a friend blocked during the hold is reversed and never paid', async () => {
    const r = await referrer();
    const friend = await signUpFriend(r.code);
    await earn(friend.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('held');
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/users/${friend.id}/toggle-block`, token: await t.adminToken() })).statusCode).toBe(200);
    later(DEFAULT_REFERRAL_SETTINGS.holdDays);
    await advance();
    expect((await referralOf(friend.id!))!.status).toBe('reversed');
    expect(await balancePaise(r.id)).toBe(0);
  });

  it('past the monthly cap a qualified referral waits for review; an admin approves it and it is paid', async () => {
    await setSettings({ maxPaidPerReferrerPerMonth: 1 });
    try {
      const r = await referrer();
      const first = await signUpFriend(r.code);
      const second = await signUpFriend(r.code);
      await earn(first.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
      await advance();
      await earn(second.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
      await advance();
      expect((await referralOf(first.id!))!.status).toBe('held');
      const capped = (await referralOf(second.id!))!;
      expect(capped).toMatchObject({ status: 'review', flags: ['monthly-cap'] });
      later(DEFAULT_REFERRAL_SETTINGS.holdDays);
      const approved = await t.trpcMutation('admin', 'referrals.approve', { id: capped.id }, { token: await t.adminToken() });
      expect(trpcData(approved).status).toBe('paid');
      await advance();
      expect(await balancePaise(r.id)).toBe(2 * DEFAULT_REFERRAL_SETTINGS.rewardPaise);
    } finally {
      await setSettings({});
    }
  });

  it('an admin rejects with a reason the referrer reads', async () => {
    const r = await referrer();
    const friend = await signUpFriend(r.code);
    const referral = (await referralOf(friend.id!))!;
    const rejected = await t.trpcMutation('admin', 'referrals.reject', { id: referral.id, reason: 'Duplicate account' }, { token: await t.adminToken() });
    expect(trpcData(rejected)).toMatchObject({ status: 'rejected', reason: 'Duplicate account' });
    expect((await mine(r.token)).friends[0]).toMatchObject({ status: 'rejected', reason: 'Duplicate account' });
  });

  it('REST: /invite in rupees, the admin queue filtered, approve and reject by id', async () => {
    const r = await referrer();
    const [local, domain] = r.email.split('@');
    const flagged = await signUpFriend(r.code, { email: `${local}+rest@${domain}` });
    const invite = await t.request('public', { method: 'GET', url: '/api/referrals', token: r.token });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json()).toMatchObject({ code: r.code, link: `http://localhost:3000/signup?ref=${r.code}`, qualified: 0, target: 10, rewardRupees: 10, friends: [{ name: 'M***', status: 'pending', reason: null }] });
    const token = await t.adminToken();
    const listed = await t.request('admin', { method: 'GET', url: '/api/admin/referrals?status=pending&flagged=true', token });
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().referrals.find((item: { friend: { id: string } }) => item.friend.id === flagged.id);
    expect(row).toMatchObject({ status: 'pending', flags: ['self-referral'] });
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/referrals/${row._id}/approve`, token })).statusCode).toBe(409);
    const rejected = await t.request('admin', { method: 'PUT', url: `/api/admin/referrals/${row._id}/reject`, token, payload: { reason: 'Same person' } });
    expect(rejected.json()).toMatchObject({ _id: row._id, status: 'rejected', reason: 'Same person' });
    expect((await t.request('admin', { method: 'PUT', url: `/api/admin/referrals/${row._id}/reject`, token, payload: { reason: '' } })).statusCode).toBe(400);
  });

  it('two processes paying at the same time pay each referral exactly once', async () => {
    const r = await referrer();
    const friends = [await signUpFriend(r.code), await signUpFriend(r.code), await signUpFriend(r.code)];
    for (const friend of friends) await earn(friend.id!, DEFAULT_REFERRAL_SETTINGS.qualifyPaise);
    await advance();
    later(DEFAULT_REFERRAL_SETTINGS.holdDays);
    const paid = await Promise.all([payDueReferrals(deps(), DEFAULT_REFERRAL_SETTINGS), payDueReferrals(deps(), DEFAULT_REFERRAL_SETTINGS)]);
    expect(paid[0] + paid[1]).toBeGreaterThanOrEqual(3);
    for (const friend of friends) expect((await referralOf(friend.id!))!.status).toBe('paid');
    expect(await balancePaise(r.id)).toBe(3 * DEFAULT_REFERRAL_SETTINGS.rewardPaise);
    const [transfers] = await sql<{ count: string }>(t.server.orm.em.fork(), `select count(*) from ledger_transfers where kind = 'referral' and reference = any(?::text[])`, [`{${(await Promise.all(friends.map(async (friend) => (await referralOf(friend.id!))!.id))).join(',')}}`]);
    expect(Number(transfers!.count)).toBe(3);
  });
});
