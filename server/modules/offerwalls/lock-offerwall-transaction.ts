import type { Deps } from '../deps';
import { sql } from '../sql';
import type { OfferwallProvider } from '#contract/offerwalls/rules';

/**
 * Serialises everything recorded for one provider transaction (its credit, its reversal, their
 * copies and the release job's repair) until the caller's transaction ends: each then sees what the
 * other committed, so a credit and its reversal arriving together end as if they had come one after
 * the other. A transaction-scoped advisory lock on the key's hash; two keys sharing a hash only wait
 * for each other.
 */
export async function lockOfferwallTransaction(deps: Deps, provider: OfferwallProvider, externalTxnId: string): Promise<void> {
  await sql(deps.em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`offerwall-transaction:${provider}:${externalTxnId}`]);
}
