import { m } from '../../i18n/paraglide/messages';

export type TabCounter = 'unreadContacts' | 'pendingRedeemRequests' | 'pendingApprovals';

export interface AdminTab {
  to: '/users' | '/promo-codes' | '/games' | '/pages' | '/contacts' | '/redeem-requests' | '/ledger' | '/mail' | '/audit' | '/catalogue' | '/blog' | '/settings' | '/security' | '/rewards' | '/referrals' | '/tasks' | '/vip' | '/appeals' | '/changes' | '/approvals';
  label: () => string;
  /** A counter shown beside the label (dashboard-layout.tsx). */
  badge?: { count: TabCounter; describe: (count: number) => string };
}

/** The dashboard's tabs, in order; a new tab is a route file under routes/_dashboard/ and an entry here. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { to: '/users', label: m['layout.nav.users'] },
  { to: '/promo-codes', label: m['layout.nav.promo-codes'] },
  { to: '/games', label: m['layout.nav.games'] },
  { to: '/pages', label: m['layout.nav.pages'] },
  { to: '/catalogue', label: m['layout.nav.catalogue'] },
  { to: '/blog', label: m['layout.nav.blog'] },
  { to: '/rewards', label: m['layout.nav.rewards'] },
  { to: '/referrals', label: m['layout.nav.referrals'] },
  { to: '/tasks', label: m['layout.nav.tasks'] },
  { to: '/vip', label: m['layout.nav.vip'] },
  { to: '/appeals', label: m['appeals.nav'] },
  { to: '/changes', label: m['changes.nav'] },
  { to: '/approvals', label: m['approvals.nav'], badge: { count: 'pendingApprovals', describe: (count) => m['approvals.nav-pending']({ count }) } },
  { to: '/contacts', label: m['layout.nav.contacts'], badge: { count: 'unreadContacts', describe: (count) => m['layout.nav.contacts-unread']({ count }) } },
  { to: '/redeem-requests', label: m['layout.nav.redeem-requests'], badge: { count: 'pendingRedeemRequests', describe: (count) => m['layout.nav.redeem-requests-pending']({ count }) } },
  { to: '/ledger', label: m['layout.nav.ledger'] },
  { to: '/mail', label: m['layout.nav.mail'] },
  { to: '/settings', label: m['layout.nav.settings'] },
  { to: '/audit', label: m['layout.nav.audit'] },
  { to: '/security', label: m['layout.nav.security'] },
];
