import { z } from 'zod';
import type { AdminAccess } from '../admin-auth/roles';
import { gameSchema } from '../games/schemas';
import { payoutClockSchema } from '../stats/schemas';

/**
 * Who sees each part of the dashboard (issue 31, decision 049): the roles that may call the part's own
 * queue or screen. The overview answers only the parts the caller's role may see, and the navigation's
 * badges are those parts' counts, so an admin never sees a figure of a screen they cannot open.
 */
export const DASHBOARD_SECTION_ACCESS = {
  withdrawals: ['finance'],
  storeOrders: ['finance'],
  reportedCodes: ['finance'],
  taskReviews: ['support'],
  flaggedReferrals: ['support'],
  appeals: ['support'],
  contacts: ['support'],
  users: ['support', 'finance'],
  stock: ['finance'],
  payouts: ['finance'],
  ledger: ['finance'],
  /** The payout clock's goals (decision 058), tracked by those who work the withdrawal and store queues. */
  payoutClock: ['finance'],
  failedMails: [],
  failedJobs: [],
} as const satisfies Record<string, AdminAccess>;
export type DashboardSection = keyof typeof DASHBOARD_SECTION_ACCESS;

/** The queues, in the order the dashboard lists them. */
export const DASHBOARD_QUEUES = ['withdrawals', 'storeOrders', 'reportedCodes', 'taskReviews', 'flaggedReferrals', 'appeals', 'contacts'] as const satisfies readonly DashboardSection[];
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** Failed mails are counted over this window: older failures were seen (or are in the mail screen's history). */
export const FAILED_MAIL_WINDOW_HOURS = 24;

/** A queue: items waiting and when the oldest began to wait (null when none does). */
export const dashboardQueueSchema = z.object({ count: z.number().int(), oldestAt: z.date().nullable() });
export type DashboardQueueFigures = z.infer<typeof dashboardQueueSchema>;

/** A code product's stock against what users' balances could buy of it now (each user's balance ÷ price, rounded down, added up). */
export const dashboardStockSchema = z.object({
  productId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  inStock: z.number().int(),
  couldBuy: z.number().int(),
});
export type DashboardStock = z.infer<typeof dashboardStockSchema>;

/** Today's (IST day) prizes paid by a game against its daily budget. */
export const dashboardPayoutSchema = z.object({ game: gameSchema, enabled: z.boolean(), plays: z.number().int(), paidPaise: z.number().int(), budgetPaise: z.number().int() });
export type DashboardPayout = z.infer<typeof dashboardPayoutSchema>;

/** Jobs the queue gave up on (every attempt failed) and jobs waiting to retry after a failure. */
export const dashboardJobsSchema = z.object({ gaveUp: z.number().int(), retrying: z.number().int(), lastError: z.string().nullable(), lastFailedAt: z.date().nullable() });

/** What the caller's role may see; a part they may not see is absent (DASHBOARD_SECTION_ACCESS). */
export const dashboardOverviewSchema = z.object({
  /** The server's time, against which the oldest items' ages are told. */
  now: z.date(),
  istDay: z.string(),
  withdrawals: dashboardQueueSchema.optional(),
  /** Pending store orders; `topUps` of them are Free Fire top-ups waiting for an admin. */
  storeOrders: dashboardQueueSchema.extend({ topUps: z.number().int() }).optional(),
  /** Delivered codes their owners reported as not working, waiting for a re-issue or a refund (oldest by the report). */
  reportedCodes: dashboardQueueSchema.optional(),
  taskReviews: dashboardQueueSchema.optional(),
  /** Referrals an abuse guard sent to review. */
  flaggedReferrals: dashboardQueueSchema.optional(),
  appeals: dashboardQueueSchema.optional(),
  contacts: dashboardQueueSchema.optional(),
  users: z.object({ total: z.number().int() }).optional(),
  stock: z.array(dashboardStockSchema).optional(),
  payouts: z.array(dashboardPayoutSchema).optional(),
  /** The last ledger check, or null when none was ever run. */
  ledger: z.object({ checkedAt: z.date(), ok: z.boolean(), problems: z.number().int() }).nullable().optional(),
  /** The public payout clock's figures per kind (the same read as /transparency, not cached). */
  payoutClock: z.array(payoutClockSchema).optional(),
  failedMails: z.object({ count: z.number().int() }).optional(),
  failedJobs: dashboardJobsSchema.optional(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** Stock runs short when users could already buy more than is in stock. */
export function stockIsShort(stock: Pick<DashboardStock, 'inStock' | 'couldBuy'>): boolean {
  return stock.inStock < stock.couldBuy;
}
