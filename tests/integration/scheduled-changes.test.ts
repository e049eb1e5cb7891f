import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../server/clock';
import { applyDueChanges } from '../../server/modules/changes';
import { DEVALUATION_NOTICE_DAYS, earliestEffectiveOn, effectiveAtOf } from '#contract/changes/rules';
import { describeOdds } from '#contract/games/expected-payout';
import { DEFAULT_GAME_CONFIGS } from '#contract/games/default-tables';
import type { UpdateGameConfigInput } from '#contract/games/schemas';
import { checkEveryResponse } from './assertions';
import { trpcData, trpcError } from './harness';
import { moneyHelpers, useMoneyServer } from './money-helpers';

/**
 * No silent devaluation (issue 30, decision 044): a higher price, a lower expected value per play, a
 * lower referral or task reward saved at once is refused and changes nothing; scheduled, it applies
 * no sooner than the notice after it was announced, once, unless cancelled first; improvements apply
 * at once; the public changelog lists what is to come and what applied.
 */

const ctx = useMoneyServer({ capabilities: ['store', 'tasks', 'referrals'], checkCaches: true });
const { fund, auditEntries, db } = moneyHelpers(ctx);
checkEveryResponse(() => ctx.t);

const admin = (path: string, input?: unknown) => ctx.t.trpcMutation('admin', path, input, { token: ctx.admin });
const adminQuery = (path: string, input?: unknown) => ctx.t.trpcQuery('admin', path, input, { token: ctx.admin });

/** The clock moves a month at a time here, past any session: the admin signs in again at the new time. */
async function setClock(at: Date | number) {
  ctx.t.clock.set(new Date(at));
  ctx.admin = await ctx.t.adminToken();
}
const changelog = async () => trpcData<{ pending: Array<Record<string, unknown>>; applied: Array<Record<string, unknown>> }>(await ctx.t.trpcQuery('public', 'changes.list'));
/**
 * The job's work, run now. The server's own scheduled run may have applied a change first (it reads
 * the same clock), so tests check what changed, and that running again changes nothing.
 */
const applyDue = () => applyDueChanges({ em: ctx.t.server.orm.em.fork(), clock: ctx.t.clock });

function expectRefused(response: Awaited<ReturnType<typeof admin>>, status: number, appCode: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(trpcError(response).data.appCode).toBe(appCode);
}

let productCounter = 0;
async function product(pricePaise: number): Promise<Record<string, unknown> & { id: string }> {
  productCounter += 1;
  const created = await admin('rewards.create', { kind: 'google_play', name: `Google Play card ${productCounter}`, faceValue: 50, pricePaise, region: 'India', validity: '12 months', enabled: true });
  expect(created.statusCode, created.body).toBe(200);
  return trpcData(created);
}
const productFields = ({ kind, name, faceValue, region, validity, enabled }: Record<string, unknown>) => ({ kind, name, faceValue, region, validity, enabled });
const orderPrice = async (id: string) => Number((await db(`select price_paise from reward_orders where id = ?`, [id]))[0].price_paise);
const productPrice = async (id: string) => Number((await db(`select price_paise from reward_products where id = ?`, [id]))[0].price_paise);

const noticeEnds = () => earliestEffectiveOn(ctx.t.clock.now());
const schedule = (input: Record<string, unknown>) => admin('changes.schedule', { effectiveOn: noticeEnds(), ...input });

