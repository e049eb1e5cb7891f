import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';

/** Every screen but /login needs a signed-in admin; the session check goes through the query cache. */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context, location }) => {
    const admin = await context.trpcUtils.adminAuth.session.ensureData();
    if (!admin) throw redirect({ to: '/login', search: { redirect: location.href === '/' ? undefined : location.href }, replace: true });
    return { admin };
  },
  component: DashboardLayout,
});
