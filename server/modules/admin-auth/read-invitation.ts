import type { Deps } from '../deps';
import { findOpenInvitation, invitationInvalid } from './admin-invitations';

/** What the invitation page shows before a password is chosen; a link that no longer works is refused alike whatever the reason. */
export async function readInvitation(deps: Deps, token: string) {
  const invitation = await findOpenInvitation(deps, token);
  if (!invitation) throw invitationInvalid();
  return { email: invitation.email, role: invitation.role, expiresAt: new Date(invitation.expires_at) };
}
