import { LockMode } from '@mikro-orm/core';
import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { NO_REASON_GIVEN } from '#contract/users/schemas';
import { recordAudit } from '../audit';
import { revokeAllUserSessions } from '../auth';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { balancesOf, toAdminUser } from './list-users';

/**
 * Blocks (with the admin's reason, which the person is shown at sign-in) or unblocks. `reason`
 * undefined on a block is refused unless `legacyWithoutReason` (the body-less REST call).
 */
export async function toggleUserBlock(deps: Deps, input: { id: string; adminId: string; reason?: string; legacyWithoutReason?: boolean }) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const user = await em.findOne(User, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw refuse('users.not-found');
    const blocking = !user.isBlocked;
    if (blocking && input.reason === undefined && !input.legacyWithoutReason) throw refuse('users.block-reason-required');
    const before = { isBlocked: user.isBlocked, blockReason: user.blockReason ?? null };
    user.isBlocked = blocking;
    user.blockReason = blocking ? (input.reason ?? null) : null;
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: blocking ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: user.id,
      before,
      after: { isBlocked: user.isBlocked, reason: input.reason ?? NO_REASON_GIVEN },
    });
    await em.flush();
    announceChange(em, 'user', user.id);
    if (blocking) await revokeAllUserSessions(txDeps, user.id);
    const balances = await balancesOf(txDeps, [user.id]);
    return toAdminUser(user, balances.get(user.id) ?? 0);
  });
}
