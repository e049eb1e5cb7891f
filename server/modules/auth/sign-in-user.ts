import { User } from '../../../db/entities';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { burnPasswordCheck, verifyPassword } from './password';
import { MESSAGES, type SignInInput } from './schemas';
import { createUserSession } from './sessions';

export async function signInUser(deps: Deps, input: SignInInput & { userAgent?: string }): Promise<{ token: string; expiresAt: Date; user: User }> {
  const user = await deps.em.findOne(User, { email: input.email });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  // Checked only after the password, so "blocked" never reveals that an address has an account.
  if (user.isBlocked) throw new AppError('ACCOUNT_BLOCKED', MESSAGES.blocked);
  const session = await createUserSession(deps, user, input.userAgent);
  return { ...session, user };
}
