/** The counter-accounts: every movement of a user's money has one of these on the other side. */
export type SystemAccount =
  | 'promotions'
  | 'games'
  | 'referrals'
  | 'tasks'
  | 'adjustments'
  | 'withdrawal-holds'
  | 'withdrawals'
  | 'reward-holds'
  | 'rewards'
  // What earnings pay towards a user's debts (wallet_post_transfer, migration 0023).
  | 'recoveries'
  // Offerwall postbacks (issue 18): the providers' money, and the credits waiting out their hold before they are the user's.
  | 'offerwalls'
  | 'offerwall-pending';

/** The accounts that hold money on its way out (hold.ts): not sources of credits nor targets of debits. */
export type PayoutAccount = 'withdrawal-holds' | 'withdrawals' | 'reward-holds' | 'rewards';

/** The accounts that pay credits (and take back what they paid, reverse-credit.ts): neither the payout accounts nor recoveries. */
export type PayingAccount = Exclude<SystemAccount, PayoutAccount | 'recoveries'>;

/** One holds account per purpose, so the ledger check matches each to its own pending rows. */
export type HoldPurpose = 'withdrawal' | 'reward';
export const HOLD_ACCOUNTS = {
  withdrawal: { held: 'withdrawal-holds', paid: 'withdrawals' },
  reward: { held: 'reward-holds', paid: 'rewards' },
} as const satisfies Record<HoldPurpose, { held: PayoutAccount; paid: PayoutAccount }>;

export type AccountRef = { userId: string } | { system: SystemAccount };
