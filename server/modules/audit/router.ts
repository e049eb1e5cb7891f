import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { pageQuerySchema } from '#contract/shared-schemas';
import { listAudit } from './list-audit';

const auditEntrySchema = z.object({
  id: z.string(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});

export const adminAuditRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.ownerOnly })
    .input(pageQuerySchema)
    .output(z.object({ entries: z.array(auditEntrySchema), total: z.number().int() }))
    .query(({ ctx, input }) => listAudit(ctx.deps, input)),
});
