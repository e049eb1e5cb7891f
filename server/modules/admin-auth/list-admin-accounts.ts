import type { Admin } from '../../../db/entities';
import type { AdminRole } from '#contract/admin-auth/roles';
import type { AdminAccount, AdminInvitation } from '#contract/admin-accounts/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The owner's Admins screen: every admin (owners first, then by address) and every invitation not yet accepted or withdrawn. */
export async function listAdminAccounts(deps: Deps, viewer: Admin): Promise<{ admins: AdminAccount[]; invitations: AdminInvitation[] }> {
  const admins = await sql<{ id: string; email: string; role: AdminRole; disabled_at: string | null; totp_enabled_at: string | null; last_sign_in_at: string | null; created_at: string }>(
    deps.em,
    `select id, email, role, disabled_at, totp_enabled_at, last_sign_in_at, created_at from admins order by (role = 'owner') desc, email`,
  );
  const invitations = await sql<{ id: string; email: string; role: AdminRole; created_at: string; expires_at: string }>(
    deps.em,
    `select id, email, role, created_at, expires_at from admin_invitations where accepted_at is null and revoked_at is null order by created_at desc`,
  );
  const now = deps.clock.now();
  return {
    admins: admins.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.disabled_at ? 'disabled' : 'active',
      twoFactor: row.totp_enabled_at !== null,
      lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
      createdAt: new Date(row.created_at),
      you: row.id === viewer.id,
    })),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invitedAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      expired: new Date(row.expires_at) <= now,
    })),
  };
}
