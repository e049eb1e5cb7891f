import type { Deps } from '../deps';
import { sql } from '../sql';
import type { OfferwallProvider } from '#contract/offerwalls/rules';

/**
 * Serialises a credit, its reversal and their copies until the caller's transaction ends, so any
 * arrival order ends the same (decision 027).
 */
export async function lockOfferwallTransaction(deps: Deps, provider: OfferwallProvider, externalTxnId: string): Promise<void> {
  await sql(deps.em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`offerwall-transaction:${provider}:${externalTxnId}`]);
}
