import type { Deps } from '../deps';
import type { WalletSummary } from './schemas';
import { sql } from '../sql';

export async function getWalletSummary(deps: Deps, userId: string): Promise<WalletSummary> {
  // Held: the pending withdrawals' amounts and the pending reward orders' prices (decision 019), both already out of the balance.
  const [row] = await sql<{ balance: string | null; pending: string; pending_count: string }>(
    deps.em,
    `select (select balance from wallet_accounts where user_id = ?) as balance,
            coalesce(sum(amount_paise), 0) as pending, count(*) as pending_count
     from (select amount_paise from redeem_requests where user_id = ? and status = 'pending'
           union all select price_paise from reward_orders where user_id = ? and status = 'pending') as held`,
    [userId, userId, userId],
  );
  return { balancePaise: Number(row?.balance ?? 0), pendingPaise: Number(row?.pending ?? 0), pendingCount: Number(row?.pending_count ?? 0) };
}
