import { APPROVALS_MESSAGES } from './rules';

export const APPROVALS_REFUSALS = {
  /** The requester tried to approve or reject their own request. */
  'approvals.own-request': { status: 'FORBIDDEN', text: APPROVALS_MESSAGES.ownRequest },
  'approvals.already-decided': { status: 'CONFLICT', text: APPROVALS_MESSAGES.alreadyDecided },
  /** `days`: how long a request waits (APPROVAL_EXPIRY_DAYS when it was made). */
  'approvals.expired': { status: 'CONFLICT', text: ({ days }: { days: number }) => APPROVALS_MESSAGES.expired(days) },
  'approvals.not-found': { status: 'NOT_FOUND', text: APPROVALS_MESSAGES.notFound },
  'approvals.off-needs-sole-admin': { status: 'CONFLICT', text: APPROVALS_MESSAGES.offNeedsSoleAdmin },
} as const;

