import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { findOpenInvitation } from './admin-invitations';

/** What the invitation page shows before a password is chosen; a link that no longer works is refused alike whatever the reason. */
export async function readInvitation(deps: Deps, token: string) {
  const invitation = await findOpenInvitation(deps, token);
  if (!invitation) throw refuse('admin-accounts.invitation-invalid');
  return { email: invitation.email, role: invitation.role, expiresAt: new Date(invitation.expires_at) };
}
