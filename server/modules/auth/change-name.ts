import { refuse } from '#contract/errors';
import { MESSAGES } from '#contract/auth/schemas';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The name every session shows is read with the session, so the change is announced to every process. */
export async function changeName(deps: Deps, input: { userId: string; name: string }): Promise<{ message: string }> {
  await deps.em.transactional(async (em) => {
    const rows = await sql(em, `update users set name = ? where id = ? and deleted_at is null returning id`, [input.name, input.userId]);
    if (!rows.length) throw refuse('account.not-found');
    announceChange(em, 'user', input.userId);
  });
  return { message: MESSAGES.nameChanged };
}
