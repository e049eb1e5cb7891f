/**
 * The dashboard's tabs, in order. Later issues add Promo Codes, Redeem Requests, Games, Catalogue,
 * Blog, ... by adding a route file under routes/_dashboard/ and one entry here.
 * `badge` names a counter from adminAuth.dashboard shown beside the label.
 */
export interface AdminTab {
  to: '/users' | '/pages' | '/contacts' | '/mail' | '/audit';
  label: string;
  badge?: { count: 'unreadContacts'; describe: (count: number) => string };
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { to: '/users', label: 'Users' },
  { to: '/pages', label: 'Pages' },
  { to: '/contacts', label: 'Contacts', badge: { count: 'unreadContacts', describe: (count) => `${count} unread` } },
  { to: '/mail', label: 'Mail' },
  { to: '/audit', label: 'Audit log' },
];
