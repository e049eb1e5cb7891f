import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from './sql';

/** The counter-accounts: every movement of a user's money has one of these on the other side. */
export const SYSTEM_ACCOUNTS = ['promotions', 'games', 'referrals', 'tasks', 'adjustments', 'withdrawal-holds', 'withdrawals'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export type AccountRef = { userId: string } | { system: SystemAccount };

/** Finds (or, for a user, opens) the account's row id in one round trip. */
export async function resolveAccountId(em: EntityManager, account: AccountRef): Promise<string> {
  if ('system' in account) {
    const [row] = await sql<{ id: string }>(em, `select id from wallet_accounts where code = ?`, [account.system]);
    if (!row) throw new Error(`system account ${account.system} is missing`);
    return row.id;
  }
  const [row] = await sql<{ id: string }>(
    em,
    `with opened as (insert into wallet_accounts (kind, user_id) values ('user', ?) on conflict (user_id) do nothing returning id)
     select id from opened union all select id from wallet_accounts where user_id = ? limit 1`,
    [account.userId, account.userId],
  );
  return row!.id;
}

export function describeAccount(account: AccountRef): string {
  return 'system' in account ? `system:${account.system}` : `user:${account.userId}`;
}
