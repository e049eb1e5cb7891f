import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { reverseOfferwallCredit } from './reverse-offerwall-credit';
import type { OfferwallProvider } from '#contract/offerwalls/rules';

/**
 * Applies a reversal that arrived before its credit, and links the two (decision 027). Must run
 * under the transaction's lock (lock-offerwall-transaction.ts).
 */
export async function applyRecordedReversal(deps: Deps, provider: OfferwallProvider, externalTxnId: string): Promise<void> {
  const [reversal] = await sql<Pick<Row<'offerwall_transactions'>, 'id'>>(
    deps.em,
    `select id from offerwall_transactions where provider = ? and external_txn_id = ? and kind = 'reversal' and credit_id is null`,
    [provider, externalTxnId],
  );
  if (!reversal) return;
  const creditId = await reverseOfferwallCredit(deps, provider, externalTxnId);
  await sql(deps.em, `update offerwall_transactions set credit_id = ? where id = ?`, [creditId, reversal.id]);
}
