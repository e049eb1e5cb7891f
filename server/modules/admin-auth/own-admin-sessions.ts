import type { OwnAdminSession } from '#contract/admin-accounts/schemas';
import { userAgentSummary } from '../auth';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The admin's own live sessions, the asking one first, then by last use. */
export async function listOwnAdminSessions(deps: Deps, input: { adminId: string; sessionId: string }): Promise<OwnAdminSession[]> {
  const rows = await sql<{ id: string; user_agent: string | null; created_at: string; last_used_at: string }>(
    deps.em,
    `select id, user_agent, created_at, last_used_at from admin_sessions where admin_id = ? and expires_at > ? order by (id = ?) desc, last_used_at desc, id`,
    [input.adminId, deps.clock.now(), input.sessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    current: row.id === input.sessionId,
    ...userAgentSummary(row.user_agent),
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_used_at),
  }));
}
