import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { consumeEmailLink, usedLinkOfVerifiedUser } from './email-links';
import { MESSAGES } from '#contract/auth/schemas';
import { announceChange } from '../cache';

export async function verifyEmail(deps: Deps, input: { token: string }): Promise<{ message: string }> {
  await deps.em.transactional(async (em) => {
    const userId = await consumeEmailLink({ ...deps, em }, 'verify-email', input.token);
    // A link opened again after it verified its owner says so, not "not verified".
    if (!userId) throw refuse((await usedLinkOfVerifiedUser({ ...deps, em }, 'verify-email', input.token)) ? 'auth.already-verified' : 'auth.verification-link-invalid');
    const user = await em.findOneOrFail(User, { id: userId });
    user.emailVerifiedAt ??= deps.clock.now();
    await em.flush();
    announceChange(em, 'user', userId);
  });
  return { message: MESSAGES.verified };
}

