import { ACCESS } from '#contract/admin-auth/access';
import { dashboardOverviewSchema } from '#contract/admin-dashboard/schemas';
import { adminProcedure, router } from '../../trpc/init';
import { getDashboardOverview } from './get-overview';

export const adminDashboardRouter = router({
  /** Every admin has a dashboard; it answers only the parts their role may see (DASHBOARD_SECTION_ACCESS). */
  overview: adminProcedure
    .meta({ admins: ACCESS.everyAdmin })
    .output(dashboardOverviewSchema)
    .query(({ ctx }) => getDashboardOverview(ctx.deps, ctx.admin.role)),
});
