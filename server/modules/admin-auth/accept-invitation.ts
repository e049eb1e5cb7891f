import { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { AdminRole } from '#contract/admin-auth/roles';
import { recordAudit } from '../audit';
import { hashPassword, hashSecretToken } from '../auth';
import { isUniqueViolation, type Deps } from '../deps';
import { sql } from '../sql';
import { invitationInvalid } from './admin-invitations';
import { issueEnrolmentTicket } from './enrolment-tickets';

/**
 * The invitee chooses a password (decision 051). One conditional UPDATE spends the link, so it works
 * once even when sent twice at once. The new admin must enrol a second factor before any session:
 * what they get is an enrolment ticket, never a session.
 */
export async function acceptInvitation(deps: Deps, input: { token: string; password: string }): Promise<{ admin: Admin; ticket: { token: string; expiresAt: Date } }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.em.transactional(async (em) => {
      const now = deps.clock.now();
      const [invitation] = await sql<{ id: string; email: string; role: AdminRole; invited_by: string | null }>(
        em,
        `update admin_invitations set accepted_at = ?
          where token_hash = ? and accepted_at is null and revoked_at is null and expires_at > ?
          returning id, email, role, invited_by`,
        [now, hashSecretToken(deps.config.appSecret, input.token), now],
      );
      if (!invitation) throw invitationInvalid();
      // Made an admin another way meanwhile (the command line): the address is taken.
      if (await em.count(Admin, { email: invitation.email })) throw refuse('admin-accounts.email-taken');
      const admin = em.create(Admin, { email: invitation.email, passwordHash, role: invitation.role, createdAt: now, twoFactorRequired: true });
      await em.flush();
      recordAudit({ em, clock: deps.clock }, {
        adminId: admin.id,
        action: 'admin.invitation-accept',
        targetType: 'admin',
        targetId: admin.id,
        after: { invitationId: invitation.id, role: invitation.role, invitedBy: invitation.invited_by },
      });
      const ticket = await issueEnrolmentTicket({ ...deps, em }, admin);
      return { admin, ticket };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('admin-accounts.email-taken');
    throw error;
  }
}
