import { REFERRALS_MESSAGES } from './schemas';

export const REFERRALS_REFUSALS = {
  'referrals.code-invalid': { status: 'BAD_INPUT', text: REFERRALS_MESSAGES.codeInvalid },
  'referrals.not-found': { status: 'NOT_FOUND', text: REFERRALS_MESSAGES.notFound },
  'referrals.not-in-review': { status: 'CONFLICT', text: REFERRALS_MESSAGES.notInReview },
  'referrals.not-paid': { status: 'CONFLICT', text: REFERRALS_MESSAGES.notPaid },
  'referrals.user-not-found': { status: 'NOT_FOUND', text: REFERRALS_MESSAGES.userNotFound },
} as const;
