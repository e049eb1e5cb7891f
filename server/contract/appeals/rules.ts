import { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, APPEAL_MESSAGE_TEXTS } from './message-rules';

/**
 * Holds and flags say why, and can be contested (issue 30, decision 043). The rules apart from the
 * zod schemas, so the pages can read them without loading zod.
 */

/** What a person may ask a review of: each pending, held, flagged or closed item they own, and their blocked account. */
export const APPEAL_ITEM_KINDS = ['referral', 'offerwall-credit', 'task-submission', 'reward-order', 'withdrawal', 'account'] as const;
export type AppealItemKind = (typeof APPEAL_ITEM_KINDS)[number];
/** The items a signed-in person contests from /reviews (the blocked account is contested from the sign-in page). */
export const SIGNED_IN_ITEM_KINDS = ['referral', 'offerwall-credit', 'task-submission', 'reward-order', 'withdrawal'] as const satisfies readonly AppealItemKind[];

export const APPEAL_STATUSES = ['open', 'upheld', 'changed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** How an admin answers: the decision stands (upheld) or it was changed. */
export const APPEAL_OUTCOMES = ['upheld', 'changed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];


export { APPEAL_MESSAGE_MAX, APPEAL_MESSAGE_MIN, APPEAL_MESSAGE_TEXTS };
/** The admin's answer, sent by e-mail. */
export const APPEAL_ANSWER_MAX = 2000;

/** An item closed (rejected, reversed, expired) longer ago than this can no longer be contested. */
export const APPEAL_WINDOW_DAYS = 90;

/** The texts the forms show (worded in the reader's language by `src/i18n/validation/appeals.ts`; here, apart from zod, as the validation words load with the entry chunk). */
export const APPEALS_MESSAGES = {
  ...APPEAL_MESSAGE_TEXTS,
  answerRequired: 'Write the answer the person will read',
  answerTooLong: `The answer must be at most ${APPEAL_ANSWER_MAX} characters`,
  itemNotFound: 'We could not find that item on your account',
  alreadyOpen: 'You already asked for a review of this item; we will answer by e-mail',
  notFound: 'Appeal not found',
  alreadyAnswered: 'This appeal has already been answered',
  accountNotBlocked: 'This account is not blocked: sign in instead',
} as const;

/** The /transparency window for "appeals answered" (the other figures' window too). */
export const APPEAL_FIGURES_WINDOW_DAYS = 30;

/**
 * Why an item is where it is: a code and the values its sentence needs, worded when read
 * (`src/i18n/appeal-reason-wording.ts`), never stored English. A sentence that states a rule
 * carries the rule's setting (days, amounts) and the date it gives.
 */
export type HoldReason =
  | { code: 'referral.waiting-to-qualify'; qualifyPaise: number; windowDays: number; deadline: Date }
  | { code: 'referral.held'; holdDays: number; clearsAt: Date }
  | { code: 'referral.review' }
  | { code: 'referral.friend-blocked' }
  | { code: 'referral.earnings-reversed' }
  | { code: 'referral.expired'; windowDays: number }
  | { code: 'referral.rejected' }
  | { code: 'referral.reversed' }
  | { code: 'offerwall.held'; holdDays: number; clearsAt: Date }
  | { code: 'task.pending' }
  | { code: 'task.rejected' }
  | { code: 'order.pending' }
  | { code: 'order.rejected' }
  | { code: 'withdrawal.pending' }
  | { code: 'withdrawal.rejected' }
  | { code: 'account.blocked' };
export type HoldReasonCode = HoldReason['code'];
