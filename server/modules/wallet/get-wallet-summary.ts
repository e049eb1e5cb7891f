import type { DebtSource } from '#contract/wallet/schemas';
import type { Deps } from '../deps';
import { listPendingOfferwallCredits } from './list-pending-offerwall-credits';
import type { WalletSummary } from '#contract/wallet/schemas';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

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
  // Open debts in the order earnings pay them (wallet_post_transfer): oldest first.
  const debts = await sql<Narrowed<Pick<Row<'user_debts'>, 'reason' | 'source_kind' | 'created_at'>, { source_kind: DebtSource }> & { open_paise: string }>(
    deps.em,
    `select amount_paise - settled_paise as open_paise, reason, source_kind, created_at from user_debts
     where user_id = ? and settled_paise < amount_paise order by created_at, id`,
    [userId],
  );
  return {
    balancePaise: Number(row?.balance ?? 0),
    pendingPaise: Number(row?.pending ?? 0),
    pendingCount: Number(row?.pending_count ?? 0),
    debtPaise: debts.reduce((sum, debt) => sum + Number(debt.open_paise), 0),
    debts: debts.map((debt) => ({ openPaise: Number(debt.open_paise), reason: debt.reason, source: debt.source_kind, createdAt: new Date(debt.created_at) })),
    offerwallPending: await listPendingOfferwallCredits(deps, userId),
  };
}
