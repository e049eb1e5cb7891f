import { ACCOUNT_MESSAGES } from './schemas';

export const ACCOUNT_REFUSALS = {
  'account.not-found': { status: 'NOT_FOUND', text: 'Account not found' },
  'account.wrong-password': { status: 'BAD_INPUT', text: ACCOUNT_MESSAGES.wrongPassword },
} as const;
