import { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { AdminInvitation } from '#contract/admin-accounts/schemas';
import type { AdminRole } from '#contract/admin-auth/roles';
import { recordAudit } from '../audit';
import { generateSecretToken, hashSecretToken } from '../auth';
import type { Deps } from '../deps';
import { adminInvitationMail, queueMail } from '../mail';
import { sql } from '../sql';
import { ADMIN_INVITATION_LIFETIME_MS, invitationLink } from './admin-invitations';

/**
 * The owner invites someone by e-mail with a role (decision 051). Inviting an address again replaces
 * its open invitation: the earlier link stops working. The mail and the audit entry commit with it.
 */
export async function inviteAdmin(deps: Deps, input: { actor: Admin; email: string; role: AdminRole }): Promise<AdminInvitation> {
  const email = input.email.toLowerCase();
  return deps.em.transactional(async (em) => {
    if (await em.count(Admin, { email })) throw refuse('admin-accounts.email-taken');
    const now = deps.clock.now();
    const replaced = await sql<{ id: string }>(em, `update admin_invitations set revoked_at = ? where email = ? and accepted_at is null and revoked_at is null returning id`, [now, email]);
    const token = generateSecretToken();
    const expiresAt = new Date(now.getTime() + ADMIN_INVITATION_LIFETIME_MS);
    const [created] = await sql<{ id: string }>(
      em,
      `insert into admin_invitations (email, role, token_hash, invited_by, created_at, expires_at) values (?, ?, ?, ?, ?, ?) returning id`,
      [email, input.role, hashSecretToken(deps.config.appSecret, token), input.actor.id, now, expiresAt],
    );
    const id = created!.id;
    const txDeps = { ...deps, em };
    queueMail(txDeps, adminInvitationMail(email, { role: input.role, invitedBy: input.actor.email, link: invitationLink(deps, token) }));
    recordAudit(txDeps, { adminId: input.actor.id, action: 'admin.invite', targetType: 'admin-invitation', targetId: id, after: { email, role: input.role, replaced: replaced.map((row) => row.id) } });
    await em.flush();
    return { id, email, role: input.role, invitedAt: now, expiresAt, expired: false };
  });
}
