import { EmailToken, User } from '../../../db/entities';
import { MESSAGES } from '#contract/auth/schemas';
import { refuse } from '#contract/errors';
import { announceChange } from '../cache';
import { isUniqueViolation, type Deps } from '../deps';
import { emailChangeConfirmMail, emailChangeNoticeMail, queueMail } from '../mail';
import { consumeEmailChangeLink, createEmailLink } from './email-links';
import { verifyPassword } from './password';
import { sql } from '../sql';
import type { Locale } from '#contract/i18n/locales';

/**
 * Decision 040. The current password is asked first; an address another account uses is refused with
 * sign-up's words (`auth.email-taken`, no more than sign-up reveals). The link goes to the NEW address
 * and never names the old one; the OLD address is told a change was asked. A newer request makes the
 * earlier links dead, so only the last address asked for can be confirmed.
 */
export async function requestEmailChange(deps: Deps, input: { userId: string; newEmail: string; currentPassword: string }): Promise<{ message: string }> {
  const user = await deps.em.fork().findOne(User, { id: input.userId });
  if (!user || user.deletedAt) throw refuse('account.not-found');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw refuse('auth.current-password-wrong');
  if (input.newEmail === user.email) throw refuse('auth.email-unchanged');
  await deps.em.transactional(async (em) => {
    if (await em.count(User, { email: input.newEmail })) throw refuse('auth.email-taken');
    const txDeps = { ...deps, em };
    const owner = em.getReference(User, user.id);
    await em.nativeUpdate(EmailToken, { user: user.id, purpose: 'change-email', usedAt: null }, { usedAt: deps.clock.now() });
    const link = createEmailLink(txDeps, owner, 'change-email', input.newEmail);
    queueMail(txDeps, emailChangeConfirmMail({ email: input.newEmail, name: user.name, locale: user.locale }, link));
    queueMail(txDeps, emailChangeNoticeMail(user, 'requested', input.newEmail));
    await em.flush();
  });
  return { message: MESSAGES.emailChangeSent };
}

/**
 * Opening the link is what changes the address: whoever opened it controls the new mailbox, so the
 * address counts as verified. Taken meanwhile by another account: the same neutral refusal.
 */
export async function confirmEmailChange(deps: Deps, input: { token: string }): Promise<{ message: string }> {
  try {
    await deps.em.transactional(async (em) => {
      const link = await consumeEmailChangeLink({ ...deps, em }, input.token);
      if (!link) throw refuse('auth.email-change-link-invalid');
      const [old] = await sql<{ email: string; name: string; locale: Locale }>(em, `select email, name, locale from users where id = ? and deleted_at is null for update`, [link.userId]);
      if (!old) throw refuse('auth.email-change-link-invalid');
      if (await em.count(User, { email: link.newEmail, id: { $ne: link.userId } })) throw refuse('auth.email-taken');
      await sql(em, `update users set email = ?, email_verified_at = coalesce(email_verified_at, ?) where id = ?`, [link.newEmail, deps.clock.now(), link.userId]);
      queueMail({ ...deps, em }, emailChangeNoticeMail(old, 'changed', link.newEmail));
      await em.flush();
      announceChange(em, 'user', link.userId);
    });
  } catch (error) {
    // Another account took the address between the check and the update: the unique index decides.
    if (isUniqueViolation(error)) throw refuse('auth.email-taken');
    throw error;
  }
  return { message: MESSAGES.emailChanged };
}
