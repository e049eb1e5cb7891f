import type { OwnAdminSession } from '#contract/admin-accounts/schemas';
import { listLiveSessions } from '../auth';
import type { Deps } from '../deps';

/** The admin's own live sessions, the asking one first, then by last use. */
export function listOwnAdminSessions(deps: Deps, input: { adminId: string; sessionId: string }): Promise<OwnAdminSession[]> {
  return listLiveSessions(deps, { of: 'admin', ownerId: input.adminId, sessionId: input.sessionId });
}