describe('a store price', () => {
  it('raised at once is refused with the notice and the first allowed date, and nothing changes', async () => {
    const card = await product(5_000);
    const refused = await admin('rewards.update', { id: card.id, ...productFields(card), pricePaise: 5_500 });
    expectRefused(refused, 409, 'changes.notice-required');
    expect(trpcError(refused).message).toContain(`${DEVALUATION_NOTICE_DAYS} days`);
    expect(trpcError(refused).data).toMatchObject({ params: { noticeDays: DEVALUATION_NOTICE_DAYS, earliestOn: noticeEnds() } });
    expect(await productPrice(card.id)).toBe(5_000);
    expect((await changelog()).pending.filter((change) => change.subject === card.id)).toEqual([]);
  });

  it('lowered applies at once', async () => {
    const card = await product(5_000);
    const lowered = await admin('rewards.update', { id: card.id, ...productFields(card), pricePaise: 4_500 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await productPrice(card.id)).toBe(4_500);
  });

  it('scheduled with less notice is refused; with the notice it applies on its day, not before, and orders before it pay the old price', async () => {
    const card = await product(5_000);
    const dayEarly = new Date(effectiveAtOf(noticeEnds()).getTime() - DAY_MS).toISOString().slice(0, 10);
    const tooSoon = await schedule({ kind: 'product-price', productId: card.id, pricePaise: 5_500, effectiveOn: dayEarly });
    expectRefused(tooSoon, 400, 'changes.notice-too-short');

    const scheduled = await schedule({ kind: 'product-price', productId: card.id, pricePaise: 5_500 });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const change = trpcData<{ id: string; effectiveAt: Date; announcedAt: Date }>(scheduled);
    expect(new Date(change.effectiveAt).getTime() - new Date(change.announcedAt).getTime()).toBeGreaterThanOrEqual(DEVALUATION_NOTICE_DAYS * DAY_MS);
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ action: 'changes.schedule', targetId: card.id }));
    expect((await changelog()).pending).toContainEqual(expect.objectContaining({ id: change.id, kind: 'product-price', subject: card.id, oldValuePaise: 5_000, newValuePaise: 5_500, appliedAt: null }));
    const again = await schedule({ kind: 'product-price', productId: card.id, pricePaise: 6_000 });
    expectRefused(again, 409, 'changes.already-pending');

    // An hour before its day: not applied, and an order then pays the price announced as today's.
    await setClock(new Date(change.effectiveAt).getTime() - HOUR_MS);
    const user = await ctx.t.createUser();
    await fund(user.id, 200);
    await admin('rewards.uploadCodes', { id: card.id, codes: ['CARD-OLD-PRICE-0001', 'CARD-NEW-PRICE-0002'] });
    expect(await applyDue()).toBe(0);
    expect(await productPrice(card.id)).toBe(5_000);
    const before = await ctx.t.trpcMutation('public', 'rewards.redeem', { id: card.id }, { token: user.token });
    expect(before.statusCode, before.body).toBe(200);
    expect(await orderPrice(trpcData(before).id)).toBe(5_000);

    await setClock(change.effectiveAt);
    await applyDue();
    expect(await applyDue()).toBe(0);
    expect(await productPrice(card.id)).toBe(5_500);
    const after = await ctx.t.trpcMutation('public', 'rewards.redeem', { id: card.id }, { token: user.token });
    expect(after.statusCode, after.body).toBe(200);
    expect(await orderPrice(trpcData(after).id)).toBe(5_500);

    const log = await changelog();
    expect(log.pending.filter((entry) => entry.id === change.id)).toEqual([]);
    expect(log.applied).toContainEqual(expect.objectContaining({ id: change.id, oldValuePaise: 5_000, newValuePaise: 5_500, appliedAt: change.effectiveAt }));
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ action: 'changes.apply', targetId: card.id }));
  });

  it('a change that gives as much or more is not scheduled: it is saved where it is edited', async () => {
    const card = await product(5_000);
    expectRefused(await schedule({ kind: 'product-price', productId: card.id, pricePaise: 4_000 }), 400, 'changes.not-a-devaluation');
  });

  it('cancelled before its day never applies, and a cancelled change cannot be cancelled again', async () => {
    const card = await product(5_000);
    const change = trpcData<{ id: string; effectiveAt: Date }>(await schedule({ kind: 'product-price', productId: card.id, pricePaise: 7_000 }));
    const cancelled = await admin('changes.cancel', { id: change.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(trpcData(cancelled)).toMatchObject({ status: 'cancelled' });
    expectRefused(await admin('changes.cancel', { id: change.id }), 409, 'changes.not-pending');
    await setClock(new Date(change.effectiveAt).getTime() + DAY_MS);
    await applyDue();
    expect(await productPrice(card.id)).toBe(5_000);
    const log = await changelog();
    expect([...log.pending, ...log.applied].filter((entry) => entry.id === change.id)).toEqual([]);
    expect(await auditEntries()).toContainEqual(expect.objectContaining({ action: 'changes.cancel', targetId: card.id }));
  });
});

