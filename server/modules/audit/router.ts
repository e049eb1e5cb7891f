import { adminProcedure, router } from '../../trpc/init';
import { auditPageSchema, listAuditInputSchema } from '#contract/audit/schemas';
import { listAudit } from './list-audit';

export const adminAuditRouter = router({
  list: adminProcedure
    .input(listAuditInputSchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
});
