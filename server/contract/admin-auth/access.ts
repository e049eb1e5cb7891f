import type { AdminAccess } from './roles';

/**
 * Who may call what on the admin site (issue 31, decision 046): one named access per duty, declared
 * by every admin procedure (`adminProcedure.meta({ admins: ACCESS.x })`) and read by the admin
 * SPA's tabs, so the server's rule and the navigation come from the same place. The owner may
 * call everything; `ownerOnly` names no one else.
 */
export const ACCESS = {
  /** Managing the site itself: settings, switches, game prize tables, scheduled changes, offerwalls, the audit log. */
  ownerOnly: [],
  /** The admin's own account (two-factor, sign-out), the dashboard, and which capabilities are on (every tab's "switched off" note). */
  everyAdmin: 'every-admin',
  /** Reading users: support answers them, finance needs their balances. */
  usersRead: ['finance', 'support'],
  /** Blocks with a reason, contact messages, task reviews, appeals, the mail outbox: no money moves. */
  support: ['support'],
  /** Balances, withdrawals, store orders and stock, refunds, VIP, referral holds, the ledger. */
  money: ['finance'],
  /** Catalogue, blog, pages, images, task descriptions. */
  content: ['content'],
  /** The task list: content writes the tasks, support reviews what users hand in. */
  tasksRead: ['content', 'support'],
  /** Promo codes: content within the owner's limit (contentPromoLimitPaise), finance without one. */
  promoCodes: ['content', 'finance'],
  /** The two-admin approval queue (decision 048): every role that approves some kind; each kind names its own (APPROVER_ROLES). */
  approvers: ['finance', 'content'],
} as const satisfies Record<string, AdminAccess>;

export type AccessName = keyof typeof ACCESS;
