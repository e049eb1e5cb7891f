import { z } from 'zod';
import type { Admin } from '../../../db/entities';
import { AppError } from '#contract/errors';
import { ADMIN_SESSION_COOKIE, type Context } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { revokeAdminSession } from './admin-sessions';
import { beginTwoFactorEnrolment } from './begin-two-factor-enrolment';
import { confirmTwoFactorEnrolment } from './confirm-two-factor-enrolment';
import { disableTwoFactor } from './disable-two-factor';
import { issueEnrolmentTicket, resolveEnrolmentTicket } from './enrolment-tickets';
import { getTwoFactorStatus } from './get-two-factor-status';
import {
  ADMIN_MESSAGES,
  adminSignInInputSchema,
  adminSignInOutputSchema,
  confirmEnrolmentInputSchema,
  confirmEnrolmentOutputSchema,
  currentAdminSchema,
  disableTwoFactorInputSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
} from '#contract/admin-auth/schemas';
import { signInAdmin } from './sign-in-admin';

const adminView = (admin: Admin) => ({ id: admin.id, email: admin.email, role: admin.role });

/**
 * Who may enrol: a signed-in admin (adding a second factor), or the holder of a pending-enrolment
 * cookie from a password sign-in where a second factor is required. That cookie opens nothing else.
 */
async function enrollingAdmin(ctx: Context): Promise<{ admin: Admin; sessionId: string | null }> {
  if (ctx.admin && ctx.adminSession) return { admin: ctx.admin, sessionId: ctx.adminSession.id };
  const token = ctx.request.origin === 'admin' ? ctx.request.cookies.get(ADMIN_SESSION_COOKIE) : undefined;
  const admin = token ? await resolveEnrolmentTicket(ctx.deps, token) : null;
  if (!admin) throw new AppError('UNAUTHENTICATED', ADMIN_MESSAGES.enrolmentSignInRequired);
  return { admin, sessionId: null };
}

/** Authorised before the input is read, like every admin procedure: a stranger learns nothing from validation. */
const enrollingProcedure = publicProcedure.use(async ({ ctx, next }) => next({ ctx: { enrolling: await enrollingAdmin(ctx) } }));

const twoFactorRouter = router({
  status: adminProcedure.meta({ admins: ACCESS.everyAdmin }).output(twoFactorStatusSchema).query(({ ctx }) => getTwoFactorStatus(ctx.deps, ctx.admin)),
  beginEnrolment: enrollingProcedure.output(twoFactorEnrolmentSchema).mutation(({ ctx }) => beginTwoFactorEnrolment(ctx.deps, ctx.enrolling.admin)),
  confirmEnrolment: enrollingProcedure
    .input(confirmEnrolmentInputSchema)
    .output(confirmEnrolmentOutputSchema)
    .mutation(async ({ ctx, input }) => {
      const { admin, sessionId } = ctx.enrolling;
      const { recoveryCodes, session } = await confirmTwoFactorEnrolment(ctx.deps, { admin, code: input.code, currentSessionId: sessionId, userAgent: ctx.request.userAgent });
      if (session) ctx.request.cookies.set(ADMIN_SESSION_COOKIE, session.token, { expires: session.expiresAt });
      return { recoveryCodes, admin: session ? adminView(admin) : null };
    }),
  disable: adminProcedure.meta({ admins: ACCESS.everyAdmin })
    .input(disableTwoFactorInputSchema)
    .output(twoFactorStatusSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTwoFactor(ctx.deps, { admin: ctx.admin, code: input.code });
      return getTwoFactorStatus(ctx.deps, ctx.admin);
    }),
});

export const adminAuthRouter = router({
  session: publicProcedure.output(currentAdminSchema.nullable()).query(({ ctx }) => (ctx.admin ? adminView(ctx.admin) : null)),
  signIn: publicProcedure
    .input(adminSignInInputSchema)
    .output(adminSignInOutputSchema)
    .use(rateLimit(RATE_LIMITS.adminSignInPerIp))
    .mutation(async ({ ctx, input }) => {
      const result = await signInAdmin(ctx.deps, input, ctx.request.userAgent);
      if (result.kind === 'enrolment-required') {
        // Enrolment shows a QR code on the admin site; an API client cannot do it.
        if (ctx.request.client === 'api') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.enrolmentRequired);
        const ticket = await issueEnrolmentTicket(ctx.deps, result.admin);
        ctx.request.cookies.set(ADMIN_SESSION_COOKIE, ticket.token, { expires: ticket.expiresAt });
        return { enrolmentRequired: true as const, email: result.admin.email };
      }
      if (ctx.request.client === 'api') return { admin: adminView(result.admin), token: result.token };
      ctx.request.cookies.set(ADMIN_SESSION_COOKIE, result.token, { expires: result.expiresAt });
      return { admin: adminView(result.admin) };
    }),
  signOut: adminProcedure.meta({ admins: ACCESS.everyAdmin }).output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await revokeAdminSession(ctx.deps, ctx.adminSession.id);
    ctx.request.cookies.clear(ADMIN_SESSION_COOKIE);
    return { ok: true as const };
  }),
  twoFactor: twoFactorRouter,
});
