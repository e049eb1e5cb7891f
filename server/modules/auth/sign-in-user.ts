import { User } from '../../../db/entities';
import { refuse } from '../../errors';
import type { Deps } from '../deps';
import { burnPasswordCheck, verifyPassword } from './password';
import { type SignInInput } from './schemas';
import { createUserSession } from './sessions';

export async function signInUser(deps: Deps, input: SignInInput & { userAgent?: string }): Promise<{ token: string; expiresAt: Date; user: User }> {
  const user = await deps.em.findOne(User, { email: input.email });
  // A deleted account has no password left to match (decision 009); it answers like an unknown address.
  if (!user || user.deletedAt) {
    await burnPasswordCheck(input.password);
    throw refuse('auth.invalid-credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw refuse('auth.invalid-credentials');
  // Checked only after the password, so "blocked" never reveals that an address has an account.
  if (user.isBlocked) throw refuse('auth.blocked');
  const session = await createUserSession(deps, user, input.userAgent);
  return { ...session, user };
}
