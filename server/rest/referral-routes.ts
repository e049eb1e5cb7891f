import { z } from 'zod';
import { adminReferralSchema, listReferralsInputSchema, REFERRALS_MESSAGES, referralStatusSchema } from '#contract/referrals/schemas';
import type { RestRoute } from './define-route';
import { paiseToRupees } from './money';

/** While an admin has the programme switched off (decision 010) it does not exist for the public. */
const REFERRALS_OFF = 'The referral programme is switched off (capabilities.off)';

/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
function unchecked<T>(value: unknown): T {
  return value as T;
}

function fields(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A query string carries `flagged=true|false` as text; anything else is left for the procedure's schema to refuse. */
function flaggedFromQuery(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

const restMyReferralsOut = z.object({
  code: z.string(),
  link: z.string(),
  qualified: z.number().int(),
  target: z.number().int(),
  rewardRupees: z.number(),
  friends: z.array(z.object({ name: z.string(), joinedAt: z.date(), status: referralStatusSchema, reason: z.string().nullable(), clearsAt: z.date().nullable() })),
});

const { id: _referralId, ...adminReferralShape } = adminReferralSchema.shape;
const restAdminReferralOut = z.object({ _id: z.string(), ...adminReferralShape });

function withRestId<T extends { id: string }>({ id, ...rest }: T) {
  return { _id: id, ...rest };
}

/** The referral programme (issue 17): the person's /invite in rupees, the admin's review queue. */
export const referralRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/referrals', operationId: 'getMyReferrals', auth: 'user',
    summary: 'The signed-in person\'s referral code, link, qualified friends out of the target, the reward in rupees and the friends (names masked) with their status, reason and when a held reward clears',
    output: restMyReferralsOut, errors: { 404: REFERRALS_OFF },
    handle: async (caller) => {
      const mine = await caller.referrals.mine();
      return {
        code: mine.code,
        link: mine.link,
        qualified: mine.qualified,
        target: mine.target,
        rewardRupees: paiseToRupees(mine.rewardPaise),
        friends: mine.friends.map(({ name, joinedAt, status, reason, clearsAt }) => ({ name, joinedAt, status, reason, clearsAt })),
      };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/referrals', operationId: 'listReferrals', auth: 'admin',
    summary: 'Referrals, newest first (?status=pending|held|review|paid|expired|reversed|rejected&flagged=true|false&page=&pageSize=), with both people, the flags and what the friend earned towards qualifying',
    input: listReferralsInputSchema.extend({ flagged: z.enum(['true', 'false']).optional() }),
    output: z.object({ referrals: z.array(restAdminReferralOut), total: z.number().int() }),
    handle: async (caller, { query }) => {
      const { referrals, total } = await caller.referrals.list(unchecked({ ...query, flagged: flaggedFromQuery(query.flagged) }));
      return { referrals: referrals.map(withRestId), total };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/approve', operationId: 'approveReferral', auth: 'admin',
    summary: 'Clear a referral waiting for review: it is held until its hold ends, or paid at once (exactly once) when that time has passed',
    output: restAdminReferralOut, errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notInReview },
    handle: async (caller, { params }) => withRestId(await caller.referrals.approve(unchecked({ id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/reject', operationId: 'rejectReferral', auth: 'admin',
    summary: 'Reject a referral not yet paid or closed with { reason }, which the referrer reads',
    input: z.object({ reason: z.string() }), output: restAdminReferralOut,
    errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notInReview },
    handle: async (caller, { params, body }) => withRestId(await caller.referrals.reject(unchecked({ ...fields(body), id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/reverse', operationId: 'reverseReferral', auth: 'admin',
    summary: 'Reverse a paid referral with { reason }: the reward (and the friend\'s welcome bonus, if one was paid) is taken back from the balance, and what the balance does not cover is owed and settled from that person\'s next earnings; the referrer reads the reason',
    input: z.object({ reason: z.string() }), output: restAdminReferralOut,
    errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notPaid },
    handle: async (caller, { params, body }) => withRestId(await caller.referrals.reverse(unchecked({ ...fields(body), id: params.id }))),
  },
];
