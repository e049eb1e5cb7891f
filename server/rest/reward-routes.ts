import { z } from 'zod';
import {
  adminRewardCodeSchema,
  adminRewardOrderViewSchema,
  adminRewardProductSchema,
  listRewardOrdersInputSchema,
  rewardOrderStatusSchema,
  rewardOrderViewSchema,
  rewardProductInputSchema,
  storeRewardSchema,
  uploadRewardCodesOutputSchema,
  type AdminRewardProduct,
} from '#contract/rewards/schemas';
import { pageQuerySchema } from '#contract/shared-schemas';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { REWARDS_MESSAGES } from '#contract/rewards/schemas';

/** While an admin has the store switched off (decision 010) it does not exist for the public. */
const STORE_OFF = 'The store is switched off (capabilities.off)';

/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
function unchecked<T>(value: unknown): T {
  return value as T;
}

function fields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

const { id: _productId, ...productShape } = adminRewardProductSchema.shape;
const restRewardOut = z.object({ _id: z.string(), ...productShape });
const { id: _codeId, ...codeShape } = adminRewardCodeSchema.shape;
const restRewardCodeOut = z.object({ _id: z.string(), ...codeShape });

const { id: _orderId, ...orderShape } = rewardOrderViewSchema.shape;
const restOrderOut = z.object({ _id: z.string(), ...orderShape });
const { id: _adminOrderId, ...adminOrderShape } = adminRewardOrderViewSchema.shape;
const restAdminOrderOut = z.object({ _id: z.string(), ...adminOrderShape });
const restPlacedOrderOut = z.object({
  order: z.object({ _id: z.string(), status: rewardOrderStatusSchema, code: z.string().optional(), reference: z.string().optional(), message: z.string() }),
});

