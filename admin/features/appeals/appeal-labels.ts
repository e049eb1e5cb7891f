import type { AppealItemKind } from '#contract/appeals/schemas';
import { m } from '../../i18n/paraglide/messages';

/** Where each kind of item is acted on: an answer that changes the outcome is carried out there. */
export const ITEM_TABS: Record<AppealItemKind, { to: '/referrals' | '/tasks' | '/rewards' | '/redeem-requests' | '/users' | '/ledger'; name: () => string }> = {
  referral: { to: '/referrals', name: m['appeals.tab.referrals'] },
  'offerwall-credit': { to: '/ledger', name: m['appeals.tab.ledger'] },
  'task-submission': { to: '/tasks', name: m['appeals.tab.tasks'] },
  'reward-order': { to: '/rewards', name: m['appeals.tab.rewards'] },
  withdrawal: { to: '/redeem-requests', name: m['appeals.tab.redeem-requests'] },
  account: { to: '/users', name: m['appeals.tab.users'] },
};
