import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { auditPageSchema, listAuditInputSchema } from '#contract/audit/schemas';
import { listAudit } from './list-audit';

export const adminAuditRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(listAuditInputSchema)
    .output(auditPageSchema)
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
});
