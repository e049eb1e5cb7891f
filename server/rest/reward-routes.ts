import { z } from 'zod';
import {
  adminRewardCodeSchema,
  adminRewardOrderViewSchema,
  adminRewardProductSchema,
  listRewardOrdersInputSchema,
  placedRewardOrderSchema,
  REWARDS_MESSAGES,
  rewardOrderViewSchema,
  rewardProductInputSchema,
  storeRewardSchema,
  uploadRewardCodesOutputSchema,
} from '#contract/rewards/schemas';
import { pageQuerySchema } from '#contract/shared-schemas';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { bodyAndPath, fields, header, NEWEST_FIRST, NEWEST_FIRST_QUERY, unchecked } from './rest-body';
import { restPage, restRecord } from './rest-record';

/** While an admin has the store switched off (decision 010) it does not exist for the public. */
const STORE_OFF = 'The store is switched off (capabilities.off)';

const productOut = restRecord(adminRewardProductSchema);
const codesOut = restPage('codes', restRecord(adminRewardCodeSchema));
const orderOut = restRecord(rewardOrderViewSchema);
const adminOrderOut = restRecord(adminRewardOrderViewSchema);
const adminOrdersOut = restPage('orders', adminOrderOut);
const placedOrderOut = restRecord(placedRewardOrderSchema);

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
    input: z.object({ email: z.string().optional(), freeFireUid: z.string().optional() }), output: z.object({ order: placedOrderOut.schema }), idempotencyKey: true,
    errors: { 403: 'E-mail not verified', 404: `Reward not found; or ${STORE_OFF.toLowerCase()}`, 409: `${REWARDS_MESSAGES.insufficientBalance} (nothing held); the reward is disabled or out of stock; or the Idempotency-Key was used for another reward`, 429: RATE_LIMITED },
    handle: async (caller, { params, body, headers }) => ({
      order: placedOrderOut.toRest(await caller.rewards.redeem(unchecked({ ...fields(body), id: params.id, idempotencyKey: header(headers, 'idempotency-key') }))),
    }),
  },
  {
    origin: 'public', method: 'GET', path: '/api/rewards/orders', operationId: 'listMyRewardOrders', auth: 'user',
    summary: "The signed-in user's reward orders, newest first (?page=&pageSize=); no codes — reveal opens one",
    input: pageQuerySchema, output: z.array(orderOut.schema),
    handle: async (caller, { query }) => (await caller.rewards.orders(unchecked(query))).orders.map(orderOut.toRest),
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
    handle: (caller, request) => caller.rewards.report(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/reward-orders', operationId: 'listRewardOrders', auth: 'admin',
    summary: 'Reward orders, newest first (?status=pending|fulfilled|rejected|reported&order=oldest|newest&page=&pageSize=; reported: fulfilled orders whose code the buyer reported, with revealedAt, the first reveal of that code): buyer, destination, codes as their last 4 only; every match as CSV with Accept: text/csv',
    input: listRewardOrdersInputSchema.extend(NEWEST_FIRST), output: adminOrdersOut.schema, csv: { filename: 'store-orders', itemsAt: 'orders' },
    handle: async (caller, { query }) => adminOrdersOut.toRest(await caller.rewardOrders.list(unchecked({ ...NEWEST_FIRST_QUERY, ...query }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/fulfil', operationId: 'fulfilRewardOrder', auth: 'admin',
    summary: 'Deliver a pending order, settling its hold: { code } typed (stored encrypted), { reference } (required for a Free Fire top-up), or {} for the next code from stock; mails the buyer. 409 when not pending, out of stock, or the code is already known',
    input: z.object({ code: z.string().optional(), reference: z.string().optional() }), output: adminOrderOut.schema,
    errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.orderNotPending },
    handle: async (caller, request) => adminOrderOut.toRest(await caller.rewardOrders.fulfil(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/reject', operationId: 'rejectRewardOrder', auth: 'admin',
    summary: 'Reject with { reason } and refund, exactly once: a pending order\'s hold is released; a fulfilled order its buyer reported is refunded (instead of a re-issue)',
    input: z.object({ reason: z.string() }), output: adminOrderOut.schema,
    errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.orderNotPending },
    handle: async (caller, request) => adminOrderOut.toRest(await caller.rewardOrders.reject(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/reward-orders/{id}/reissue', operationId: 'reissueRewardCode', auth: 'admin',
    summary: 'Replace the code of a reported order with the next one from stock, at most once per order (a second report can only be refunded); mails the buyer',
    output: adminOrderOut.schema, errors: { 404: REWARDS_MESSAGES.orderNotFound, 409: REWARDS_MESSAGES.notReissuable },
    handle: async (caller, { params }) => adminOrderOut.toRest(await caller.rewardOrders.reissue(unchecked({ id: params.id }))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/rewards', operationId: 'listRewardProducts', auth: 'admin',
    summary: 'Every reward product with its stock counts (available, assigned, revealed, reported)',
    output: z.array(productOut.schema), handle: async (caller) => (await caller.rewards.list()).map(productOut.toRest),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/rewards', operationId: 'createRewardProduct', auth: 'admin',
    summary: 'Add a reward product: { kind (google_play | app_store | free_fire_diamonds), name, faceValue (₹ for gift cards, diamonds for Free Fire), pricePaise, region, validity, enabled } and optionally imageUrl, featuredWeekday (0 = Sunday … 6, IST), lowStockThreshold, outOfStockPromiseHours',
    input: rewardProductInputSchema, output: productOut.schema, successStatus: 201,
    handle: async (caller, { body }) => productOut.toRest(await caller.rewards.create(unchecked(body))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/rewards/{id}', operationId: 'updateRewardProduct', auth: 'admin',
    summary: 'Replace every field of a reward product (an optional field left out is cleared)',
    input: rewardProductInputSchema, output: productOut.schema,
    handle: async (caller, request) => productOut.toRest(await caller.rewards.update(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/rewards/{id}/codes', operationId: 'uploadRewardCodes', auth: 'admin',
    summary: 'Add codes to a product\'s stock: { codes: ["…", …] } (trimmed, blank lines ignored, at most 1000, each at most 64 characters). Codes repeated in the upload or already stocked are counted in `duplicates` and not stored; codes are kept encrypted',
    input: z.object({ codes: z.array(z.string()) }), output: uploadRewardCodesOutputSchema,
    handle: (caller, request) => caller.rewards.uploadCodes(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/rewards/{id}/codes', operationId: 'listRewardCodes', auth: 'admin',
    summary: 'A product\'s codes, newest first (?page=&pageSize=): status and last 4 characters only',
    input: pageQuerySchema, output: codesOut.schema,
    handle: async (caller, { params, query }) => codesOut.toRest(await caller.rewards.codes(unchecked({ ...fields(query), id: params.id }))),
  },
];
