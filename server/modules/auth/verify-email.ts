import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { consumeEmailLink } from './email-links';
import { MESSAGES } from '#contract/auth/schemas';
import { announceChange } from '../cache';

export async function verifyEmail(deps: Deps, input: { token: string }): Promise<{ message: string }> {
  await deps.em.transactional(async (em) => {
    const userId = await consumeEmailLink({ ...deps, em }, 'verify-email', input.token);
    if (!userId) throw refuse('auth.verification-link-invalid');
    const user = await em.findOneOrFail(User, { id: userId });
    user.emailVerifiedAt ??= deps.clock.now();
    await em.flush();
    announceChange(em, 'user', userId);
  });
  return { message: MESSAGES.verified };
}
