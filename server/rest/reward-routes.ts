import { z } from 'zod';
import { adminRewardCodeSchema, adminRewardProductSchema, rewardProductInputSchema, uploadRewardCodesOutputSchema, type AdminRewardProduct } from '../modules/rewards/schemas';
import { pageQuerySchema } from '../modules/shared-schemas';
import type { RestRoute } from './define-route';

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

function toRestReward({ id, ...product }: AdminRewardProduct) {
  return { _id: id, ...product };
}

/**
 * The reward store's products and code inventory (issue 16). Prices stay in paise here (the
 * issue's documented body names `pricePaise`). No answer carries a whole code: stock counts and
 * each code's last 4 characters only.
 */
export const rewardRestRoutes: RestRoute[] = [
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
