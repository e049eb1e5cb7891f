import { APPEALS_MESSAGES } from './rules';

export const APPEALS_REFUSALS = {
  'appeals.item-not-found': { status: 'NOT_FOUND', text: APPEALS_MESSAGES.itemNotFound },
  'appeals.already-open': { status: 'CONFLICT', text: APPEALS_MESSAGES.alreadyOpen },
  'appeals.not-found': { status: 'NOT_FOUND', text: APPEALS_MESSAGES.notFound },
  'appeals.already-answered': { status: 'CONFLICT', text: APPEALS_MESSAGES.alreadyAnswered },
  'appeals.account-not-blocked': { status: 'CONFLICT', text: APPEALS_MESSAGES.accountNotBlocked },
} as const;
