import { randomUUID } from 'node:crypto';
import type { RewardKind, RewardOrderStatus } from '#contract/enums';
import { refuse } from '#contract/errors';
import { isUniqueViolation, type Deps } from '../deps';
import { outboxStatus } from '../mail';
import { preparedSql, sql } from '../sql';
import { countMoneyOperation, toRefusalError, type RefusalErrors } from '../wallet';
import { openRewardCode } from './code-crypto';
import { checkLowStock } from './low-stock-alert';
import { isLowStock } from '#contract/rewards/rules';
import { REWARDS_MESSAGES, type PlacedRewardOrder, type PlaceRewardOrderInput } from '#contract/rewards/schemas';
import { announceChange } from '../cache';
import { pushToldOutcome } from '../notifications';
import { attemptRightAway } from '../fulfilment';
import { rewardCardDelivery } from './provider-card-delivery';

/** What reward_place_order answers: the order, and for a claimed code its sealed form and the stock it left. */
interface PlacedRow {
  replayed: boolean;
  order_id: string;
  status: RewardOrderStatus;
  reference: string | null;
  kind: RewardKind;
  product_name: string;
  out_of_stock_promise_hours: number | null;
  key_version: number | null;
  iv: Buffer | null;
  ciphertext: Buffer | null;
  tag: Buffer | null;
  last4: string | null;
  /** With a claimed code: the available codes left, counted up to the threshold + 1. */
  available_after: number | null;
  low_stock_threshold: number | null;
  low_stock_alerted: boolean | null;
}

type PlaceInput = PlaceRewardOrderInput & { userId: string; accountEmail: string };

/** Every refusal reward_place_order raises (refusal-codes.test.ts); a short balance is the store's 409. */
export const REWARD_ORDER_REFUSALS: RefusalErrors = {
  'idempotency-key-reused': () => refuse('idempotency-key-reused'),
  'insufficient-balance': () => refuse('rewards.insufficient-balance'),
  'rewards.product-not-found': () => refuse('rewards.product-not-found'),
  'rewards.product-disabled': () => refuse('rewards.product-disabled'),
  'rewards.uid-required': () => refuse('rewards.uid-required'),
  'rewards.out-of-stock': () => refuse('rewards.out-of-stock'),
};

function pendingMessage(kind: RewardKind, promiseHours: number | null): string {
  if (kind === 'free_fire_diamonds') return promiseHours === null ? REWARDS_MESSAGES.topUpPending : REWARDS_MESSAGES.topUpWithin(promiseHours);
  // A gift card waits without a promised time only when it is being bought from the supplier (decision 060).
  return promiseHours === null ? REWARDS_MESSAGES.buyingFromSupplier : REWARDS_MESSAGES.fulfilLater(promiseHours);
}

/**
 * One autocommit call of `reward_place_order` (decisions 019, 020). Here only what cannot be in the
 * database: opening the code (its key stays out), the push of a served code and the low-stock check after commit.
 */
export async function placeRewardOrder(deps: Deps, input: PlaceInput): Promise<PlacedRewardOrder> {
  const row = await countMoneyOperation('reward-hold', () => placeOnce(deps, input), (placed) => placed.replayed);
  if (!row.replayed) announceChange(deps.em, 'account', input.userId);
  // A code served from stock was told inside the statement (decision 041); its push needs the app's words.
  if (!row.replayed && row.status === 'fulfilled') await pushToldOutcome(deps, input.userId, 'reward-delivered', row.order_id);
  if (lowStockCheckDue(row)) await checkLowStock(deps, input.id, 'claim');
  // The order took the product's last code: the store list shows it out of stock (the order's
  // statement announced it too, decision 034). Any other order leaves the list as it was, so it
  // announces nothing: a notifying transaction commits one at a time.
  if (!row.replayed && row.available_after === 0) announceChange(deps.em, 'store');
  if (!row.replayed && row.status === 'pending' && deps.fulfilmentProvider) return (await boughtFromProvider(deps, row)) ?? toPlaced(deps, row);
  return toPlaced(deps, row);
}

/**
 * A linked product's order waits on its provider order (written with it): bought now within the
 * budget, its code answered as from stock; otherwise the answer says pending and the retries go on.
 */
async function boughtFromProvider(deps: Deps, row: PlacedRow): Promise<PlacedRewardOrder | null> {
  const outcome = await attemptRightAway(deps, row.order_id, { 'reward-order': rewardCardDelivery });
  if (outcome !== 'delivered') return null;
  const [fulfilled] = await sql<Pick<PlacedRow, 'key_version' | 'iv' | 'ciphertext' | 'tag'>>(
    deps.em.fork(),
    `select c.key_version, c.iv, c.ciphertext, c.tag from reward_orders o join reward_codes c on c.id = o.code_id where o.id = ?`,
    [row.order_id],
  );
  return fulfilled ? toPlaced(deps, { ...row, ...fulfilled, status: 'fulfilled' }) : null;
}

/** Spares the low-stock query unless this order's count shows a crossing or a re-arm (decision 020). */
function lowStockCheckDue(row: PlacedRow): boolean {
  if (row.replayed || row.available_after === null) return false;
  return isLowStock(row.available_after, row.low_stock_threshold!) !== row.low_stock_alerted;
}

async function placeOnce(deps: Deps, input: PlaceInput): Promise<PlacedRow> {
  const email = input.email ?? input.accountEmail;
  try {
    const [row] = await preparedSql<PlacedRow>(
      deps.em,
      `select replayed, order_id, status, reference, kind, product_name, out_of_stock_promise_hours, key_version, iv, ciphertext, tag, last4,
         available_after, low_stock_threshold, low_stock_alerted
       from reward_place_order(?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [randomUUID(), input.userId, input.id, email, input.freeFireUid ?? null, input.idempotencyKey ?? null, outboxStatus(deps.config), deps.clock.now(), deps.fulfilmentProvider?.name ?? null],
    );
    return row!;
  } catch (error) {
    // The unique (user, key) is the backstop should the function's lock ever be bypassed: the retry answers the winner's order.
    if (input.idempotencyKey && isUniqueViolation(error)) return placeOnce(deps, input);
    throw toRefusalError(error, REWARD_ORDER_REFUSALS);
  }
}

/** The answer, the same for the first request and a replay of it (the code included). */
function toPlaced(deps: Deps, row: PlacedRow): PlacedRewardOrder {
  if (row.status === 'pending') return { id: row.order_id, status: row.status, message: pendingMessage(row.kind, row.out_of_stock_promise_hours) };
  if (row.status === 'rejected') return { id: row.order_id, status: row.status, message: REWARDS_MESSAGES.orderNotPending };
  const code = row.key_version === null ? undefined : openRewardCode(deps.config.rewardCodeKeys, { keyVersion: row.key_version, iv: row.iv!, ciphertext: row.ciphertext!, tag: row.tag! });
  return { id: row.order_id, status: row.status, ...(code ? { code } : {}), ...(row.reference ? { reference: row.reference } : {}), message: REWARDS_MESSAGES.codeReady };
}
