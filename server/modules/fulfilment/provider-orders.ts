import type { EntityManager } from '@mikro-orm/postgresql';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../clock';
import type { ProviderWaitReason } from '#contract/rewards/rules';
import type { Deps } from '../deps';
import { providerOrderAlertMail, queueMail } from '../mail';
import { pushToldOutcome } from '../notifications';
import { sql } from '../sql';
import { ProviderError, type FulfilmentProvider, type ProviderOrder } from '../../fulfilment-provider';
import { deliverToOrder, type CardDeliveries } from './deliver-provider-card';
import { coversCost, currentBalance } from './provider-balance';

/**
 * The order flow with a gift-card provider (issue 33, decision 060). A provider_orders row is written with
 * its order and the money held (reward_place_order); from then on a "runner" — the request that placed the
 * order, a job run, the sweep — takes the row's lease and moves it on: place (only when no order can exist
 * at the provider), look up, fetch the cards, check them, deliver. Whatever is unfinished is retried with
 * back-off, and after the last try an admin decides.
 */

export const FULFIL_PROVIDER_ORDER_JOB = 'fulfil-provider-order';

/** The wait before each retry; the row waits for an admin after the last (or after GIVE_UP_AFTER_MS). */
export const RETRY_DELAYS_MS = [30 * SECOND_MS, MINUTE_MS, 2 * MINUTE_MS, 5 * MINUTE_MS, 10 * MINUTE_MS, 30 * MINUTE_MS, HOUR_MS, 2 * HOUR_MS];
export const GIVE_UP_AFTER_MS = 24 * HOUR_MS;
/** Longer than any provider call may take (the client's own timeouts are shorter), so a lease only lapses when its runner died. */
export const LEASE_MS = 2 * MINUTE_MS;
/** How long after a call of unknown outcome a lookup that finds nothing is believed (the provider's lookup may lag). */
export const LOOKUP_LAG_MS = 5 * MINUTE_MS;
/** A row whose retry is this late had its job lost (a process killed): the sweep runs it. */
const SWEEP_GRACE_MS = MINUTE_MS;
const SWEEP_BATCH = 20;

export type ProviderOrderKind = 'reward-order' | 'withdrawal';

/** Why a row waits for an admin (the alert mail words each; anything else is the provider's own reason). */
export type NeedsAdminReason = 'wrong-face-value' | 'balance-low' | 'provider-failed' | 'gave-up' | 'wrong-card-count' | 'code-known';

export interface ClaimedProviderOrder {
  id: string;
  kind: ProviderOrderKind;
  provider: string;
  provider_product_id: string;
  face_value: string;
  face_currency: string;
  state: 'placing' | 'placed';
  transaction_id: string | null;
  attempts: number;
  /** Timestamps as raw SQL reads them (text): new Date() before use. */
  place_sent_at: string | null;
  created_at: string;
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'needs-admin' | 'not-due';

/** The kinds a runner can deliver, as a PostgreSQL array literal (the driver's binding of a JS array is a list). */
function kindsOf(deliveries: CardDeliveries): string {
  return `{${Object.keys(deliveries).join(',')}}`;
}

/**
 * Takes the row for this runner, or null when it is finished, closed, another runner holds it, this
 * runner cannot deliver its kind, or it belongs to a provider other than the configured one.
 */
async function claim(deps: Deps, provider: FulfilmentProvider, id: string, kinds: string): Promise<ClaimedProviderOrder | null> {
  const now = deps.clock.now();
  const [row] = await sql<ClaimedProviderOrder>(
    deps.em,
    `update provider_orders set attempts = attempts + 1, lease_until = ?, updated_at = ?
     where id = ? and provider = ? and kind = any(?::text[]) and state in ('placing', 'placed') and (lease_until is null or lease_until <= ?)
     returning id, kind, provider, provider_product_id, face_value, face_currency, state, transaction_id, attempts, place_sent_at, created_at`,
    [new Date(now.getTime() + LEASE_MS), now, id, provider.name, kinds, now],
  );
  return row ?? null;
}

/**
 * One runner's go at a provider order: what it may do, then where the row stands. The request that placed
 * the order runs it once at once (so the buyer usually gets the code in the answer); jobs and the sweep run it later.
 * `deliveries`: how each kind of order takes its card, from the module that owns it.
 */
export async function attemptProviderOrder(deps: Deps, id: string, deliveries: CardDeliveries): Promise<AttemptOutcome> {
  const provider = deps.fulfilmentProvider;
  if (!provider) return 'not-due';
  const row = await claim(deps, provider, id, kindsOf(deliveries));
  if (!row) return 'not-due';
  try {
    const order = await placedOrder(deps, provider, row);
    if (order === 'balance-low') return await needsAdmin(deps, row, 'balance-low');
    if (!order) return await retryLater(deps, row, 'not-found');
    if (Number(order.faceValue) !== Number(row.face_value) || order.faceCurrency !== row.face_currency.trim()) return await needsAdmin(deps, row, 'wrong-face-value');
    if (order.status === 'failed') return await needsAdmin(deps, row, 'provider-failed');
    if (order.status === 'pending') return await retryLater(deps, row, 'provider-pending');
    const cards = await provider.fetchCards(order.transactionId);
    if (!cards) return await retryLater(deps, row, 'cards-not-ready');
    if (cards.length !== 1) return await needsAdmin(deps, row, 'wrong-card-count');
    const delivered = await deliverToOrder(deps, row, cards[0]!, deliveries[row.kind]!);
    if (delivered === 'code-known') return await needsAdmin(deps, row, 'code-known');
    // Null: delivered by another runner, or decided by an admin meanwhile.
    if (!delivered) return 'not-due';
    await pushToldOutcome(deps, delivered.userId, delivered.told, row.id);
    return 'delivered';
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      await retryLater(deps, row, 'internal-error');
      throw error;
    }
    // A definite refusal bought nothing (place_sent_at was cleared); a balance refusal waits for an admin at once.
    if (error.kind === 'refused' && /balance/i.test(error.reason)) return needsAdmin(deps, row, 'balance-low');
    return retryLater(deps, row, error.reason);
  }
}