describe('a game', () => {
  const scratch = (prizes: number[]): UpdateGameConfigInput => {
    const seeded = DEFAULT_GAME_CONFIGS.find((config) => config.game === 'scratch')!;
    return { ...seeded, table: { segments: prizes.map((prizePaise, index) => ({ label: `Prize ${index}`, prizePaise, weight: 1 })) } } as UpdateGameConfigInput;
  };
  const expectedOf = (config: UpdateGameConfigInput) => describeOdds(config).expectedPaise;
  const inForce = async () => trpcData<{ table: unknown }>(await adminQuery('games.list')) as unknown;

  it('settings whose expected value per play falls are refused at once, and scheduled apply on their day as a new version', async () => {
    const richer = scratch([0, 200, 400]);
    expect((await admin('games.update', richer)).statusCode).toBe(200);
    const poorer = scratch([0, 100, 200]);
    expect(expectedOf(poorer)).toBeLessThan(expectedOf(richer));
    expectRefused(await admin('games.update', poorer), 409, 'changes.notice-required');
    expect(JSON.stringify(await inForce())).toContain('"prizePaise":400');

    const change = trpcData<{ id: string; effectiveAt: Date; oldValuePaise: number; newValuePaise: number }>(await schedule({ kind: 'game-settings', settings: poorer }));
    expect(change).toMatchObject({ oldValuePaise: expectedOf(richer), newValuePaise: expectedOf(poorer) });
    // Its switch may change meanwhile; the announced table applies with the switch as it is then.
    await setClock(new Date(change.effectiveAt).getTime() - 1);
    expect(await applyDue()).toBe(0);
    await setClock(change.effectiveAt);
    await applyDue();
    const games = await ctx.t.trpcQuery('public', 'games.state');
    expect(JSON.stringify(trpcData(games))).not.toContain('"prizePaise":400');
  });

  it('settings whose expected value per play rises apply at once', async () => {
    const base = scratch([0, 100]);
    await admin('games.update', base);
    const better = scratch([0, 100, 300]);
    expect((await admin('games.update', better)).statusCode).toBe(200);
  });
});

describe('a referral reward', () => {
  it('lowered at once is refused; scheduled, it applies on its day; raised, at once', async () => {
    const settings = trpcData<Record<string, number>>(await adminQuery('referrals.settings'));
    expectRefused(await admin('referrals.updateSettings', { ...settings, rewardPaise: settings.rewardPaise! - 100 }), 409, 'changes.notice-required');
    expect(trpcData<Record<string, number>>(await adminQuery('referrals.settings')).rewardPaise).toBe(settings.rewardPaise);
    const raised = await admin('referrals.updateSettings', { ...settings, rewardPaise: settings.rewardPaise! + 500, holdDays: 3 });
    expect(raised.statusCode, raised.body).toBe(200);

    const change = trpcData<{ effectiveAt: Date }>(await schedule({ kind: 'referral-reward', field: 'rewardPaise', paise: settings.rewardPaise! - 100 }));
    await setClock(change.effectiveAt);
    await applyDue();
    expect(trpcData<Record<string, number>>(await adminQuery('referrals.settings'))).toMatchObject({ rewardPaise: settings.rewardPaise! - 100, holdDays: 3 });
  });
});

describe('a task reward', () => {
  it('lowered at once is refused; scheduled, it applies on its day', async () => {
    const fields = { title: 'Rate the app', steps: '1. Open the store\n2. Rate it', rewardPaise: 2_000, proof: 'none', perUserLimit: 1, totalLimit: 10, enabled: true };
    const task = trpcData<{ id: string }>(await admin('tasks.create', fields));
    expectRefused(await admin('tasks.update', { id: task.id, ...fields, rewardPaise: 1_000 }), 409, 'changes.notice-required');
    expect((await admin('tasks.update', { id: task.id, ...fields, rewardPaise: 2_500 })).statusCode).toBe(200);

    const change = trpcData<{ id: string; effectiveAt: Date }>(await schedule({ kind: 'task-reward', taskId: task.id, rewardPaise: 1_500 }));
    expect((await changelog()).pending).toContainEqual(expect.objectContaining({ id: change.id, subjectName: 'Rate the app', oldValuePaise: 2_500, newValuePaise: 1_500 }));
    await setClock(change.effectiveAt);
    await applyDue();
    const shown = await ctx.t.trpcQuery('public', 'tasks.get', { id: task.id });
    expect(trpcData(shown)).toMatchObject({ rewardPaise: 1_500 });
  });
});
