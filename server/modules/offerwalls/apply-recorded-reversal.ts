import type { Deps } from '../deps';
import { sql } from '../sql';
import { reverseOfferwallCredit } from './reverse-offerwall-credit';
import type { OfferwallProvider } from '#contract/offerwalls/rules';

/**
 * Applies a reversal recorded while its credit did not exist yet (the reversal arrived first) now
 * that the credit does, and links the two. Called as the credit is recorded, it cancels the credit in
 * the same transaction, so it is never pending and never released; called by the release job for a
 * pair the race before issue 27 left unlinked, it takes back a credit already released like any late
 * chargeback. Under the transaction's lock (lock-offerwall-transaction.ts).
 */
export async function applyRecordedReversal(deps: Deps, provider: OfferwallProvider, externalTxnId: string): Promise<void> {
  const [reversal] = await sql<{ id: string }>(
    deps.em,
    `select id from offerwall_transactions where provider = ? and external_txn_id = ? and kind = 'reversal' and credit_id is null`,
    [provider, externalTxnId],
  );
  if (!reversal) return;
  const creditId = await reverseOfferwallCredit(deps, provider, externalTxnId);
  await sql(deps.em, `update offerwall_transactions set credit_id = ? where id = ?`, [creditId, reversal.id]);
}
