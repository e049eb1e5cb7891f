/**
 * The dashboard's tabs, in order. Later issues add Games, Catalogue, Blog, ... by adding a route
 * file under routes/_dashboard/ and one entry here.
 * `badge` names a counter (see `useTabCounts` in dashboard-layout.tsx) shown beside the label.
 */
export type TabCounter = 'unreadContacts' | 'pendingRedeemRequests';

export interface AdminTab {
  to: '/users' | '/promo-codes' | '/games' | '/pages' | '/contacts' | '/redeem-requests' | '/ledger' | '/mail' | '/audit' | '/catalogue' | '/blog' | '/settings' | '/security';
  label: string;
  badge?: { count: TabCounter; describe: (count: number) => string };
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { to: '/users', label: 'Users' },
  { to: '/promo-codes', label: 'Promo Codes' },
  { to: '/games', label: 'Games' },
  { to: '/pages', label: 'Pages' },
  { to: '/catalogue', label: 'Catalogue' },
  { to: '/blog', label: 'Blog' },
  { to: '/contacts', label: 'Contacts', badge: { count: 'unreadContacts', describe: (count) => `${count} unread` } },
  { to: '/redeem-requests', label: 'Redeem Requests', badge: { count: 'pendingRedeemRequests', describe: (count) => `${count} pending` } },
  { to: '/ledger', label: 'Ledger' },
  { to: '/mail', label: 'Mail' },
  { to: '/settings', label: 'Settings' },
  { to: '/audit', label: 'Audit log' },
  { to: '/security', label: 'Security' },
];
