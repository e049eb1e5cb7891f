import { EmailToken, User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { consumeEmailLink } from './email-links';
import { hashPassword } from './password';
import { MESSAGES } from '#contract/auth/schemas';
import { revokeAllUserSessions } from './sessions';

export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const userId = await consumeEmailLink(txDeps, 'reset-password', input.token);
    if (!userId) throw refuse('auth.reset-link-invalid');
    const user = await em.findOneOrFail(User, { id: userId });
    user.passwordHash = passwordHash;
    // Whoever received the link has proven control of the mailbox.
    user.emailVerifiedAt ??= deps.clock.now();
    await em.flush();
    // Any other reset link mailed earlier dies with this one.
    await em.nativeUpdate(EmailToken, { user: userId, purpose: 'reset-password', usedAt: null }, { usedAt: deps.clock.now() });
    await revokeAllUserSessions(txDeps, userId);
  });
  return { message: MESSAGES.passwordReset };
}