/**
 * The provider's order for this row: the one recorded, the one found by our identifier, or a new one.
 * After a call whose outcome is unknown (place_sent_at set) the order is looked up; it is placed again
 * only when a lookup LOOKUP_LAG_MS after that call still finds none (a lookup can lag an order; the
 * provider refusing a reused identifier is the backstop, decision 060). Null: not found yet, try later.
 */
async function placedOrder(deps: Deps, provider: FulfilmentProvider, row: ClaimedProviderOrder): Promise<ProviderOrder | null | 'balance-low'> {
  const now = deps.clock.now();
  if (row.transaction_id || row.place_sent_at) {
    const found = await provider.findOrder(row.id, new Date(row.created_at));
    if (found && found.customIdentifier === row.id) {
      await recordPlaced(deps.em, row.id, found, now);
      return found;
    }
    if (row.transaction_id || now.getTime() - new Date(row.place_sent_at!).getTime() < LOOKUP_LAG_MS) return null;
  }
  if (!(await coversCost(deps, provider, row))) return 'balance-low';
  // Committed before the call: should this process die during it, the next runner looks before it places.
  const [mine] = await sql(deps.em, `update provider_orders set place_sent_at = ?, updated_at = ? where id = ? and state = 'placing' and lease_until > ? returning id`, [now, now, row.id, now]);
  if (!mine) return null;
  try {
    const order = await provider.placeOrder({ providerProductId: row.provider_product_id, faceValue: Number(row.face_value), customIdentifier: row.id });
    await recordPlaced(deps.em, row.id, order, deps.clock.now());
    return order;
  } catch (error) {
    // A definite refusal bought nothing: the next runner may place at once — unless it says our identifier
    // is taken, which means an order exists: the next runner looks it up.
    if (error instanceof ProviderError && error.kind === 'refused' && !/duplicate/i.test(error.reason)) await sql(deps.em, `update provider_orders set place_sent_at = null, updated_at = ? where id = ?`, [deps.clock.now(), row.id]);
    throw error;
  }
}

/** The provider's transaction, recorded even on a row an admin closed meanwhile: a card bought for it stays traceable. */
async function recordPlaced(em: EntityManager, id: string, order: ProviderOrder, now: Date): Promise<void> {
  await sql(
    em,
    `update provider_orders set state = case when state = 'placing' then 'placed' else state end, transaction_id = ?, cost = ?, cost_currency = ?,
       placed_at = coalesce(placed_at, ?), updated_at = ?
     where id = ? and state <> 'delivered'`,
    [order.transactionId, order.cost, order.costCurrency, now, now, id],
  );
}

