import { formatRupees } from '../money-format';

/**
 * The ledger's refusals. The first two are raised by the SQL function wallet_post_transfer under
 * exactly these keys, so they carry no module prefix: a refusal code is the key the SQL raises.
 */
export const WALLET_REFUSALS = {
  'insufficient-balance': { status: 'INSUFFICIENT_BALANCE', text: 'Insufficient balance' },
  'idempotency-key-reused': { status: 'CONFLICT', text: 'This idempotency key was already used for a different operation' },
  'wallet.deduct-exceeds-balance': {
    status: 'INSUFFICIENT_BALANCE',
    text: ({ balancePaise }: { balancePaise: number }) => `Insufficient balance: the user has only ${formatRupees(balancePaise)} available`,
  },
  'wallet.adjustment-key-reused': { status: 'CONFLICT', text: 'This Idempotency-Key was already used for a different adjustment' },
} as const;
