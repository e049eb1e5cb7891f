import type { Deps } from '../deps';
import type { WalletSummary } from './schemas';
import { sql } from '../sql';

export async function getWalletSummary(deps: Deps, userId: string): Promise<WalletSummary> {
  const [row] = await sql<{ balance: string | null; pending: string; pending_count: string }>(
    deps.em,
    `select (select balance from wallet_accounts where user_id = ?) as balance,
            coalesce(sum(amount_paise), 0) as pending, count(*) as pending_count
     from redeem_requests where user_id = ? and status = 'pending'`,
    [userId, userId],
  );
  return { balancePaise: Number(row?.balance ?? 0), pendingPaise: Number(row?.pending ?? 0), pendingCount: Number(row?.pending_count ?? 0) };
}
