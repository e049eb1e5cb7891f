import type { User } from '../../../db/entities';
import type { CurrentUser } from './schemas';

export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null && user.emailVerifiedAt !== undefined,
    // The wallet module (issue 3) supplies the real balance; until then every account holds nothing.
    walletBalancePaise: 0,
  };
}
