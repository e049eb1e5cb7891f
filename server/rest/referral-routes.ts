import { z } from 'zod';
import { adminReferralSchema, listReferralsInputSchema, REFERRALS_MESSAGES, referralFriendSchema } from '#contract/referrals/schemas';
import type { RestRoute } from './define-route';
import { paiseToRupees } from './money';
import { bodyAndPath, NEWEST_FIRST, NEWEST_FIRST_QUERY, unchecked } from './rest-body';
import { restPage, restRecord } from './rest-record';

/** While an admin has the programme switched off (decision 010) it does not exist for the public. */
const REFERRALS_OFF = 'The referral programme is switched off (capabilities.off)';

/** A query string carries `flagged=true|false` as text; anything else is left for the procedure's schema to refuse. */
function flaggedFromQuery(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The friends as /invite shows them, without their ids, paid dates or earnings. */
const friendOut = referralFriendSchema.pick({ name: true, joinedAt: true, status: true, reason: true, clearsAt: true });
const myReferralsOut = z.object({ code: z.string(), link: z.string(), qualified: z.number().int(), target: z.number().int(), rewardRupees: z.number(), friends: z.array(friendOut) });

const referralOut = restRecord(adminReferralSchema);
const referralsOut = restPage('referrals', referralOut);

/** The referral programme (issue 17): the person's /invite in rupees, the admin's review queue. */
export const referralRestRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/referrals', operationId: 'getMyReferrals', auth: 'user',
    summary: 'The signed-in person\'s referral code, link, qualified friends out of the target, the reward in rupees and the friends (names masked) with their status, reason and when a held reward clears',
    output: myReferralsOut, errors: { 404: REFERRALS_OFF },
    handle: async (caller) => {
      const { code, link, qualified, target, rewardPaise, friends } = await caller.referrals.mine();
      const friendsOut = friends.map(({ name, joinedAt, status, reason, clearsAt }) => ({ name, joinedAt, status, reason, clearsAt }));
      return { code, link, qualified, target, rewardRupees: paiseToRupees(rewardPaise), friends: friendsOut };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/referrals', operationId: 'listReferrals', auth: 'admin',
    summary: 'Referrals, newest first (?status=pending|held|review|paid|expired|reversed|rejected&flagged=true|false&order=oldest|newest&page=&pageSize=), with both people, the flags and what the friend earned towards qualifying; every match as CSV with Accept: text/csv',
    input: listReferralsInputSchema.extend({ flagged: z.enum(['true', 'false']).optional(), ...NEWEST_FIRST }),
    output: referralsOut.schema, csv: { filename: 'referrals', itemsAt: 'referrals' },
    handle: async (caller, { query }) => referralsOut.toRest(await caller.referrals.list(unchecked({ ...NEWEST_FIRST_QUERY, ...query, flagged: flaggedFromQuery(query.flagged) }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/approve', operationId: 'approveReferral', auth: 'admin',
    summary: 'Clear a referral waiting for review: it is held until its hold ends, or paid at once (exactly once) when that time has passed',
    output: referralOut.schema, errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notInReview },
    handle: async (caller, { params }) => referralOut.toRest(await caller.referrals.approve(unchecked({ id: params.id }))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/reject', operationId: 'rejectReferral', auth: 'admin',
    summary: 'Reject a referral not yet paid or closed with { reason }, which the referrer reads',
    input: z.object({ reason: z.string() }), output: referralOut.schema,
    errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notInReview },
    handle: async (caller, request) => referralOut.toRest(await caller.referrals.reject(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/referrals/{id}/reverse', operationId: 'reverseReferral', auth: 'admin',
    summary: 'Reverse a paid referral with { reason }: the reward (and the friend\'s welcome bonus, if one was paid) is taken back from the balance, and what the balance does not cover is owed and settled from that person\'s next earnings; the referrer reads the reason',
    input: z.object({ reason: z.string() }), output: referralOut.schema,
    errors: { 404: REFERRALS_MESSAGES.notFound, 409: REFERRALS_MESSAGES.notPaid },
    handle: async (caller, request) => referralOut.toRest(await caller.referrals.reverse(bodyAndPath(request))),
  },
];
