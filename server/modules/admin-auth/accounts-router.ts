import { z } from 'zod';
import { ACCESS } from '#contract/admin-auth/access';
import { ADMIN_SESSION_COOKIE } from '../../trpc/context';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import {
  acceptInvitationInputSchema,
  acceptInvitationOutputSchema,
  adminAccountsSchema,
  adminIdInputSchema,
  adminInvitationSchema,
  changeAdminRoleInputSchema,
  changeOwnPasswordInputSchema,
  invitationPreviewSchema,
  invitationTokenInputSchema,
  inviteAdminInputSchema,
  ownAdminSessionSchema,
  regenerateRecoveryCodesInputSchema,
  sessionsEndedSchema,
} from '#contract/admin-accounts/schemas';
import { idSchema } from '#contract/shared-schemas';
import { acceptInvitation } from './accept-invitation';
import { changeAdminRole } from './change-admin-role';
import { changeOwnPassword } from './change-own-password';
import { disableAdmin } from './disable-admin';
import { enableAdmin } from './enable-admin';
import { endOtherAdminSessions } from './end-other-sessions';
import { endOwnAdminSession } from './end-own-session';
import { inviteAdmin } from './invite-admin';
import { listAdminAccounts } from './list-admin-accounts';
import { listOwnAdminSessions } from './own-admin-sessions';
import { readInvitation } from './read-invitation';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import { revokeInvitation } from './revoke-invitation';

const ok = z.object({ ok: z.literal(true) });

/**
 * The owner manages admins (decision 051): these procedures are the owner's alone. Opening and
 * accepting an invitation is signed out: the mailed link is the credential.
 */
const ownerOnly = adminProcedure.meta({ admins: ACCESS.ownerOnly });
export const adminAccountsRouter = router({
  list: ownerOnly.output(adminAccountsSchema).query(({ ctx }) => listAdminAccounts(ctx.deps, ctx.admin)),
  invite: ownerOnly
    .input(inviteAdminInputSchema)
    .output(adminInvitationSchema)
    .mutation(({ ctx, input }) => inviteAdmin(ctx.deps, { actor: ctx.admin, ...input })),
  revokeInvitation: ownerOnly
    .input(adminIdInputSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.deps, { actor: ctx.admin, id: input.id });
      return { ok: true as const };
    }),
  changeRole: ownerOnly
    .input(changeAdminRoleInputSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await changeAdminRole(ctx.deps, { actor: ctx.admin, ...input });
      return { ok: true as const };
    }),
  disable: ownerOnly
    .input(adminIdInputSchema)
    .output(sessionsEndedSchema)
    .mutation(({ ctx, input }) => disableAdmin(ctx.deps, { actor: ctx.admin, id: input.id })),
  enable: ownerOnly
    .input(adminIdInputSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await enableAdmin(ctx.deps, { actor: ctx.admin, id: input.id });
      return { ok: true as const };
    }),
  invitation: publicProcedure
    .input(invitationTokenInputSchema)
    .output(invitationPreviewSchema)
    .use(rateLimit(RATE_LIMITS.adminInvitationPerIp))
    .query(({ ctx, input }) => readInvitation(ctx.deps, input.token)),
  /** Sets the pending-enrolment cookie, as a password sign-in where a second factor is due does: enrolment comes next. */
  acceptInvitation: publicProcedure
    .input(acceptInvitationInputSchema)
    .output(acceptInvitationOutputSchema)
    .use(rateLimit(RATE_LIMITS.adminInvitationPerIp))
    .mutation(async ({ ctx, input }) => {
      const { admin, ticket } = await acceptInvitation(ctx.deps, input);
      ctx.request.cookies.set(ADMIN_SESSION_COOKIE, ticket.token, { expires: ticket.expiresAt });
      return { enrolmentRequired: true as const, email: admin.email };
    }),
});

/** Every admin's own account (decision 051): password, recovery codes and sessions. */
const everyAdmin = adminProcedure.meta({ admins: ACCESS.everyAdmin });
export const myAdminAccountRouter = router({
  changePassword: everyAdmin
    .input(changeOwnPasswordInputSchema)
    .output(sessionsEndedSchema)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.deps, { admin: ctx.admin, session: ctx.adminSession, ...input })),
  regenerateRecoveryCodes: everyAdmin
    .input(regenerateRecoveryCodesInputSchema)
    .output(z.object({ recoveryCodes: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => ({ recoveryCodes: await regenerateRecoveryCodes(ctx.deps, { admin: ctx.admin, code: input.code }) })),
  sessions: everyAdmin.output(z.array(ownAdminSessionSchema)).query(({ ctx }) => listOwnAdminSessions(ctx.deps, { adminId: ctx.admin.id, sessionId: ctx.adminSession.id })),
  endSession: everyAdmin
    .input(z.object({ id: idSchema }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await endOwnAdminSession(ctx.deps, { adminId: ctx.admin.id, id: input.id });
      return { ok: true as const };
    }),
  endOtherSessions: everyAdmin.output(sessionsEndedSchema).mutation(({ ctx }) => endOtherAdminSessions(ctx.deps, { adminId: ctx.admin.id, sessionId: ctx.adminSession.id })),
});
