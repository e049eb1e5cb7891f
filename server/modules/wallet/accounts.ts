/** The counter-accounts: every movement of a user's money has one of these on the other side. */
export type SystemAccount = 'promotions' | 'games' | 'referrals' | 'tasks' | 'adjustments' | 'withdrawal-holds' | 'withdrawals';

export type AccountRef = { userId: string } | { system: SystemAccount };
