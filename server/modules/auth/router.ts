import { z } from 'zod';
import { refuse } from '#contract/errors';
import { SESSION_COOKIE } from '../../trpc/context';
import { deviceIdOf } from '../../trpc/device-cookie';
import { isLocale, LOCALE_COOKIE } from '#contract/i18n/locales';
import { publicProcedure, router, userProcedure } from '../../trpc/init';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { changeName } from './change-name';
import { changePassword } from './change-password';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { listSessions, revokeOtherSessions, revokeOwnSession } from './session-list';
import {
  activeSessionSchema,
  changeNameInputSchema,
  changePasswordInputSchema,
  confirmEmailChangeInputSchema,
  requestEmailChangeInputSchema,
  sessionIdInputSchema,
} from '#contract/auth/settings-schemas';
import {
  currentUserSchema,
  MESSAGES,
  messageOutputSchema,
  registerInputSchema,
  registerOutputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  verifyEmailInputSchema,
} from '#contract/auth/schemas';
import { revokeAllUserSessions, revokeSession } from './sessions';
import { signInUser } from './sign-in-user';
import { toCurrentUser } from './to-current-user';
import { verifyEmail } from './verify-email';

export const authRouter = router({
  /** The signed-in user, or null for a visitor (the SPA's session probe never errors). */
  session: publicProcedure.output(currentUserSchema.nullable()).query(({ ctx }) => (ctx.user ? toCurrentUser(ctx.deps, ctx.user) : null)),

  me: userProcedure.output(currentUserSchema).query(({ ctx }) => toCurrentUser(ctx.deps, ctx.user)),

  register: publicProcedure
    .input(registerInputSchema)
    .output(registerOutputSchema)
    .use(rateLimit(RATE_LIMITS.signUpPerIp))
    .mutation(async ({ ctx, input }) => {
      const device = deviceIdOf(ctx.request.cookies);
      const { user, token, expiresAt } = await registerUser(ctx.deps, { ...input, locale: ctx.request.locale, ip: ctx.request.ip, deviceId: device.id, userAgent: ctx.request.userAgent });
      device.remember(ctx.deps.clock.now());
      const currentUser = await toCurrentUser(ctx.deps, user);
      if (ctx.request.client === 'api') return { message: MESSAGES.registered, user: currentUser, token };
      ctx.request.cookies.set(SESSION_COOKIE, token, { expires: expiresAt });
      return { message: MESSAGES.registered, user: currentUser };
    }),

  signIn: publicProcedure
    .input(signInInputSchema)
    .output(z.object({ user: currentUserSchema, token: z.string().optional() }))
    .use(rateLimit(RATE_LIMITS.signInPerIp, RATE_LIMITS.signInPerEmail))
    .mutation(async ({ ctx, input }) => {
      const chosen = ctx.request.cookies.get(LOCALE_COOKIE);
      const device = deviceIdOf(ctx.request.cookies);
      const { token, expiresAt, user } = await signInUser(ctx.deps, { ...input, userAgent: ctx.request.userAgent, chosenLocale: isLocale(chosen) ? chosen : undefined, deviceId: device.id });
      device.remember(ctx.deps.clock.now());
      const currentUser = await toCurrentUser(ctx.deps, user);
      if (ctx.request.client === 'api') return { user: currentUser, token };
      ctx.request.cookies.set(SESSION_COOKIE, token, { expires: expiresAt });
      return { user: currentUser };
    }),

  signOut: userProcedure.output(messageOutputSchema).mutation(async ({ ctx }) => {
    await revokeSession(ctx.deps, ctx.session.id);
    ctx.request.cookies.clear(SESSION_COOKIE);
    return { message: MESSAGES.signedOut };
  }),

  signOutEverywhere: userProcedure.output(messageOutputSchema).mutation(async ({ ctx }) => {
    await revokeAllUserSessions(ctx.deps, ctx.user.id);
    ctx.request.cookies.clear(SESSION_COOKIE);
    return { message: MESSAGES.signedOutEverywhere };
  }),

  /** The signed-in devices of this account (issue 30), this one first. */
  sessions: userProcedure.output(z.array(activeSessionSchema)).query(({ ctx }) => listSessions(ctx.deps, { userId: ctx.user.id, sessionId: ctx.session.id })),

  signOutOthers: userProcedure.output(messageOutputSchema.extend({ ended: z.number().int() })).mutation(async ({ ctx }) => ({
    message: MESSAGES.signedOutOthers,
    ended: await revokeOtherSessions(ctx.deps, { userId: ctx.user.id, sessionId: ctx.session.id }),
  })),

  /** One other device; this one signs out with signOut. */
  signOutSession: userProcedure
    .input(sessionIdInputSchema)
    .output(messageOutputSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.session.id) throw refuse('auth.session-not-found');
      await revokeOwnSession(ctx.deps, { userId: ctx.user.id, id: input.id });
      return { message: MESSAGES.signedOut };
    }),

  changeName: userProcedure.input(changeNameInputSchema).output(messageOutputSchema).mutation(({ ctx, input }) => changeName(ctx.deps, { userId: ctx.user.id, name: input.name })),

  changePassword: userProcedure
    .input(changePasswordInputSchema)
    .output(messageOutputSchema.extend({ ended: z.number().int() }))
    .use(rateLimit(RATE_LIMITS.passwordCheckPerUser))
    .mutation(async ({ ctx, input }) => {
      const { message, endedSessions } = await changePassword(ctx.deps, { ...input, userId: ctx.user.id, sessionId: ctx.session.id });
      return { message, ended: endedSessions };
    }),

  requestEmailChange: userProcedure
    .input(requestEmailChangeInputSchema)
    .output(messageOutputSchema)
    .use(rateLimit(RATE_LIMITS.passwordCheckPerUser, RATE_LIMITS.emailChangePerUser))
    .mutation(({ ctx, input }) => requestEmailChange(ctx.deps, { ...input, userId: ctx.user.id })),

  /** Opened from the link mailed to the new address: the link is the proof, no session needed. */
  confirmEmailChange: publicProcedure
    .input(confirmEmailChangeInputSchema)
    .output(messageOutputSchema)
    .use(rateLimit(RATE_LIMITS.passwordResetPerIp))
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.deps, input)),

  verifyEmail: publicProcedure.input(verifyEmailInputSchema).output(messageOutputSchema).mutation(({ ctx, input }) => verifyEmail(ctx.deps, input)),

  resendVerification: userProcedure
    .output(messageOutputSchema)
    .use(rateLimit(RATE_LIMITS.verificationMailPerUser))
    .mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user)),

  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInputSchema)
    .output(messageOutputSchema)
    .use(rateLimit(RATE_LIMITS.passwordResetPerIp, RATE_LIMITS.passwordResetPerEmail))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input)),

  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .output(messageOutputSchema)
    .use(rateLimit(RATE_LIMITS.passwordResetPerIp))
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input)),
});
