import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import { isUniqueViolation, type Deps } from '../deps';
import { queueMail, verificationMail } from '../mail';
import { createEmailLink } from './email-links';
import { hashPassword } from './password';
import type { Locale } from '#contract/i18n/locales';
import { recordReferralSignup } from '../referrals';
import { type RegisterInput } from '#contract/auth/schemas';
import { createUserSession } from './sessions';

/**
 * `locale` is the request's language (cookie, else Accept-Language): the account and its first mail start in it.
 * The new account is signed in at once (issue 30): its first session is made in the same transaction, so a
 * refused sign-up leaves no session; earning still waits for the verified address (`verifiedUserProcedure`).
 */
export async function registerUser(
  deps: Deps,
  input: RegisterInput & { locale: Locale; ip?: string; deviceId?: string; userAgent?: string },
): Promise<{ user: User; token: string; expiresAt: Date }> {
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
        locale: input.locale,
      });
      const link = createEmailLink(txDeps, user, 'verify-email');
      queueMail(txDeps, verificationMail(user, link));
      await em.flush();
      if (input.referralCode) await recordReferralSignup(txDeps, { friend: user, code: input.referralCode, ip: input.ip ?? '', deviceId: input.deviceId });
      const session = await createUserSession(txDeps, user, input.userAgent, input.deviceId);
      return { user, ...session };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw refuse('auth.email-taken');
    throw error;
  }
}
