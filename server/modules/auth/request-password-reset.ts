import { User } from '../../../db/entities';
import type { Deps } from '../deps';
import { queueMail, passwordResetMail } from '../mail';
import { createEmailLink } from './email-links';
import { MESSAGES } from '#contract/auth/schemas';

/** Answers the same whether or not the address has an account, so it cannot be used to probe. */
export async function requestPasswordReset(deps: Deps, input: { email: string }): Promise<{ message: string }> { await deps.em.transactional(async (em) => { const user = await em.findOne(User, { email: input.email });
    if (!user || user.isBlocked || user.deletedAt) return;
    const txDeps = { ...deps, em };
    const link = createEmailLink(txDeps, user, 'reset-password');
    queueMail(txDeps, passwordResetMail(user, link));
    await em.flush(); });
  return { message: MESSAGES.resetRequested };
}
