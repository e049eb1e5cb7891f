import { refuse } from '#contract/errors';
import { revokeAllUserSessions, revokeOwnSession } from '../auth';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

// An admin ends a user's sessions through the same revocations the user's own sign-outs use: each is
// announced to every process (decision 011), so the session stops working everywhere at once.

export async function endUserSession(deps: Deps, input: { id: string; sessionId: string; adminId: string }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    await revokeOwnSession(txDeps, { userId: input.id, id: input.sessionId });
    recordAudit(txDeps, { adminId: input.adminId, action: 'user.session-end', targetType: 'user', targetId: input.id, after: { sessionId: input.sessionId } });
    await em.flush();
  });
}

export async function endAllUserSessions(deps: Deps, input: { id: string; adminId: string }): Promise<{ ended: number }> {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    if (!(await sql(em, `select 1 from users where id = ?`, [input.id])).length) throw refuse('users.not-found');
    const ended = await revokeAllUserSessions(txDeps, input.id);
    recordAudit(txDeps, { adminId: input.adminId, action: 'user.sessions-end-all', targetType: 'user', targetId: input.id, after: { ended } });
    await em.flush();
    return { ended };
  });
}
