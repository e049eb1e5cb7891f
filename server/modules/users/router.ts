import { z } from 'zod';
import { auditPageSchema } from '#contract/audit/schemas';
import { historyOutputSchema } from '#contract/wallet/schemas';
import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { listAudit } from '../audit';
import { listHistory } from '../wallet';
import { listUsers } from './list-users';
import { adminUserSchema, listUsersInputSchema, toggleUserBlockInputSchema } from '#contract/users/schemas';
import {
  addUserNoteInputSchema,
  endUserSessionInputSchema,
  userAppealsSchema,
  userBlocksSchema,
  userNotesSchema,
  userOfferwallCreditsSchema,
  userOrdersSchema,
  userPageInputSchema,
  userProfileSchema,
  userReferralsSchema,
  userSectionInputSchema,
  userSessionsSchema,
  userTasksSchema,
  userVipOrdersSchema,
  userWithdrawalsSchema,
} from '#contract/users/user-page-schemas';
import { toggleUserBlock } from './toggle-user-block';
import { endAllUserSessions, endUserSession } from './end-user-sessions';
import { addUserNote, listUserNotes } from './user-notes';
import {
  getUserProfile,
  listUserAppeals,
  listUserBlocks,
  listUserOfferwallCredits,
  listUserOrders,
  listUserReferrals,
  listUserSessions,
  listUserTasks,
  listUserVipOrders,
  listUserWithdrawals,
} from './user-page';


/** One section of a user's page: a page of its items, read by the page's readers. */
const userSection = adminProcedure.meta({ admins: ACCESS.usersRead }).input(userSectionInputSchema);

export const adminUsersRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.usersRead })
    .input(listUsersInputSchema)
    .output(z.object({ users: z.array(adminUserSchema), matching: z.number().int(), totalUsers: z.number().int(), page: z.number().int(), pageSize: z.number().int() }))
    .query(({ ctx, input }) => listUsers(ctx.deps, input)),
  // Support blocks with a reason (the role spec); only a REST call (the original's body-less one, decision 048) may leave it out.
  toggleBlock: adminProcedure
    .meta({ admins: ACCESS.support })
    .input(toggleUserBlockInputSchema)
    .output(adminUserSchema)
    .mutation(({ ctx, input }) => toggleUserBlock(ctx.deps, { id: input.id, adminId: ctx.admin.id, reason: input.reason, legacyWithoutReason: ctx.request.client === 'api' })),
  profile: adminProcedure
    .meta({ admins: ACCESS.usersRead })
    .input(userPageInputSchema)
    .output(userProfileSchema)
    .query(({ ctx, input }) => getUserProfile(ctx.deps, input.id)),
  ledger: userSection.output(historyOutputSchema).query(({ ctx, input }) => listHistory(ctx.deps, { userId: input.id, page: input.page, pageSize: input.pageSize })),
  orders: userSection.output(userOrdersSchema).query(({ ctx, input }) => listUserOrders(ctx.deps, input)),
  withdrawals: userSection.output(userWithdrawalsSchema).query(({ ctx, input }) => listUserWithdrawals(ctx.deps, input)),
  referrals: userSection.output(userReferralsSchema).query(({ ctx, input }) => listUserReferrals(ctx.deps, input)),
  tasks: userSection.output(userTasksSchema).query(({ ctx, input }) => listUserTasks(ctx.deps, input)),
  offerwallCredits: userSection.output(userOfferwallCreditsSchema).query(({ ctx, input }) => listUserOfferwallCredits(ctx.deps, input)),
  vipOrders: userSection.output(userVipOrdersSchema).query(({ ctx, input }) => listUserVipOrders(ctx.deps, input)),
  appeals: userSection.output(userAppealsSchema).query(({ ctx, input }) => listUserAppeals(ctx.deps, input)),
  sessions: userSection.output(userSessionsSchema).query(({ ctx, input }) => listUserSessions(ctx.deps, input)),
  blocks: userSection.output(userBlocksSchema).query(({ ctx, input }) => listUserBlocks(ctx.deps, input)),
  notes: userSection.output(userNotesSchema).query(({ ctx, input }) => listUserNotes(ctx.deps, input)),
  /** The audit entries about the user: the audit log, filtered to them. */
  audit: userSection.output(auditPageSchema).query(({ ctx, input }) => listAudit(ctx.deps, { page: input.page, pageSize: input.pageSize, targetType: 'user', targetId: input.id })),
  addNote: adminProcedure
    .meta({ admins: ACCESS.usersRead })
    .input(addUserNoteInputSchema)
    .output(z.object({ id: z.string(), createdAt: z.date() }))
    .mutation(({ ctx, input }) => addUserNote(ctx.deps, { ...input, adminId: ctx.admin.id })),
  endSession: adminProcedure
    .meta({ admins: ACCESS.support })
    .input(endUserSessionInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await endUserSession(ctx.deps, { ...input, adminId: ctx.admin.id });
      return { ok: true as const };
    }),
  endAllSessions: adminProcedure
    .meta({ admins: ACCESS.support })
    .input(userPageInputSchema)
    .output(z.object({ ended: z.number().int() }))
    .mutation(({ ctx, input }) => endAllUserSessions(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
