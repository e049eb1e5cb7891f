import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { configuredRazorpay } from './razorpay-client';
import { VIP_CURRENCY, VIP_DAYS, VIP_PLAN, VIP_PRICE_PAISE } from '#contract/vip/rules';
import type { CreateVipOrderInput, VipCheckoutOrder } from '#contract/vip/schemas';

/**
 * The server, never the browser, makes the Razorpay order, so a changed page cannot pay less
 * (decision 023).
 */
export async function createVipOrder(deps: Deps, input: CreateVipOrderInput & { userId: string }): Promise<VipCheckoutOrder> {
  const razorpay = configuredRazorpay(deps.config);
  const id = randomUUID();
  // Razorpay allows receipts of up to 40 characters: "vip_" and our order id are exactly that.
  const receipt = `vip_${id}`;
  const notes = { userId: input.userId, plan: VIP_PLAN };
  const order = await razorpay.client.createOrder({ amountPaise: VIP_PRICE_PAISE, receipt, notes });
  const now = deps.clock.now();
  await sql(
    deps.em,
    `insert into vip_orders (id, user_id, razorpay_order_id, receipt, amount_paise, currency, status, full_name, email, phone, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'created', ?, ?, ?, ?, ?)`,
    [id, input.userId, order.id, receipt, VIP_PRICE_PAISE, VIP_CURRENCY, input.fullName, input.email, input.phone ?? null, now, now],
  );
  return {
    orderId: order.id,
    amountPaise: VIP_PRICE_PAISE,
    currency: VIP_CURRENCY,
    keyId: razorpay.config.keyId,
    checkoutUrl: razorpay.config.checkoutUrl,
    description: `VIP membership, ${VIP_DAYS} days`,
    prefill: { name: input.fullName, email: input.email, ...(input.phone ? { contact: input.phone } : {}) },
    notes,
  };
}
