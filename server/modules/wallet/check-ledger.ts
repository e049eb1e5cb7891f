import { IsolationLevel } from '@mikro-orm/core';
import type { Deps } from '../deps';
import type { LedgerCheck } from '#contract/wallet/schemas';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** Who asked for a check: an admin in the admin, or `npm run ledger:check`. */
export type LedgerCheckBy = { source: 'admin'; adminId: string } | { source: 'command' };

/** The ledger's invariants (decision 003), read-only in one snapshot; the time and result are kept for the dashboard (decision 049). */
export async function checkLedger(deps: Deps, by: LedgerCheckBy = { source: 'command' }): Promise<LedgerCheck> {
  const report = await readLedgerCheck(deps);
  const problems = report.mismatchedAccounts.length + report.unbalancedTransfers.length + (report.systemSumPaise === 0 ? 0 : 1) + (report.holdsMismatch ? 1 : 0);
  await sql(deps.em, `insert into ledger_checks (checked_at, ok, problems, source, admin_id) values (?, ?, ?, ?, ?)`, [
    report.checkedAt,
    report.ok,
    problems,
    by.source,
    by.source === 'admin' ? by.adminId : null,
  ]);
  return report;
}

function readLedgerCheck(deps: Deps): Promise<LedgerCheck> {
  return deps.em.transactional(
    async (em) => {
      // System accounts keep no cached balance (see post-transfer.ts): only user accounts are compared.
      const accounts = await sql<Pick<Row<'wallet_accounts'>, 'id' | 'kind'> & { label: string; cached: string; entries: string }>(
        em,
        `select a.id, a.kind, coalesce(a.code, 'user:' || a.user_id) as label, a.balance as cached, coalesce(sum(e.amount), 0) as entries
         from wallet_accounts a left join ledger_entries e on e.account_id = a.id group by a.id`,
      );
      const unbalanced = await sql<{ transfer_id: string; total: string }>(
        em,
        `select t.id as transfer_id, coalesce(sum(e.amount), 0) as total
         from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
         group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) <> 2`,
      );
      const [counts] = await sql<{ transfers: string; system_sum: string }>(
        em,
        `select (select count(*) from ledger_transfers) as transfers, (select coalesce(sum(amount), 0) from ledger_entries) as system_sum`,
      );
      const [holds] = await sql<{ held: string; pending: string }>(
        em,
        `select (select coalesce(sum(e.amount), 0) from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.code in ('withdrawal-holds', 'reward-holds', 'offerwall-pending')) as held,
                (select coalesce(sum(amount_paise), 0) from redeem_requests where status = 'pending')
                  + (select coalesce(sum(price_paise), 0) from reward_orders where status = 'pending')
                  + (select coalesce(sum(amount_paise), 0) from offerwall_credits where status = 'pending') as pending`,
      );
      const recoveries = await sql<Pick<Row<'wallet_accounts'>, 'id'> & { label: string; cached: string; entries: string }>(
        em,
        `select a.id, a.code as label, (select coalesce(sum(settled_paise), 0) from user_debts) as cached,
                (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id) as entries
         from wallet_accounts a where a.code = 'recoveries'`,
      );
      const mismatchedAccounts = [...accounts.filter((row) => row.kind === 'user'), ...recoveries]
        .filter((row) => Number(row.cached) !== Number(row.entries))
        .map((row) => ({ accountId: row.id, label: row.label, cachedPaise: Number(row.cached), entriesPaise: Number(row.entries) }));
      const unbalancedTransfers = unbalanced.map((row) => ({ transferId: row.transfer_id, sumPaise: Number(row.total) }));
      const systemSumPaise = Number(counts?.system_sum ?? 0);
      const heldPaise = Number(holds?.held ?? 0);
      const pendingRequestsPaise = Number(holds?.pending ?? 0);
      const holdsMismatch = heldPaise === pendingRequestsPaise ? null : { heldPaise, pendingRequestsPaise };
      return {
        ok: mismatchedAccounts.length === 0 && unbalancedTransfers.length === 0 && systemSumPaise === 0 && holdsMismatch === null,
        accountsChecked: accounts.length,
        transfersChecked: Number(counts?.transfers ?? 0),
        systemSumPaise,
        mismatchedAccounts,
        unbalancedTransfers,
        holdsMismatch,
        checkedAt: deps.clock.now(),
      };
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
}
