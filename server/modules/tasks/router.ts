import { z } from 'zod';
import { adminProcedure, publicProcedure, router, userProcedure, verifiedUserProcedure } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { requireCapability } from '../../trpc/require-capability';
import { RATE_LIMITS } from '../rate-limit';
import { approveSubmission } from './approve-submission';
import { bulkApproveSubmissions } from './bulk-approve-submissions';
import { getMySubmission } from './get-my-submission';
import { getTask } from './get-task';
import { listAdminTasks } from './list-admin-tasks';
import { listMySubmissions } from './list-my-submissions';
import { listOpenTasks } from './list-open-tasks';
import { listTaskSubmissions } from './list-task-submissions';
import { rejectSubmission } from './reject-submission';
import { saveTask } from './save-task';
import {
  adminTaskSchema,
  adminTaskSubmissionSchema,
  bulkApproveInputSchema,
  bulkApproveOutputSchema,
  listAdminTasksInputSchema,
  listTaskSubmissionsInputSchema,
  mySubmissionsInputSchema,
  publicTaskSchema,
  rejectSubmissionInputSchema,
  submissionIdInputSchema,
  submitTaskInputSchema,
  taskIdInputSchema,
  taskInputSchema,
  taskSubmissionSchema,
  updateTaskInputSchema,
} from '#contract/tasks/schemas';
import { submitTask } from './submit-task';

const tasksOn = requireCapability('tasks');

/** `/task` (issue 18): open tasks for anyone, submitting and one's own submissions signed in; only while tasks are on. */
export const tasksRouter = router({
  list: publicProcedure
    .use(tasksOn)
    .output(z.object({ tasks: z.array(publicTaskSchema) }))
    .query(async ({ ctx }) => ({ tasks: await listOpenTasks(ctx.deps, { userId: ctx.user?.id ?? null }) })),
  get: publicProcedure.use(tasksOn).input(taskIdInputSchema).output(publicTaskSchema).query(({ ctx, input }) => getTask(ctx.deps, { id: input.id, userId: ctx.user?.id ?? null })),
  // Earning needs a confirmed address, like the games.
  submit: verifiedUserProcedure
    .use(tasksOn)
    .input(submitTaskInputSchema)
    .output(taskSubmissionSchema)
    .use(rateLimit(RATE_LIMITS.taskSubmissionPerUser))
    .mutation(({ ctx, input }) => submitTask(ctx.deps, { ...input, userId: ctx.user.id })),
  mySubmissions: userProcedure
    .use(tasksOn)
    .input(mySubmissionsInputSchema)
    .output(z.object({ submissions: z.array(taskSubmissionSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listMySubmissions(ctx.deps, { ...input, userId: ctx.user.id })),
  submission: userProcedure.use(tasksOn).input(submissionIdInputSchema).output(taskSubmissionSchema).query(({ ctx, input }) => getMySubmission(ctx.deps, { id: input.id, userId: ctx.user.id })),
});

/** The admin's Tasks tab: tasks and the review queue; every change audited. */
export const adminTasksRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.tasksRead })
    .input(listAdminTasksInputSchema)
    .output(z.object({ tasks: z.array(adminTaskSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listAdminTasks(ctx.deps, input)),
  create: adminProcedure.meta({ admins: ACCESS.content }).input(taskInputSchema).output(adminTaskSchema).mutation(({ ctx, input }) => saveTask(ctx.deps, { ...input, adminId: ctx.admin.id })),
  update: adminProcedure.meta({ admins: ACCESS.content }).input(updateTaskInputSchema).output(adminTaskSchema).mutation(({ ctx, input }) => saveTask(ctx.deps, { ...input, adminId: ctx.admin.id })),
  submissions: adminProcedure.meta({ admins: ACCESS.support })
    .input(listTaskSubmissionsInputSchema)
    .output(z.object({ submissions: z.array(adminTaskSubmissionSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listTaskSubmissions(ctx.deps, input)),
  approve: adminProcedure.meta({ admins: ACCESS.support }).input(submissionIdInputSchema).output(adminTaskSubmissionSchema).mutation(({ ctx, input }) => approveSubmission(ctx.deps, { ...input, adminId: ctx.admin.id })),
  bulkApprove: adminProcedure.meta({ admins: ACCESS.support }).input(bulkApproveInputSchema).output(bulkApproveOutputSchema).mutation(({ ctx, input }) => bulkApproveSubmissions(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reject: adminProcedure.meta({ admins: ACCESS.support }).input(rejectSubmissionInputSchema).output(adminTaskSubmissionSchema).mutation(({ ctx, input }) => rejectSubmission(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