function withRestId<T extends { id: string }>({ id, ...rest }: T) {
  return { _id: id, ...rest };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function toRestReward({ id, ...product }: AdminRewardProduct) {
  return { _id: id, ...product };
}

/**
 * The reward store's products and code inventory (issue 16). Prices stay in paise here (the
 * issue's documented body names `pricePaise`). No answer carries a whole code: stock counts and
 * each code's last 4 characters only — except placing an order and its owner's reveal.
 */
export const rewardRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/rewards', operationId: 'listStoreRewards', auth: 'none',
    summary: 'The store: every enabled reward product with its price and the server\'s stock state (a Free Fire top-up is always in stock: it is credited by hand; promiseHours: an out-of-stock product can still be bought and is fulfilled within that many hours)',
    output: z.array(storeRewardSchema), errors: { 404: STORE_OFF }, handle: (caller) => caller.rewards.list(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/rewards/{id}/redeem', operationId: 'redeemReward', auth: 'user',
    summary: 'Buy a reward with wallet money: { email? } for a gift card (the account address when left out), { freeFireUid } (6–15 digits) for diamonds. In stock: fulfilled at once and the code is in this answer (later only through reveal). Out of stock: pending with the price held, only if the product promises a time; Free Fire top-ups are always pending. Send an Idempotency-Key header to retry safely: a retry answers the same order. Verified e-mail required.',
    input: z.object({ email: z.string().optional(), freeFireUid: z.string().optional() }), output: restPlacedOrderOut, idempotencyKey: true,
    errors: { 403: 'E-mail not verified', 404: `Reward not found; or ${STORE_OFF.toLowerCase()}`, 409: `${REWARDS_MESSAGES.insufficientBalance} (nothing held); the reward is disabled or out of stock; or the Idempotency-Key was used for another reward`, 429: RATE_LIMITED },
    handle: async (caller, { params, body, headers }) => {
      const { id, ...order } = await caller.rewards.redeem(unchecked({ ...fields(body), id: params.id, idempotencyKey: header(headers, 'idempotency-key') }));
      return { order: { _id: id, ...order } };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/rewards/orders', operationId: 'listMyRewardOrders', auth: 'user',
    summary: "The signed-in user's reward orders, newest first (?page=&pageSize=); no codes — reveal opens one",
    input: pageQuerySchema, output: z.array(restOrderOut),
    handle: async (caller, { query }) => (await caller.rewards.orders(unchecked(query))).orders.map(withRestId),
  },
  {
    origin: 'public', method: 'POST', path: '/api/rewards/orders/{id}/reveal', operationId: 'revealRewardCode', auth: 'user',
    summary: "The code of one of the user's fulfilled orders (each reveal is audited, without the code); anyone else's order answers 404",
    output: z.object({ code: z.string() }), errors: { 404: REWARDS_MESSAGES.orderNotFound, 429: RATE_LIMITED },
    handle: (caller, { params }) => caller.rewards.reveal(unchecked({ id: params.id })),
  },
  {
    origin: 'public', method: 'POST', path: '/api/rewards/orders/{id}/report', operationId: 'reportRewardOrder', auth: 'user',
    summary: '"Code didn\'t work": { note } on one of the user\'s fulfilled orders, once; an admin then re-issues a code or refunds',
    input: z.object({ note: z.string() }), output: z.object({ reported: z.literal(true) }),
    errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.notReportable, 429: RATE_LIMITED },
    handle: (caller, { params, body }) => caller.rewards.report(unchecked({ ...fields(body), id: params.id })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/reward-orders', operationId: 'listRewardOrders', auth: 'admin',
    summary: 'Reward orders, newest first (?status=pending|fulfilled|rejected&page=&pageSize=): buyer, destination, codes as their last 4 only',
    input: listRewardOrdersInputSchema,
    output: z.object({ orders: z.array(restAdminOrderOut), total: z.number().int() }),
    handle: async (caller, { query }) => {
      const { orders, total } = await caller.rewardOrders.list(unchecked(query));
      return { orders: orders.map(withRestId), total };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/fulfil', operationId: 'fulfilRewardOrder', auth: 'admin',
    summary: 'Deliver a pending order, settling its hold: { code } typed (stored encrypted), { reference } (required for a Free Fire top-up), or {} for the next code from stock; mails the buyer. 409 when not pending, out of stock, or the code is already known',
    input: z.object({ code: z.string().optional(), reference: z.string().optional() }), output: restAdminOrderOut,
    errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.orderNotPending },
    handle: async (caller, { params, body }) => withRestId(await caller.rewardOrders.fulfil(unchecked({ ...fields(body), id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/reject', operationId: 'rejectRewardOrder', auth: 'admin',
    summary: 'Reject with { reason } and refund, exactly once: a pending order\'s hold is released; a fulfilled order its buyer reported is refunded (instead of a re-issue)',
    input: z.object({ reason: z.string() }), output: restAdminOrderOut,
    errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.orderNotPending },
    handle: async (caller, { params, body }) => withRestId(await caller.rewardOrders.reject(unchecked({ ...fields(body), id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/reissue', operationId: 'reissueRewardCode', auth: 'admin',
    summary: 'Replace the code of a reported order with the next one from stock, at most once per order (a second report can only be refunded); mails the buyer',
    output: restAdminOrderOut, errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.notReissuable },
    handle: async (caller, { params }) => withRestId(await caller.rewardOrders.reissue(unchecked({ id: params.id }))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/rewards', operationId: 'listRewardProducts', auth: 'admin',
    summary: 'Every reward product with its stock counts (available, assigned, revealed, reported)',
    output: z.array(restRewardOut), handle: async (caller) => (await caller.rewards.list()).map(toRestReward),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/rewards', operationId: 'createRewardProduct', auth: 'admin',
    summary: 'Add a reward product: { kind (google_play | app_store | free_fire_diamonds), name, faceValue (₹ for gift cards, diamonds for Free Fire), pricePaise, region, validity, enabled } and optionally imageUrl, featuredWeekday (0 = Sunday … 6, IST), lowStockThreshold, outOfStockPromiseHours',
    input: rewardProductInputSchema, output: restRewardOut, successStatus: 201,
    handle: async (caller, { body }) => toRestReward(await caller.rewards.create(unchecked(body))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/rewards/{id}', operationId: 'updateRewardProduct', auth: 'admin',
    summary: 'Replace every field of a reward product (an optional field left out is cleared)',
    input: rewardProductInputSchema, output: restRewardOut,
    handle: async (caller, { params, body }) => toRestReward(await caller.rewards.update(unchecked({ ...fields(body), id: params.id }))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/rewards/{id}/codes', operationId: 'uploadRewardCodes', auth: 'admin',
    summary: 'Add codes to a product\'s stock: { codes: ["…", …] } (trimmed, blank lines ignored, at most 1000, each at most 64 characters). Codes repeated in the upload or already stocked are counted in `duplicates` and not stored; codes are kept encrypted',
    input: z.object({ codes: z.array(z.string()) }), output: uploadRewardCodesOutputSchema,
    handle: (caller, { params, body }) => caller.rewards.uploadCodes(unchecked({ ...fields(body), id: params.id })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/rewards/{id}/codes', operationId: 'listRewardCodes', auth: 'admin',
    summary: 'A product\'s codes, newest first (?page=&pageSize=): status and last 4 characters only',
    input: pageQuerySchema, output: z.object({ codes: z.array(restRewardCodeOut), total: z.number().int() }),
    handle: async (caller, { params, query }) => {
      const { codes, total } = await caller.rewards.codes(unchecked({ ...fields(query), id: params.id }));
      return { codes: codes.map(({ id, ...code }) => ({ _id: id, ...code })), total };
    },
  },
];
