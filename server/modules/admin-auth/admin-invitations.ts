import { HOUR_MS } from '../../clock';
import { refuse } from '#contract/errors';
import { hashSecretToken } from '../auth';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { ACCEPT_INVITATION_PATH, ADMIN_INVITATION_LIFETIME_HOURS } from '#contract/admin-accounts/rules';
import type { AdminRole } from '#contract/admin-auth/roles';

export const ADMIN_INVITATION_LIFETIME_MS = ADMIN_INVITATION_LIFETIME_HOURS * HOUR_MS;

/** A link that is used, replaced or expired: which one is never said (decision 051). */
export function invitationInvalid() {
  return refuse('admin-accounts.invitation-invalid', { hours: ADMIN_INVITATION_LIFETIME_HOURS });
}

export type OpenInvitation = Pick<Row<'admin_invitations'>, 'id' | 'email' | 'invited_by'> & { role: AdminRole; expires_at: string };

/** The link mailed: the admin site's page, the token in its query (only its keyed hash is stored). */
export function invitationLink(deps: Pick<Deps, 'config'>, token: string) {
  return { url: `${deps.config.adminUrl}${ACCEPT_INVITATION_PATH}?token=${encodeURIComponent(token)}`, lifetimeHours: ADMIN_INVITATION_LIFETIME_HOURS };
}

/** The invitation a link names while it still works (not accepted, not replaced or withdrawn, not expired), or undefined. */
export async function findOpenInvitation(deps: Pick<Deps, 'em' | 'clock' | 'config'>, token: string): Promise<OpenInvitation | undefined> {
  const [invitation] = await sql<OpenInvitation>(
    deps.em,
    `select id, email, role, invited_by, expires_at from admin_invitations
      where token_hash = ? and accepted_at is null and revoked_at is null and expires_at > ?`,
    [hashSecretToken(deps.config.appSecret, token), deps.clock.now()],
  );
  return invitation;
}
