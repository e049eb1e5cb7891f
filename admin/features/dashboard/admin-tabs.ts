import type { DashboardQueue } from '#contract/admin-dashboard/schemas';
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

export interface AdminTab {
  to: '/users' | '/promo-codes' | '/games' | '/pages' | '/contacts' | '/redeem-requests' | '/ledger' | '/mail' | '/audit' | '/catalogue' | '/blog' | '/settings' | '/security' | '/rewards' | '/referrals' | '/tasks' | '/vip' | '/appeals' | '/changes';
  group: AdminTabGroup;
  label: () => string;
  /** The dashboard queues whose waiting items the tab's badge counts (the overview's counts, dashboard-layout.tsx). */
  badge?: readonly DashboardQueue[];
}

/**
 * The dashboard's tabs, in order within their groups; a new tab is a route file under
 * routes/_dashboard/ and one line here.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  { group: 'money', to: '/redeem-requests', label: m['layout.nav.redeem-requests'], badge: ['withdrawals'] },
  { group: 'money', to: '/users', label: m['layout.nav.users'] },
  { group: 'money', to: '/ledger', label: m['layout.nav.ledger'] },
  { group: 'money', to: '/vip', label: m['layout.nav.vip'] },
  { group: 'store', to: '/rewards', label: m['layout.nav.rewards'], badge: ['storeOrders', 'reportedCodes'] },
  { group: 'store', to: '/promo-codes', label: m['layout.nav.promo-codes'] },
  { group: 'growth', to: '/games', label: m['layout.nav.games'] },
  { group: 'growth', to: '/referrals', label: m['layout.nav.referrals'], badge: ['flaggedReferrals'] },
  { group: 'growth', to: '/tasks', label: m['layout.nav.tasks'], badge: ['taskReviews'] },
  { group: 'growth', to: '/appeals', label: m['appeals.nav'], badge: ['appeals'] },
  { group: 'growth', to: '/contacts', label: m['layout.nav.contacts'], badge: ['contacts'] },
  { group: 'content', to: '/catalogue', label: m['layout.nav.catalogue'] },
  { group: 'content', to: '/blog', label: m['layout.nav.blog'] },
  { group: 'content', to: '/pages', label: m['layout.nav.pages'] },
  { group: 'content', to: '/changes', label: m['changes.nav'] },
  { group: 'system', to: '/settings', label: m['layout.nav.settings'] },
  { group: 'system', to: '/mail', label: m['layout.nav.mail'] },
  { group: 'system', to: '/audit', label: m['layout.nav.audit'] },
  { group: 'system', to: '/security', label: m['layout.nav.security'] },
];
