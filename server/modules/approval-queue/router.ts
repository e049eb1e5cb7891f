import { ACCESS } from '#contract/admin-auth/access';
import { z } from 'zod';
import { ANY_APPROVER, approvalStateSchema, approvalThresholdsSchema, approvalViewSchema, decideApprovalInputSchema, listApprovalsInputSchema } from '#contract/approvals/rules';
import { adminProcedure, router } from '../../trpc/init';
import { approveRequest, rejectRequest } from './decide-approval';
import { listApprovals } from './list-approvals';
import { approvalState, updateThresholds } from '../approvals';

const decided = z.object({ status: z.enum(['approved', 'rejected']) });

/**
 * Two-admin approval (decision 048). The queue is open to every role that approves some kind;
 * deciding one checks the kind's roles (a credit: finance; a promo code: content or finance; the
 * owner always). The thresholds are the owner's.
 */
export const adminApprovalsRouter = router({
  list: adminProcedure
    .meta({ admins: ANY_APPROVER })
    .input(listApprovalsInputSchema)
    .output(z.array(approvalViewSchema))
    .query(({ ctx, input }) => listApprovals(ctx.deps, { status: input.status, viewer: ctx.admin })),
  approve: adminProcedure
    .meta({ admins: ANY_APPROVER })
    .input(decideApprovalInputSchema)
    .output(decided)
    .mutation(({ ctx, input }) => approveRequest(ctx.deps, { ...input, adminId: ctx.admin.id, role: ctx.admin.role })),
  reject: adminProcedure
    .meta({ admins: ANY_APPROVER })
    .input(decideApprovalInputSchema)
    .output(decided)
    .mutation(({ ctx, input }) => rejectRequest(ctx.deps, { ...input, adminId: ctx.admin.id, role: ctx.admin.role })),
  /** The queue's count, the thresholds and which are off: the navigation badge and the dashboard's warning read it. */
  state: adminProcedure.meta({ admins: ACCESS.everyAdmin }).output(approvalStateSchema).query(({ ctx }) => approvalState(ctx.deps)),
  updateThresholds: adminProcedure
    .meta({ admins: ACCESS.ownerOnly })
    .input(approvalThresholdsSchema)
    .output(approvalStateSchema)
    .mutation(({ ctx, input }) => updateThresholds(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
