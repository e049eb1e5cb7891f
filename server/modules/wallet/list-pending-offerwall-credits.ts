import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { OfferwallProvider } from '#contract/offerwalls/rules';
import type { PendingOfferwallCredit } from '#contract/offerwalls/schemas';

/** Read here, not from the offerwalls module, which posts through the wallet and never the other way. */
export async function listPendingOfferwallCredits(deps: Pick<Deps, 'em'>, userId: string): Promise<PendingOfferwallCredit[]> {
  const rows = await sql<Narrowed<Pick<Row<'offerwall_credits'>, 'amount_paise' | 'provider' | 'clears_at'>, { provider: OfferwallProvider }>>(
    deps.em,
    `select amount_paise, provider, clears_at from offerwall_credits where user_id = ? and status = 'pending' order by clears_at, id`,
    [userId],
  );
  return rows.map((row) => ({ amountPaise: Number(row.amount_paise), provider: row.provider, clearsAt: new Date(row.clears_at), status: 'pending' as const }));
}
