import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import type { AdminRole } from '#contract/admin-auth/roles';
import { sql } from '../sql';

export interface ManagedAdmin {
  id: string;
  email: string;
  role: AdminRole;
  disabled_at: string | null;
}

/**
 * Before a role change or a disabling, in its transaction: the active owners' rows are locked (in id
 * order), so two owners demoting each other at once cannot leave none. The acting owner must still be
 * one of them; the target's row is locked too. Taking the only active owner's role or access is
 * refused first (so the sole owner is told why), then any change to one's own account.
 */
export async function lockForOwnerChange(em: EntityManager, input: { actorId: string; targetId: string; demotesOrDisables: boolean }): Promise<ManagedAdmin> {
  const owners = await sql<{ id: string }>(em, `select id from admins where role = 'owner' and disabled_at is null order by id for update`);
  if (!owners.some((owner) => owner.id === input.actorId)) throw refuse('admin-auth.role-required', { roles: ['owner'] });
  const [target] = await sql<ManagedAdmin>(em, `select id, email, role, disabled_at from admins where id = ? for update`, [input.targetId]);
  if (!target) throw refuse('admin-accounts.not-found');
  const targetIsActiveOwner = owners.some((owner) => owner.id === target.id);
  if (input.demotesOrDisables && targetIsActiveOwner && owners.length === 1) throw refuse('admin-accounts.last-owner');
  if (target.id === input.actorId) throw refuse('admin-accounts.own-account');
  return target;
}
