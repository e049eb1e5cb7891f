import type { Orm } from '../../db/orm';
import { DAY_MS, type Clock } from '../clock';
import type { AppConfig } from '../config';
import { announceChange } from '../modules/cache';
import type { MailDispatcher } from '../modules/mail';
import { advanceReferrals } from '../modules/referrals';
import { applyDueChanges } from '../modules/changes';
import { releaseOfferwallCredits } from '../modules/offerwalls';
import { SEND_CLAIM_REMINDERS_JOB, SEND_PUSH_JOB, sendClaimReminders, sendPush } from '../modules/push';
import { processRazorpayEvent, PROCESS_RAZORPAY_EVENT_JOB, reconcileVipOrders } from '../modules/vip';
import { PROCESS_NAME } from './job-queue';
import { attemptProviderOrder, FULFIL_PROVIDER_ORDER_JOB, sweepProviderOrders, syncProviderCatalogueIfConnected, type CardDeliveries, type FulfilmentProvider } from '../modules/fulfilment';
import { rewardCardDelivery } from '../modules/rewards';
import { withdrawalCardDelivery } from '../modules/redeem';
import type { Row } from '../../db/row-types.gen';

/** How long the records of past scheduled runs are kept. */
const RECURRING_RUNS_KEPT_MS = 30 * DAY_MS;

/** A scheduled run carries its scheduled time; an ad hoc run (a mail just written) does not. */
async function recordIfScheduled(orm: Orm, task: string, payload: unknown, clock: Clock): Promise<void> { const scheduled = (payload as { _cron?: { ts?: string } } | null)?._cron?.ts;
  if (!scheduled) return;
  await orm.em.fork().getConnection().execute(`insert into recurring_job_runs (task, scheduled_for, started_at, process) values (?, ?, ?, ?)`, [task, scheduled, clock.now(), PROCESS_NAME]);
}

/** How each kind of provider order takes its card (decision 060): the store's and the withdrawals' own ways. */
export const CARD_DELIVERIES: CardDeliveries = { 'reward-order': rewardCardDelivery, withdrawal: withdrawalCardDelivery };

/** The background tasks by name; each needs only its payload (none of graphile-worker's helpers), so a test can run one directly. */
export type JobTasks = Record<string, (payload: unknown) => Promise<void>>;

/** Every background task; each is idempotent, since a job may run again after a crash or a lost connection. */
export function jobTasks(services: { orm: Orm; clock: Clock; config: AppConfig; mail: MailDispatcher; fulfilmentProvider?: FulfilmentProvider | null }): JobTasks { const { orm, clock, config, mail } = services;
  const fulfilmentProvider = services.fulfilmentProvider ?? null;
  return { // One mail just written (payload.mailId), or, on the schedule, everything due in the outbox.
    // Rows are claimed with SKIP LOCKED and must still be pending, so no mail is sent twice.
    'deliver-mail': async (payload: unknown) => { await recordIfScheduled(orm, 'deliver-mail', payload, clock);
      const mailId = (payload as { mailId?: unknown } | null)?.mailId;
      if (typeof mailId === 'string') await mail.deliverOne(mailId);
      else await mail.deliverDue(); },
    // Rows nobody can use any more: expired sessions and e-mail links, old records of scheduled runs.
    'prune-expired': async (payload: unknown) => { await recordIfScheduled(orm, 'prune-expired', payload, clock);
      const em = orm.em.fork();
      const connection = em.getConnection();
      const now = clock.now();
      const expired = await connection.execute<Array<Pick<Row<'sessions'>, 'id'>>>(`delete from sessions where expires_at < ? returning id`, [now]);
      for (const { id } of expired) announceChange(em, 'session', id);
      await connection.execute(`delete from admin_sessions where expires_at < ?`, [now]);
      await connection.execute(`delete from email_tokens where expires_at < ?`, [now]);
      await connection.execute(`delete from recurring_job_runs where started_at < ?`, [new Date(now.getTime() - RECURRING_RUNS_KEPT_MS)]); },
    // The referrals' life cycle (issue 17): qualify, expire, reverse and pay; each referral paid once.
    'advance-referrals': async (payload: unknown) => { await recordIfScheduled(orm, 'advance-referrals', payload, clock);
      await advanceReferrals({ em: orm.em.fork(), clock, config }); },
    // One Razorpay webhook event recorded by POST /api/webhooks/razorpay (issue 19), applied to its order once.
    [PROCESS_RAZORPAY_EVENT_JOB]: async (payload: unknown) => { const eventId = (payload as { eventId?: unknown } | null)?.eventId;
      if (typeof eventId === 'string') await processRazorpayEvent({ em: orm.em.fork(), clock, config }, eventId); },
    // VIP orders left open 15 minutes settled with Razorpay's answer, and webhook events whose job was lost.
    'reconcile-vip-orders': async (payload: unknown) => { await recordIfScheduled(orm, 'reconcile-vip-orders', payload, clock);
      await reconcileVipOrders({ em: orm.em.fork(), clock, config }); },
    // Offerwall credits whose hold has ended move from the pending balance into the wallet (issue 18), each once.
    'release-offerwall-credits': async (payload: unknown) => { await recordIfScheduled(orm, 'release-offerwall-credits', payload, clock);
      await releaseOfferwallCredits({ em: orm.em.fork(), clock, config }); },
    // One push to one device (server/modules/push, decision 042); a failure throws and the queue retries it.
    [SEND_PUSH_JOB]: async (payload: unknown) => { const { subscriptionId, message } = (payload ?? {}) as { subscriptionId?: unknown; message?: unknown };
      if (typeof subscriptionId === 'string') await sendPush({ em: orm.em.fork(), clock, config }, { subscriptionId, message }); },
    // Today's daily-claim reminders that are due, each once per IST day.
    [SEND_CLAIM_REMINDERS_JOB]: async (payload: unknown) => { await recordIfScheduled(orm, SEND_CLAIM_REMINDERS_JOB, payload, clock);
      await sendClaimReminders({ em: orm.em.fork(), clock }); },
    // Scheduled changes whose day has come (decision 044), each applied once.
    'apply-scheduled-changes': async (payload: unknown) => { await recordIfScheduled(orm, 'apply-scheduled-changes', payload, clock);
      await applyDueChanges({ em: orm.em.fork(), clock }); },
    // The gift-card provider's products for India (decision 059); a provider fault throws and the queue retries.
    'sync-provider-catalogue': async (payload: unknown) => { await recordIfScheduled(orm, 'sync-provider-catalogue', payload, clock);
      await syncProviderCatalogueIfConnected({ em: orm.em.fork(), clock, config }); },
    // One provider order's next try (decision 060): it looks the order up before it could ever place again.
    [FULFIL_PROVIDER_ORDER_JOB]: async (payload: unknown) => { const id = (payload as { id?: unknown } | null)?.id;
      if (typeof id === 'string') await attemptProviderOrder({ em: orm.em.fork(), clock, config, fulfilmentProvider }, id, CARD_DELIVERIES); },
    // Provider orders whose job was lost (a process killed between "placed" and "code stored"), each run once more.
    'sweep-provider-orders': async (payload: unknown) => { await recordIfScheduled(orm, 'sweep-provider-orders', payload, clock);
      await sweepProviderOrders({ em: orm.em.fork(), clock, config, fulfilmentProvider }, CARD_DELIVERIES); }, };
}
