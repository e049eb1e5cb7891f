import { User } from '../../../db/entities';
import type { SessionUser } from '../../trpc/context';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { queueMail, verificationMail } from '../mail';
import { createEmailLink } from './email-links';
import { MESSAGES } from '#contract/auth/schemas';

export async function resendVerification(deps: Deps, user: SessionUser): Promise<{ message: string }> {
  if (user.emailVerifiedAt) throw refuse('auth.already-verified');
  await deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const link = createEmailLink(txDeps, em.getReference(User, user.id), 'verify-email');
    queueMail(txDeps, verificationMail(user, link));
    await em.flush();
  });
  return { message: MESSAGES.verificationSent };
}
