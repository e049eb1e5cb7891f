import { getRouteApi, Link, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { ACCESS } from '#contract/admin-auth/access';
import { mayCall } from '#contract/admin-auth/roles';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatCount } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { TwoAdminOffWarning } from '../approvals';
import { usePendingRedeemCount } from '../redeem-requests';
import { ADMIN_TABS, type TabCounter } from './admin-tabs';
import { ROLE_NAMES, RoleRequired } from './role-required';

const routeApi = getRouteApi('/_dashboard');

export function DashboardLayout() {
  const { admin } = routeApi.useRouteContext();
  const router = useRouter();
  const toasts = useToast();
  const utils = trpc.useUtils();
  const stats = trpc.adminAuth.dashboard.useQuery();
  const pendingRedeemRequests = usePendingRedeemCount(mayCall(admin.role, ACCESS.money));
  // Only the tabs the admin's role may open; a screen opened by its address that the role may not use says so.
  const tabs = ADMIN_TABS.filter((tab) => mayCall(admin.role, tab.access));
  const { pathname } = useLocation();
  const closedTab = ADMIN_TABS.find((tab) => (pathname === tab.to || pathname.startsWith(`${tab.to}/`)) && !mayCall(admin.role, tab.access));
  const approvals = trpc.approvals.state.useQuery();
  const counts: Record<TabCounter, number | undefined> = { unreadContacts: stats.data?.unreadContacts, pendingRedeemRequests, pendingApprovals: approvals.data?.pendingCount };

  const signOut = trpc.adminAuth.signOut.useMutation({
    onSuccess: async () => {
      utils.adminAuth.session.setData(undefined, null);
      await router.navigate({ to: '/login', replace: true });
      router.options.context.queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== JSON.stringify(['adminAuth', 'session']) });
    },
    onError: (error) => toasts.error(messageFor(error, m['layout.header.logout-failed']())),
  });

  return (
    <div className="min-h-dvh bg-slate-100">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow">
        {m['layout.skip-to-content']()}
      </a>
      <header className="border-b border-slate-800 bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-3">
            <div aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-indigo-500 font-bold">
              ₹
            </div>
            <div>
              <h1 className="text-lg font-semibold leading-tight">{m['layout.header.title']()}</h1>
              <p className="text-sm text-slate-300" aria-live="polite">
                {m['layout.header.total-users']()}{' '}
                <strong className="font-semibold text-white" data-testid="total-users">
                  {stats.data ? formatCount(stats.data.totalUsers) : '…'}
                </strong>
              </p>
            </div>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-slate-300 sm:inline">{admin.email}</span>
            <span data-testid="admin-role" className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-medium text-slate-200 ring-1 ring-inset ring-slate-600">
              {m['layout.header.role']({ role: ROLE_NAMES[admin.role]() })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              className="!border-slate-600 !bg-slate-800 !text-white hover:!bg-slate-700"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
            >
              {signOut.isPending ? m['layout.header.logging-out']() : m['layout.header.logout']()}
            </Button>
          </div>
        </div>
        <nav aria-label={m['layout.nav.label']()} className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex min-w-max gap-1">
            {tabs.map((tab) => {
              const count = tab.badge ? (counts[tab.badge.count] ?? 0) : 0;
              return (
                <li key={tab.to}>
                  {/* `relative` keeps the badge's sr-only text inside the scrolling nav: no page-wide overflow on phones. */}
                  <Link
                    to={tab.to}
                    className="relative flex items-center gap-2 rounded-t-md border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-400"
                    activeProps={{ className: '!border-indigo-400 !text-white bg-slate-800' }}
                  >
                    {tab.label()}{' '}
                    {tab.badge && count > 0 ? (
                      <span data-testid={`${tab.to.slice(1)}-badge`} className="rounded-full bg-indigo-500 px-2 py-0.5 text-xs font-semibold text-white">
                        <span aria-hidden="true">{count}</span>
                        <span className="sr-only">{tab.badge.describe(count)}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="admin-main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <TwoAdminOffWarning state={approvals.data} />
        {closedTab ? <RoleRequired access={closedTab.access} role={admin.role} /> : <Outlet />}
      </main>
    </div>
  );
}
