import { ACCESS } from '#contract/admin-auth/access';
import type { AdminAccess } from '#contract/admin-auth/roles';
import type { DashboardQueue } from '#contract/admin-dashboard/schemas';
import { ANY_APPROVER } from '#contract/approvals/rules';
import { m } from '../../i18n/paraglide/messages';

/** The navigation's groups, in order (issue 31, decision 049). */
export const ADMIN_TAB_GROUPS = {
  money: m['layout.nav.group.money'],
  store: m['layout.nav.group.store'],
  growth: m['layout.nav.group.growth'],
  content: m['layout.nav.group.content'],
  system: m['layout.nav.group.system'],
} as const;
export type AdminTabGroup = keyof typeof ADMIN_TAB_GROUPS;

/** What a badge counts: a dashboard queue, or the requests waiting for a second admin (decision 048). */
export type TabBadge = DashboardQueue | 'approvals';

export interface AdminTab {
  to: '/users' | '/promo-codes' | '/games' | '/pages' | '/contacts' | '/redeem-requests' | '/ledger' | '/mail' | '/audit' | '/catalogue' | '/blog' | '/settings' | '/security' | '/rewards' | '/referrals' | '/tasks' | '/vip' | '/appeals' | '/changes' | '/approvals' | '/admins';
  group: AdminTabGroup;
  label: () => string;
  /** Who may open it: the access its screen's procedures declare (the same constant, decision 046); the layout hides the rest. */
  access: AdminAccess;
  /** The waiting items the tab's badge counts (dashboard-layout.tsx). */
  badge?: readonly TabBadge[];
}

/**
 * The dashboard's tabs, in order within their groups; a new tab is a route file under
 * routes/_dashboard/ and one line here.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { group: 'money', to: '/redeem-requests', label: m['layout.nav.redeem-requests'], access: ACCESS.money, badge: ['withdrawals'] },
  { group: 'money', to: '/approvals', label: m['approvals.nav'], access: ANY_APPROVER, badge: ['approvals'] },
  { group: 'money', to: '/users', label: m['layout.nav.users'], access: ACCESS.usersRead },
  { group: 'money', to: '/ledger', label: m['layout.nav.ledger'], access: ACCESS.money },
  { group: 'money', to: '/vip', label: m['layout.nav.vip'], access: ACCESS.money },
  { group: 'store', to: '/rewards', label: m['layout.nav.rewards'], access: ACCESS.money, badge: ['storeOrders', 'reportedCodes'] },
  { group: 'store', to: '/promo-codes', label: m['layout.nav.promo-codes'], access: ACCESS.promoCodes },
  { group: 'growth', to: '/games', label: m['layout.nav.games'], access: ACCESS.ownerOnly },
  { group: 'growth', to: '/referrals', label: m['layout.nav.referrals'], access: ACCESS.money, badge: ['flaggedReferrals'] },
  { group: 'growth', to: '/tasks', label: m['layout.nav.tasks'], access: ACCESS.tasksRead, badge: ['taskReviews'] },
  { group: 'growth', to: '/appeals', label: m['appeals.nav'], access: ACCESS.support, badge: ['appeals'] },
  { group: 'growth', to: '/contacts', label: m['layout.nav.contacts'], access: ACCESS.support, badge: ['contacts'] },
  { group: 'content', to: '/catalogue', label: m['layout.nav.catalogue'], access: ACCESS.content },
  { group: 'content', to: '/blog', label: m['layout.nav.blog'], access: ACCESS.content },
  { group: 'content', to: '/pages', label: m['layout.nav.pages'], access: ACCESS.content },
  { group: 'content', to: '/changes', label: m['changes.nav'], access: ACCESS.ownerOnly },
  { group: 'system', to: '/settings', label: m['layout.nav.settings'], access: ACCESS.ownerOnly },
  { group: 'system', to: '/mail', label: m['layout.nav.mail'], access: ACCESS.support },
  { group: 'system', to: '/audit', label: m['layout.nav.audit'], access: ACCESS.ownerOnly },
  { group: 'system', to: '/security', label: m['layout.nav.security'], access: ACCESS.everyAdmin },
  { group: 'system', to: '/admins', label: m['accounts.nav'], access: ACCESS.ownerOnly },
];
