import { REWARDS_MESSAGES } from './schemas';

export const REWARDS_REFUSALS = {
  'rewards.product-not-found': { status: 'NOT_FOUND', text: REWARDS_MESSAGES.notFound },
  'rewards.product-disabled': { status: 'CONFLICT', text: REWARDS_MESSAGES.disabled },
  'rewards.out-of-stock': { status: 'CONFLICT', text: REWARDS_MESSAGES.outOfStock },
  // The store's API answers 409 here (issue 16), where the wallet's own refusal is a 400.
  'rewards.insufficient-balance': { status: 'CONFLICT', text: REWARDS_MESSAGES.insufficientBalance },
  'rewards.order-not-found': { status: 'NOT_FOUND', text: REWARDS_MESSAGES.orderNotFound },
  'rewards.order-not-pending': { status: 'CONFLICT', text: REWARDS_MESSAGES.orderNotPending },
  'rewards.not-reportable': { status: 'CONFLICT', text: REWARDS_MESSAGES.notReportable },
  'rewards.not-reissuable': { status: 'CONFLICT', text: REWARDS_MESSAGES.notReissuable },
  'rewards.code-known': { status: 'CONFLICT', text: REWARDS_MESSAGES.codeKnown },
  'rewards.uid-required': { status: 'BAD_INPUT', text: REWARDS_MESSAGES.uidRequired },
  'rewards.reference-required': { status: 'BAD_INPUT', text: REWARDS_MESSAGES.referenceRequired },
} as const;
