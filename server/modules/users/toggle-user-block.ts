import { LockMode } from '@mikro-orm/core';
import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { recordAudit } from '../audit';
import { revokeAllUserSessions } from '../auth';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { balancesOf, toAdminUser } from './list-users';

export async function toggleUserBlock(deps: Deps, input: { id: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const user = await em.findOne(User, { id: input.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw refuse('users.not-found');
    user.isBlocked = !user.isBlocked;
    recordAudit(txDeps, {
      adminId: input.adminId,
      action: user.isBlocked ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: user.id,
      before: { isBlocked: !user.isBlocked },
      after: { isBlocked: user.isBlocked },
    });
    await em.flush();
    announceChange(em, 'user', user.id);
    if (user.isBlocked) await revokeAllUserSessions(txDeps, user.id);
    const balances = await balancesOf(txDeps, [user.id]);
    return toAdminUser(user, balances.get(user.id) ?? 0);
  });
}
