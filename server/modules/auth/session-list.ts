import type { ActiveSession } from '#contract/auth/settings-schemas';
import { refuse } from '#contract/errors';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { userAgentSummary } from './user-agent-summary';

/** Where live sessions are kept: a person's, or an admin's (decision 051), each by its owner's column. */
const SESSION_TABLES = { user: { table: 'sessions', owner: 'user_id' }, admin: { table: 'admin_sessions', owner: 'admin_id' } } as const;

/** Someone's live sessions, the one asking first, then by last use: a person's devices and an admin's alike. */
export async function listLiveSessions(deps: Deps, input: { of: keyof typeof SESSION_TABLES; ownerId: string; sessionId: string }): Promise<ActiveSession[]> {
  const { table, owner } = SESSION_TABLES[input.of];
  const rows = await sql<{ id: string; user_agent: string | null; created_at: string; last_used_at: string }>(
    deps.em,
    `select id, user_agent, created_at, last_used_at from ${table} where ${owner} = ? and expires_at > ? order by (id = ?) desc, last_used_at desc, id`,
    [input.ownerId, deps.clock.now(), input.sessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    current: row.id === input.sessionId,
    ...userAgentSummary(row.user_agent),
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_used_at),
  }));
}

/** The person's live sessions, the one asking first, then by last use. */
export function listSessions(deps: Deps, input: { userId: string; sessionId: string }): Promise<ActiveSession[]> {
  return listLiveSessions(deps, { of: 'user', ownerId: input.userId, sessionId: input.sessionId });
}

/** "Sign out everywhere else": every session but the asking one, each announced to every process. */
export async function revokeOtherSessions(deps: Deps, input: { userId: string; sessionId: string }): Promise<number> {
  return deps.em.transactional(async (em) => {
    const rows = await sql<{ id: string }>(em, `delete from sessions where user_id = ? and id <> ? returning id`, [input.userId, input.sessionId]);
    for (const row of rows) announceChange(em, 'session', row.id);
    return rows.length;
  });
}

/** One of the person's own sessions; someone else's id answers as an unknown one. */
export async function revokeOwnSession(deps: Deps, input: { userId: string; id: string }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const rows = await sql(em, `delete from sessions where user_id = ? and id = ? returning id`, [input.userId, input.id]);
    if (!rows.length) throw refuse('auth.session-not-found');
    announceChange(em, 'session', input.id);
  });
}
