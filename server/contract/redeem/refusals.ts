import { formatRupees } from '../money-format';
import { REDEEM_MESSAGES } from './schemas';

/** The first three are the keys the SQL function redeem_request_withdrawal raises. */
export const REDEEM_REFUSALS = {
  'redeem.key-reused': { status: 'CONFLICT', text: REDEEM_MESSAGES.keyReused },
  // The amounts offered at the moment of refusing, from the withdrawal options the admin keeps.
  'redeem.unknown-amount': { status: 'BAD_INPUT', text: ({ amountsPaise }: { amountsPaise: number[] }) => `This amount is not offered. Choose one of: ${amountsPaise.map(formatRupees).join(', ')}.` },
  // The reason is the admin's, stored with the amount (the SQL function's HINT).
  'redeem.unavailable': {
    status: 'BAD_INPUT',
    text: ({ amountPaise, reason }: { amountPaise: number; reason: string }) => `${formatRupees(amountPaise)} is temporarily unavailable: ${reason}`,
  },
  'redeem.not-found': { status: 'NOT_FOUND', text: REDEEM_MESSAGES.notFound },
  'redeem.option-not-found': { status: 'NOT_FOUND', text: 'Withdrawal amount not found' },
  'redeem.already-resolved': { status: 'CONFLICT', text: ({ status }: { status: string }) => REDEEM_MESSAGES.alreadyResolved(status) },
} as const;
