import { User, WalletAccount } from '../../../db/entities';
import type { Deps } from '../deps';
import type { AdminUser, ListUsersInput } from '#contract/users/schemas';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export function toAdminUser(user: User, balancePaise: number): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    walletBalancePaise: balancePaise,
    createdAt: user.createdAt,
    isBlocked: user.isBlocked,
    blockReason: user.blockReason ?? null,
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
  const balances = await balancesOf(deps, users.map((user) => user.id));
  return { users: users.map((user) => toAdminUser(user, balances.get(user.id) ?? 0)), matching, totalUsers, page: input.page, pageSize: input.pageSize };
}

/** One query for the whole page of users. */
export async function balancesOf(deps: Deps, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const accounts = await deps.em.find(WalletAccount, { user: { $in: userIds } });
  return new Map(accounts.map((account) => [account.user!.id, account.balance]));
}
