import { User } from '../../../db/entities';
import { refuse } from '../../errors';
import { isUniqueViolation, type Deps } from '../deps';
import { queueMail } from '../mail/queue-mail';
import { verificationMail } from '../mail/templates';
import { createEmailLink } from './email-links';
import { hashPassword } from './password';
import { type RegisterInput } from './schemas';

export async function registerUser(deps: Deps, input: RegisterInput): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.em.transactional(async (em) => {
      const txDeps = { ...deps, em };
      if (await em.count(User, { email: input.email })) throw refuse('auth.email-taken');
      const user = em.create(User, {
        name: input.name,
        email: input.email,
        passwordHash,
        isBlocked: false,
        createdAt: deps.clock.now(),
      });
      const link = createEmailLink(txDeps, user, 'verify-email');
      queueMail(txDeps, verificationMail(user.email, user.name, link));
      await em.flush();
      return { userId: user.id };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw refuse('auth.email-taken');
    throw error;
  }
}
