import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** A user's balance alone, in one statement: what an answer shows beside its own effect (a play, a claim). */
export async function readBalance(deps: Pick<Deps, 'em'>, userId: string): Promise<number> {
  const [row] = await sql<Pick<Row<'wallet_accounts'>, 'balance'>>(deps.em, `select balance from wallet_accounts where user_id = ?`, [userId]);
  return Number(row?.balance ?? 0);
}
