import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { listOutbox } from './list-outbox';
import { outboxListInputSchema, outboxMailSchema } from '#contract/mail/schemas';

export const adminOutboxRouter = router({
  list: adminProcedure
    .input(outboxListInputSchema)
    .output(z.object({ mails: z.array(outboxMailSchema), total: z.number().int() }))
    .query(({ ctx, input }) => listOutbox(ctx.deps, input)),
});
