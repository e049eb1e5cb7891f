import { z } from 'zod';
import { emailSchema, idSchema, passwordSchema } from '../shared-schemas';
import { adminRoleSchema } from '../admin-auth/roles';
import { totpCodeSchema } from '../admin-auth/schemas';
import { MIN_ADMIN_PASSWORD_LENGTH } from './rules';
import { activeSessionSchema } from '../auth/settings-schemas';

/** A new admin password (an invitation's, a change's): the length rule worded from its number. */
export const newAdminPasswordSchema = passwordSchema.refine((password) => password.length >= MIN_ADMIN_PASSWORD_LENGTH, `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);

export const ADMIN_STATUSES = ['active', 'disabled'] as const;

/** An admin as the owner's Admins screen lists them. */
export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  status: z.enum(ADMIN_STATUSES),
  twoFactor: z.boolean(),
  /** Null before a first sign-in (or before this was recorded). */
  lastSignInAt: z.date().nullable(),
  createdAt: z.date(),
  /** The admin asking: they cannot change their own role or disable themselves. */
  you: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** An invitation not yet accepted (an expired one stays listed, to be sent again or revoked). */
export const adminInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: adminRoleSchema,
  invitedAt: z.date(),
  expiresAt: z.date(),
  expired: z.boolean(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const adminAccountsSchema = z.object({ admins: z.array(adminAccountSchema), invitations: z.array(adminInvitationSchema) });

export const inviteAdminInputSchema = z.object({ email: emailSchema, role: adminRoleSchema });
export const changeAdminRoleInputSchema = z.object({ id: idSchema, role: adminRoleSchema });
export const adminIdInputSchema = z.object({ id: idSchema });

/** The invitation link's token, as mailed (URL-safe base64). */
const invitationTokenSchema = z.string().min(1).max(200);
export const invitationTokenInputSchema = z.object({ token: invitationTokenSchema });
export const acceptInvitationInputSchema = z.object({ token: invitationTokenSchema, password: newAdminPasswordSchema });

/** What the invitation page shows before the password is set. */
export const invitationPreviewSchema = z.object({ email: z.string(), role: adminRoleSchema, expiresAt: z.date() });

/** Accepting always leads to enrolment: the cookie then opens the enrolment procedures only. */
export const acceptInvitationOutputSchema = z.object({ enrolmentRequired: z.literal(true), email: z.string() });

export const changeOwnPasswordInputSchema = z.object({ currentPassword: passwordSchema, newPassword: newAdminPasswordSchema });
export const regenerateRecoveryCodesInputSchema = z.object({ code: totpCodeSchema });

/** One of the admin's own sessions, listed as a person's devices are (the session's use is written at most every 5 minutes, admin-sessions.ts). */
export const ownAdminSessionSchema = activeSessionSchema;
export type OwnAdminSession = z.infer<typeof ownAdminSessionSchema>;

export const sessionsEndedSchema = z.object({ sessionsEnded: z.number().int() });
