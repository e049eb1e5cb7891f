import { ACCESS } from '#contract/admin-auth/access';
import type { AdminAccess } from '#contract/admin-auth/roles';
import { m } from '../../i18n/paraglide/messages';

export type TabCounter = 'unreadContacts' | 'pendingRedeemRequests';

export interface AdminTab {
  to: '/users' | '/promo-codes' | '/games' | '/pages' | '/contacts' | '/redeem-requests' | '/ledger' | '/mail' | '/audit' | '/catalogue' | '/blog' | '/settings' | '/security' | '/rewards' | '/referrals' | '/tasks' | '/vip' | '/appeals' | '/changes' | '/admins';
  label: () => string;
  /** Who may open it: the access its screen's procedures declare (the same constant, decision 046); the layout hides the rest. */
  access: AdminAccess;
  /** A counter shown beside the label (dashboard-layout.tsx). */
  badge?: { count: TabCounter; describe: (count: number) => string };
}

/** The dashboard's tabs, in order; a new tab is a route file under routes/_dashboard/ and an entry here. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { to: '/users', label: m['layout.nav.users'], access: ACCESS.usersRead },
  { to: '/promo-codes', label: m['layout.nav.promo-codes'], access: ACCESS.promoCodes },
  { to: '/games', label: m['layout.nav.games'], access: ACCESS.ownerOnly },
  { to: '/pages', label: m['layout.nav.pages'], access: ACCESS.content },
  { to: '/catalogue', label: m['layout.nav.catalogue'], access: ACCESS.content },
  { to: '/blog', label: m['layout.nav.blog'], access: ACCESS.content },
  { to: '/rewards', label: m['layout.nav.rewards'], access: ACCESS.money },
  { to: '/referrals', label: m['layout.nav.referrals'], access: ACCESS.money },
  { to: '/tasks', label: m['layout.nav.tasks'], access: ACCESS.tasksRead },
  { to: '/vip', label: m['layout.nav.vip'], access: ACCESS.money },
  { to: '/appeals', label: m['appeals.nav'], access: ACCESS.support },
  { to: '/changes', label: m['changes.nav'], access: ACCESS.ownerOnly },
  { to: '/contacts', label: m['layout.nav.contacts'], access: ACCESS.support, badge: { count: 'unreadContacts', describe: (count) => m['layout.nav.contacts-unread']({ count }) } },
  { to: '/redeem-requests', label: m['layout.nav.redeem-requests'], access: ACCESS.money, badge: { count: 'pendingRedeemRequests', describe: (count) => m['layout.nav.redeem-requests-pending']({ count }) } },
  { to: '/ledger', label: m['layout.nav.ledger'], access: ACCESS.money },
  { to: '/mail', label: m['layout.nav.mail'], access: ACCESS.support },
  { to: '/settings', label: m['layout.nav.settings'], access: ACCESS.ownerOnly },
  { to: '/audit', label: m['layout.nav.audit'], access: ACCESS.ownerOnly },
  { to: '/security', label: m['layout.nav.security'], access: ACCESS.everyAdmin },
  { to: '/admins', label: m['accounts.nav'], access: ACCESS.ownerOnly },
];
