import { z } from 'zod';
import { ADMIN_SESSION_COOKIE } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { enforceRateLimits } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit/rules';
import { revokeAdminSession } from './admin-sessions';
import { getDashboardStats } from './get-dashboard-stats';
import { adminSignInInputSchema, currentAdminSchema } from './schemas';
import { signInAdmin } from './sign-in-admin';

export const adminAuthRouter = router({
  session: publicProcedure.output(currentAdminSchema.nullable()).query(({ ctx }) => (ctx.admin ? { id: ctx.admin.id, email: ctx.admin.email } : null)),
  signIn: publicProcedure
    .input(adminSignInInputSchema)
    .output(z.object({ admin: currentAdminSchema, token: z.string().optional() }))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimits(ctx, [RATE_LIMITS.adminSignInPerIp, ctx.request.ip]);
      const { token, expiresAt, admin } = await signInAdmin(ctx.deps, input);
      const view = { id: admin.id, email: admin.email };
      if (ctx.request.client === 'api') return { admin: view, token };
      ctx.request.cookies.set(ADMIN_SESSION_COOKIE, token, { expires: expiresAt });
      return { admin: view };
    }),
  signOut: adminProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
    await revokeAdminSession(ctx.deps, ctx.adminSession.id);
    ctx.request.cookies.clear(ADMIN_SESSION_COOKIE);
    return { ok: true as const };
  }),
  dashboard: adminProcedure
    .output(z.object({ totalUsers: z.number().int(), unreadContacts: z.number().int() }))
    .query(({ ctx }) => getDashboardStats(ctx.deps)),
});
