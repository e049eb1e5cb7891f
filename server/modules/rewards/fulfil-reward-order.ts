import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { notify } from '../notifications';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { settle } from '../wallet';
import { claimRewardCode } from './claim-reward-code';
import { lockRewardOrder, type LockedOrder } from './lock-reward-order';
import { checkLowStock } from './low-stock-alert';
import { adminOrderById } from './reward-order-rows';
import type { FulfilRewardOrderInput } from '#contract/rewards/schemas';
import { stockTypedCode } from './stock-typed-code';
import { closeProviderOrder } from '../fulfilment';

/**
 * Delivers a pending order exactly once — a typed code, a reference (Free Fire: by hand only) or the
 * next code from stock — settling the hold in the same transaction (decision 019).
 */
export async function fulfilRewardOrder(deps: Deps, input: FulfilRewardOrderInput & { adminId: string }) {
  const fulfilled = await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const order = await lockRewardOrder(em, input.id);
    if (order.status !== 'pending') throw refuse('rewards.order-not-pending');
    const now = deps.clock.now();
    const isTopUp = order.kind === 'free_fire_diamonds';
    if (isTopUp && !input.reference) throw refuse('rewards.reference-required');

    const code = isTopUp || input.reference
      ? null
      : input.code
        ? await stockTypedCode(em, deps.config.rewardCodeKeys, { productId: order.product_id, orderId: order.id, code: input.code, now })
        : await claimRewardCode(em, order.product_id, order.id, now);
    if (!isTopUp && !input.reference && !code) throw refuse('rewards.out-of-stock');

    await markRewardOrderFulfilled(txDeps, order, { code, reference: input.reference ?? null }, now);
    // Bought by hand: the provider is never asked for it again (decision 060).
    await closeProviderOrder(em, order.id, 'admin-fulfilled', now);
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: 'rewards.fulfil-order',
      targetType: 'reward-order',
      targetId: order.id,
      before: { status: 'pending' },
      after: { status: 'fulfilled', ...(code ? { codeLast4: code.last4, typed: Boolean(input.code) } : { reference: input.reference }) },
    });
    await em.flush();
    return { view: await adminOrderById(em, order.id), claimedFrom: code && !input.code ? order.product_id : null };
  });
  // After commit, so it locks nothing (low-stock-alert.ts).
  if (fulfilled.claimedFrom) await checkLowStock(deps, fulfilled.claimedFrom, 'claim');
  return fulfilled.view;
}

/**
 * The one way a locked pending order becomes fulfilled, by an admin or from the provider (decision 060):
 * status, the hold settled, the buyer told — all in the caller's transaction (decision 019).
 */
export async function markRewardOrderFulfilled(txDeps: Deps, order: LockedOrder, delivered: { code: { id: string; last4: string } | null; reference: string | null }, now: Date): Promise<void> {
  const { code, reference } = delivered;
  await sql(
    txDeps.em,
    `update reward_orders set status = 'fulfilled', code_id = ?, reference = ?, fulfilled_at = ?, updated_at = ? where id = ? and status = 'pending'`,
    [code?.id ?? null, reference, now, now, order.id],
  );
  const amountPaise = Number(order.price_paise);
  await settle(txDeps, { purpose: 'reward', amountPaise, line: { code: 'reward.bought', values: { product: order.product_name } }, idempotencyKey: `reward-settle:${order.id}`, reference: order.id });
  // Told in this transaction (decision 041); a code's e-mail goes to the order's address.
  const told = { userId: order.user_id, outcomeKey: order.id, email: order.email };
  if (order.kind === 'free_fire_diamonds') await notify(txDeps, { ...told, kind: 'top-up-fulfilled', values: { orderId: order.id, product: order.product_name } });
  else await notify(txDeps, { ...told, kind: 'reward-delivered', values: { orderId: order.id, product: order.product_name, last4: code?.last4 ?? null } });
}
