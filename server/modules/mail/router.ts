import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { listOutbox } from './list-outbox';
import { outboxListInputSchema, outboxMailSchema } from '#contract/mail/schemas';

export const adminOutboxRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.support })
    .input(outboxListInputSchema)
    .output(z.object({ mails: z.array(outboxMailSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listOutbox(ctx.deps, input)),
});
