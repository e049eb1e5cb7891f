import { useState } from 'react';
import { getRouteApi, Link, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { mayCall } from '#contract/admin-auth/roles';
import { Button } from '#kit/ui/button';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatCount } from '#kit/lib/format';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { TwoAdminOffWarning } from '../approvals';
import { ADMIN_TAB_GROUPS, ADMIN_TABS, type AdminTab, type AdminTabGroup, type TabBadge } from './admin-tabs';
import { ROLE_NAMES, RoleRequired } from './role-required';
import { useDashboardOverview, waitingIn } from './use-overview';

const routeApi = getRouteApi('/_dashboard');

const LINK =
  'relative flex items-center justify-between gap-2 rounded-md px-3 py-1 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-400';
const ACTIVE = { className: '!bg-slate-800 !text-white shadow-[inset_3px_0_0_var(--color-indigo-400)]' };

const GROUPS = Object.keys(ADMIN_TAB_GROUPS) as AdminTabGroup[];

/**
 * The signed-in admin's frame: a left sidebar with the grouped sections from 1024 px; below, the
 * groups side by side under the header (tablets) or behind a Menu button (phones), so every section
 * is reachable without scrolling sideways. Badges are the dashboard's queue counts and the requests
 * waiting for a second admin. Only the tabs the admin's role may open are shown; a screen opened by
 * its address that the role may not use says which role it needs (decision 046).
 */
export function DashboardLayout() {
  const { admin } = routeApi.useRouteContext();
  const router = useRouter();
  const toasts = useToast();
  const utils = trpc.useUtils();
  const overview = useDashboardOverview();
  const approvals = trpc.approvals.state.useQuery();
  const [menuOpen, setMenuOpen] = useState(false);
  const tabs = ADMIN_TABS.filter((tab) => mayCall(admin.role, tab.access));
  const { pathname } = useLocation();
  const closedTab = ADMIN_TABS.find((tab) => (pathname === tab.to || pathname.startsWith(`${tab.to}/`)) && !mayCall(admin.role, tab.access));
  const waiting = (badge: readonly TabBadge[]) =>
    waitingIn(overview.data, badge.filter((queue) => queue !== 'approvals')) + (badge.includes('approvals') ? (approvals.data?.pendingCount ?? 0) : 0);

  const signOut = trpc.adminAuth.signOut.useMutation({
    meta: { signsOut: true },
    onSuccess: async () => {
      utils.adminAuth.session.setData(undefined, null);
      await router.navigate({ to: '/login', replace: true });
      router.options.context.queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== JSON.stringify(['adminAuth', 'session']) });
    },
    onError: (error) => toasts.error(messageFor(error, m['layout.header.logout-failed']())),
  });

  const tabLink = (tab: Pick<AdminTab, 'to' | 'label' | 'badge'> | { to: '/'; label: () => string; badge?: undefined }) => {
    const count = tab.badge ? waiting(tab.badge) : 0;
    return (
      <Link to={tab.to} className={LINK} activeProps={ACTIVE} activeOptions={{ exact: tab.to === '/' }} onClick={() => setMenuOpen(false)}>
        <span>{tab.label()}</span>{' '}
        {count > 0 ? (
          <span data-testid={`${tab.to.slice(1)}-badge`} className="rounded-full bg-indigo-500 px-2 py-0.5 text-xs font-semibold tabular-nums text-white">
            <span aria-hidden="true">{formatCount(count)}</span>
            <span className="sr-only">{m['layout.nav.waiting']({ count })}</span>
          </span>
        ) : null}
      </Link>
    );
  };

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow">
        {m['layout.skip-to-content']()}
      </a>
      <header className="bg-slate-900 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:overflow-y-auto">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 lg:flex-col lg:items-stretch">
          <div className="flex items-center gap-3">
            <div aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-500 font-bold">
              ₹
            </div>
            <div>
              <h1 className="text-base font-semibold leading-tight">{m['layout.header.title']()}</h1>
              {overview.data?.users ? (
                <p className="text-xs text-slate-300" aria-live="polite">
                  {m['layout.header.total-users']()}{' '}
                  <strong className="font-semibold text-white" data-testid="total-users">
                    {formatCount(overview.data.users.total)}
                  </strong>
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-2 lg:justify-between">
            <span className="hidden min-w-0 truncate text-xs text-slate-300 sm:inline" title={admin.email}>
              {admin.email}
            </span>
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
            <Button
              size="sm"
              variant="secondary"
              className="!border-slate-600 !bg-slate-800 !text-white hover:!bg-slate-700 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {m['layout.nav.menu']()}
            </Button>
          </div>
        </div>
        <nav
          id="admin-nav"
          aria-label={m['layout.nav.label']()}
          className={`${menuOpen ? 'grid' : 'hidden'} grid-cols-2 gap-x-2 gap-y-3 border-t border-slate-800 px-2 pb-3 pt-2 sm:grid-cols-3 md:grid md:grid-cols-6 lg:flex lg:flex-col lg:gap-2 lg:border-t-0`}
        >
          <ul className="col-span-full md:col-span-1">
            <li>{tabLink({ to: '/', label: m['layout.nav.dashboard'] })}</li>
          </ul>
          {GROUPS.filter((group) => tabs.some((tab) => tab.group === group)).map((group) => (
            <div key={group}>
              <h2 id={`admin-nav-${group}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
                {ADMIN_TAB_GROUPS[group]()}
              </h2>
              <ul aria-labelledby={`admin-nav-${group}`}>
                {tabs.filter((tab) => tab.group === group).map((tab) => (
                  <li key={tab.to}>{tabLink(tab)}</li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </header>
      <main id="admin-main" className="mx-auto w-full min-w-0 max-w-7xl px-4 py-6 sm:px-6">
        <TwoAdminOffWarning state={approvals.data} />
        {closedTab ? <RoleRequired access={closedTab.access} role={admin.role} /> : <Outlet />}
      </main>
    </div>
  );
}
