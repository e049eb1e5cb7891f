import type { Admin } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The owner withdraws an invitation not yet accepted: its link stops working. */
export async function revokeInvitation(deps: Deps, input: { actor: Admin; id: string }): Promise<void> {
  await deps.em.transactional(async (em) => {
    const [revoked] = await sql<{ email: string; role: string }>(
      em,
      `update admin_invitations set revoked_at = ? where id = ? and accepted_at is null and revoked_at is null returning email, role`,
      [deps.clock.now(), input.id],
    );
    if (!revoked) throw refuse('admin-accounts.invitation-not-found');
    recordAudit({ em, clock: deps.clock }, { adminId: input.actor.id, action: 'admin.invitation-revoke', targetType: 'admin-invitation', targetId: input.id, before: revoked });
    await em.flush();
  });
}