/** Releases the lease and schedules the next try, or hands the row to an admin after the last. */
async function retryLater(deps: Deps, row: ClaimedProviderOrder, reason: string): Promise<AttemptOutcome> {
  const now = deps.clock.now();
  const delay = RETRY_DELAYS_MS[row.attempts - 1];
  if (delay === undefined || now.getTime() - new Date(row.created_at).getTime() >= GIVE_UP_AFTER_MS) return needsAdmin(deps, row, 'gave-up', reason);
  const waitReason: ProviderWaitReason = 'supplier-slow';
  await sql(deps.em, `update provider_orders set lease_until = null, next_attempt_at = ?, last_reason = ?, wait_reason = ?, updated_at = ? where id = ? and state in ('placing', 'placed')`, [
    new Date(now.getTime() + delay),
    reason,
    waitReason,
    now,
    row.id,
  ]);
  await scheduleAttempt(deps.em, row.id, delay);
  return 'retrying';
}

/** One waiting job per row (its job key): a later schedule replaces an earlier one. */
export async function scheduleAttempt(em: EntityManager, id: string, delayMs: number): Promise<void> {
  await sql(em, `select graphile_worker.add_job(?, json_build_object('id', ?::text), run_at := now() + ? * interval '1 millisecond', job_key := ?, max_attempts := 3)`, [
    FULFIL_PROVIDER_ORDER_JOB,
    id,
    delayMs,
    `provider-order:${id}`,
  ]);
}

/** The row waits for an admin (fulfil by hand, or refund); the admins are mailed once, as the row changes state. */
async function needsAdmin(deps: Deps, row: ClaimedProviderOrder, reason: NeedsAdminReason, detail?: string): Promise<AttemptOutcome> {
  const waitReason: ProviderWaitReason = 'waiting-team';
  await deps.em.fork().transactional(async (em) => {
    const now = deps.clock.now();
    const [changed] = await sql(
      em,
      `update provider_orders set state = 'needs-admin', wait_reason = ?, last_reason = ?, lease_until = null, updated_at = ? where id = ? and state in ('placing', 'placed') returning id`,
      [waitReason, detail ? `${reason}: ${detail}` : reason, now, row.id],
    );
    if (!changed) return;
    const admins = await sql<{ email: string }>(em, `select email from admins where disabled_at is null order by email`);
    const page = row.kind === 'reward-order' ? 'rewards' : 'redeem-requests';
    for (const admin of admins) queueMail({ ...deps, em }, providerOrderAlertMail(admin.email, { kind: row.kind, orderId: row.id, reason, ordersUrl: `${deps.config.adminUrl}/${page}` }));
    await em.flush();
  });
  return 'needs-admin';
}

/** How long a buyer waits for a card bought from the provider before the answer says pending. */
export const PROVIDER_ANSWER_BUDGET_MS = 5 * SECOND_MS;

/**
 * The request's go right after its order committed: at most PROVIDER_ANSWER_BUDGET_MS of the buyer's wait. An
 * attempt still running then goes on in the background and schedules its own retry; the answer says pending.
 * An order without a provider order is not claimed (one UPDATE finds nothing).
 */
export async function attemptRightAway(deps: Deps, id: string, deliveries: CardDeliveries): Promise<AttemptOutcome> {
  const attempt = attemptProviderOrder({ ...deps, em: deps.em.fork() }, id, deliveries).catch(() => 'retrying' as const);
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'retrying'>((resolve) => {
    timer = setTimeout(() => resolve('retrying'), PROVIDER_ANSWER_BUDGET_MS);
  });
  try {
    return await Promise.race([attempt, budget]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Rows whose job was lost (a process killed mid-attempt, a queue that lost a job) are run here, a batch at a
 * time. The balance is refreshed too (at most once a minute), so its gauge and low-balance mail do not wait for an order.
 */
export async function sweepProviderOrders(deps: Deps, deliveries: CardDeliveries): Promise<number> {
  if (!deps.fulfilmentProvider) return 0;
  await currentBalance(deps, deps.fulfilmentProvider).catch(() => undefined);
  const now = deps.clock.now();
  const due = await sql<{ id: string }>(
    deps.em,
    `select id from provider_orders where provider = ? and kind = any(?::text[]) and state in ('placing', 'placed') and next_attempt_at <= ? and (lease_until is null or lease_until <= ?)
     order by next_attempt_at limit ?`,
    [deps.fulfilmentProvider.name, kindsOf(deliveries), new Date(now.getTime() - SWEEP_GRACE_MS), now, SWEEP_BATCH],
  );
  for (const { id } of due) await attemptProviderOrder({ ...deps, em: deps.em.fork() }, id, deliveries);
  return due.length;
}
