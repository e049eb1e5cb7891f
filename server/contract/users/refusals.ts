import { USERS_MESSAGES } from './schemas';

export const USERS_REFUSALS = {
  'users.not-found': { status: 'NOT_FOUND', text: 'User not found' },
  /** A block without a reason from the admin site or a REST call that sent a body (decision 048). */
  'users.block-reason-required': { status: 'BAD_INPUT', text: USERS_MESSAGES.blockReasonRequired },
} as const;
