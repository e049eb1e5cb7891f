import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RewardKind, RewardOrderStatus } from '../../../db/entities/enums';
import { AppError, refuse } from '../../errors';
import { isUniqueViolation, type Deps } from '../deps';
import { sql } from '../sql';
import { hold } from '../wallet/hold';
import { settle } from '../wallet/settle';
import { claimRewardCode } from './claim-reward-code';
import { openRewardCode } from './code-crypto';
import { checkLowStock } from './low-stock-alert';
import { mailRewardCode } from './mail-reward-code';
import { REWARDS_MESSAGES, type PlacedRewardOrder, type PlaceRewardOrderInput } from './schemas';

interface ProductRow {
  id: string;
  kind: RewardKind;
  name: string;
  price_paise: string;
  enabled: boolean;
  out_of_stock_promise_hours: number | null;
}

interface ExistingOrder {
  id: string;
  product_id: string;
  status: RewardOrderStatus;
  reference: string | null;
  out_of_stock_promise_hours: number | null;
  kind: RewardKind;
  key_version: number | null;
  iv: Buffer | null;
  ciphertext: Buffer | null;
  tag: Buffer | null;
}

type PlaceInput = PlaceRewardOrderInput & { userId: string; accountEmail: string };

function pendingMessage(kind: RewardKind, promiseHours: number | null): string {
  if (kind === 'free_fire_diamonds') return promiseHours === null ? REWARDS_MESSAGES.topUpPending : REWARDS_MESSAGES.topUpWithin(promiseHours);
  return REWARDS_MESSAGES.fulfilLater(promiseHours!);
}

/**
 * Buys a reward with wallet money, in one transaction (decision 019): the price is held; a gift
 * card then takes one available code and the hold is settled at once (fulfilled, the buyer
 * mailed); without stock the order waits with the money held (pending) only when the product
 * promises a time, else it is refused and nothing is held. Free Fire top-ups are done by hand, so
 * they always wait. With an Idempotency-Key a retry answers the first order.
 */
export async function placeRewardOrder(deps: Deps, input: PlaceInput): Promise<PlacedRewardOrder> {
  if (input.idempotencyKey) {
    const existing = await replayOf(deps, input);
    if (existing) return existing;
  }
  try {
    return await deps.em.transactional((em) => placeOnce({ ...deps, em }, input));
  } catch (error) {
    // The unique (user, key) is the backstop should the lock above ever be bypassed: answer the winner's order.
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await replayOf(deps, input);
      if (existing) return existing;
    }
    throw error;
  }
}

async function placeOnce(deps: Deps & { em: EntityManager }, input: PlaceInput): Promise<PlacedRewardOrder> {
  const { em } = deps;
  if (input.idempotencyKey) {
    // Retries racing with one key wait for each other here, so a later one finds the first's
    // order instead of claiming a second code (or finding none left and being refused).
    await sql(em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`reward-order:${input.userId}:${input.idempotencyKey}`]);
    const existing = await replayOf({ ...deps, em }, input);
    if (existing) return existing;
  }
  const [product] = await sql<ProductRow>(em, `select id, kind, name, price_paise, enabled, out_of_stock_promise_hours from reward_products where id = ?`, [input.id]);
  if (!product) throw refuse('rewards.product-not-found');
  if (!product.enabled) throw refuse('rewards.product-disabled');
  const isTopUp = product.kind === 'free_fire_diamonds';
  if (isTopUp && !input.freeFireUid) throw refuse('rewards.uid-required');

  const orderId = randomUUID();
  const now = deps.clock.now();
  const code = isTopUp ? null : await claimRewardCode(em, product.id, orderId, now);
  if (!isTopUp && !code && product.out_of_stock_promise_hours === null) throw refuse('rewards.out-of-stock');

  const pricePaise = Number(product.price_paise);
  const description = `Reward: ${product.name}`;
  try {
    await hold(deps, { purpose: 'reward', userId: input.userId, amountPaise: pricePaise, description, idempotencyKey: `reward-hold:${orderId}`, reference: orderId });
  } catch (error) {
    // The store answers 409 (issue 16); the transaction rolls back, so the claimed code returns to stock.
    if (error instanceof AppError && error.appCode === 'insufficient-balance') throw refuse('rewards.insufficient-balance');
    throw error;
  }
  const status: RewardOrderStatus = code ? 'fulfilled' : 'pending';
  const email = isTopUp ? null : (input.email ?? input.accountEmail);
  await sql(
    em,
    `insert into reward_orders (id, user_id, product_id, price_paise, email, free_fire_uid, status, code_id, idempotency_key, created_at, fulfilled_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [orderId, input.userId, product.id, pricePaise, email, isTopUp ? input.freeFireUid : null, status, code?.id ?? null, input.idempotencyKey ?? null, now, code ? now : null, now],
  );
  if (!code) return { id: orderId, status, message: pendingMessage(product.kind, product.out_of_stock_promise_hours) };

  await settle(deps, { purpose: 'reward', amountPaise: pricePaise, description, idempotencyKey: `reward-settle:${orderId}`, reference: orderId });
  await mailRewardCode(deps, { userId: input.userId, email, productName: product.name, last4: code.last4 });
  await checkLowStock(deps, product.id, 'claim');
  await em.flush();
  return { id: orderId, status, code: openRewardCode(deps.config.rewardCodeKeys, code), message: REWARDS_MESSAGES.codeReady };
}

/** The order an earlier request with this key placed, answered as it was (its code included), or null. */
async function replayOf(deps: Deps, input: PlaceInput): Promise<PlacedRewardOrder | null> {
  const [order] = await sql<ExistingOrder>(
    deps.em,
    `select o.id, o.product_id, o.status, o.reference, p.out_of_stock_promise_hours, p.kind, c.key_version, c.iv, c.ciphertext, c.tag
     from reward_orders o join reward_products p on p.id = o.product_id left join reward_codes c on c.id = o.code_id
     where o.user_id = ? and o.idempotency_key = ?`,
    [input.userId, input.idempotencyKey],
  );
  if (!order) return null;
  if (order.product_id !== input.id) throw refuse('idempotency-key-reused');
  if (order.status === 'pending') return { id: order.id, status: order.status, message: pendingMessage(order.kind, order.out_of_stock_promise_hours) };
  if (order.status === 'rejected') return { id: order.id, status: order.status, message: REWARDS_MESSAGES.orderNotPending };
  const code = order.key_version === null ? undefined : openRewardCode(deps.config.rewardCodeKeys, { keyVersion: order.key_version, iv: order.iv!, ciphertext: order.ciphertext!, tag: order.tag! });
  return { id: order.id, status: order.status, ...(code ? { code } : {}), ...(order.reference ? { reference: order.reference } : {}), message: REWARDS_MESSAGES.codeReady };
}
