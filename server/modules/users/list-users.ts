import { User } from '../../../db/entities';
import type { Deps } from '../deps';
import type { AdminUser, ListUsersInput } from './schemas';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: 0,
    createdAt: user.createdAt,
    isBlocked: user.isBlocked,
  };
}

export async function listUsers(deps: Deps, input: ListUsersInput) {
  const pattern = `%${escapeLike(input.search)}%`;
  const where = input.search ? { $or: [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }] } : {};
  const [users, matching] = await deps.em.findAndCount(User, where, {
    orderBy: { createdAt: 'desc', id: 'asc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const totalUsers = input.search ? await deps.em.count(User, {}) : matching;
  return { users: users.map(toAdminUser), matching, totalUsers, page: input.page, pageSize: input.pageSize };
}
