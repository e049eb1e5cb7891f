import { User } from '../../../db/entities';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import type { Locale } from '#contract/i18n/locales';
import { burnPasswordCheck, verifyPassword } from './password';
import { type SignInInput } from '#contract/auth/schemas';
import { announceChange } from '../cache';
import { createUserSession } from './sessions';

/** `chosenLocale` (the `lang` cookie) becomes the account's, so e-mails and other browsers follow it. */
export async function signInUser(
  deps: Deps,
  input: SignInInput & { userAgent?: string; chosenLocale?: Locale; deviceId?: string },
): Promise<{ token: string; expiresAt: Date; user: User }> {
  const user = await deps.em.findOne(User, { email: input.email });
  // A deleted account has no password left to match (decision 009); it answers like an unknown address.
  if (!user || user.deletedAt) {
    await burnPasswordCheck(input.password);
    throw refuse('auth.invalid-credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw refuse('auth.invalid-credentials');
  // Checked only after the password, so "blocked" never reveals that an address has an account.
  if (user.isBlocked) throw refuse('auth.blocked', { reason: user.blockReason ?? null });
  const languageChanged = input.chosenLocale !== undefined && input.chosenLocale !== user.locale;
  if (input.chosenLocale) user.locale = input.chosenLocale;
  // Flushed with the new session.
  const session = await createUserSession(deps, user, input.userAgent, input.deviceId);
  // The user's other sessions carry the language.
  if (languageChanged) announceChange(deps.em, 'user', user.id);
  return { ...session, user };
}
