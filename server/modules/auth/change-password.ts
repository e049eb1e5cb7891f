import { EmailToken, User } from '../../../db/entities';
import { MESSAGES } from '#contract/auth/schemas';
import type { ChangePasswordInput } from '#contract/auth/settings-schemas';
import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { passwordChangedMail, queueMail } from '../mail';
import { hashPassword, verifyPassword } from './password';
import { sql } from '../sql';
import { revokeOtherSessions } from './session-list';

/**
 * The current password proves it is the person, not someone at an unlocked phone. Every OTHER session
 * ends in the same transaction (their rows deleted, announced to every process: decisions 011, 039); the
 * one asking stays. Reset links mailed earlier die too, and the account's address is told.
 */
export async function changePassword(deps: Deps, input: ChangePasswordInput & { userId: string; sessionId: string }): Promise<{ message: string; endedSessions: number }> {
  const user = await deps.em.fork().findOne(User, { id: input.userId });
  if (!user || user.deletedAt) throw refuse('account.not-found');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw refuse('auth.current-password-wrong');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await deps.em.transactional(async (em) => {
    await sql(em, `update users set password_hash = ? where id = ?`, [passwordHash, input.userId]);
    await em.nativeUpdate(EmailToken, { user: input.userId, purpose: 'reset-password', usedAt: null }, { usedAt: deps.clock.now() });
    const endedSessions = await revokeOtherSessions({ ...deps, em }, input);
    queueMail({ ...deps, em }, passwordChangedMail(user));
    await em.flush();
    return endedSessions;
  });
  return { message: MESSAGES.passwordChanged, endedSessions: ended };
}
