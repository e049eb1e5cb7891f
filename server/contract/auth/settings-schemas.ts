import { z } from 'zod';
import { emailSchema, idSchema, newPasswordSchema, passwordSchema } from '../shared-schemas';
import { nameSchema, oneTimeTokenSchema } from './schemas';

/**
 * Account settings (issue 30): the name keeps sign-up's rule; changing the e-mail or the password asks for the
 * current password. A file of its own, so only the settings page loads these, not every page that signs in.
 */
export const changeNameInputSchema = z.object({ name: nameSchema });
export const requestEmailChangeInputSchema = z.object({ newEmail: emailSchema, currentPassword: passwordSchema });
export const confirmEmailChangeInputSchema = z.object({ token: oneTimeTokenSchema });
export const changePasswordInputSchema = z.object({ currentPassword: passwordSchema, newPassword: newPasswordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export const sessionIdInputSchema = z.object({ id: idSchema });

/** One signed-in device as the settings page lists it: the browser and system read from its user agent (null when unknown). */
export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.date(),
  /** When the session was last used, to within an hour (its use is written at most hourly, decision 002). */
  lastSeenAt: z.date(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

