import * as m from '#i18n/paraglide/messages/_index.js';
import { isLocale, BASE_LOCALE } from '#contract/i18n/locales';
import { isQuietMinute, REMINDER_LATE_WINDOW_MINUTES } from '#contract/push/rules';
import { istDate, istMinuteOfDay } from '#contract/time/ist';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { queuePush } from './queue-push';
import type { Row } from '../../../db/row-types.gen';

/** The recurring job that sends the daily-claim reminders (server/jobs: every REMINDER_STEP_MINUTES). */
export const SEND_CLAIM_REMINDERS_JOB = 'send-claim-reminders';

/**
 * Sends today's daily-claim reminders that are due (decision 042): a person's time has come (within
 * REMINDER_LATE_WINDOW_MINUTES, so a missed run catches up but never hours late), they have not
 * claimed today's daily login, they have a device to push to, and it is not the quiet hours. Each
 * reminder is marked sent for the IST day in the transaction that queues its push, with the rows
 * claimed `SKIP LOCKED`, so two processes' runs send it once. The words are the person's language's.
 */
export async function sendClaimReminders(deps: Pick<Deps, 'em' | 'clock'>): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const minute = istMinuteOfDay(now);
  if (isQuietMinute(minute)) return { sent: 0 };
  const today = istDate(now);
  return deps.em.transactional(async (em) => {
    const due = await sql<Pick<Row<'push_reminders'>, 'user_id'> & Pick<Row<'users'>, 'locale'>>(
      em,
      `select r.user_id, u.locale
         from push_reminders r
         join users u on u.id = r.user_id
        where r.minute_of_day <= ? and r.minute_of_day > ?
          and (r.last_sent_day is null or r.last_sent_day < ?::date)
          and u.deleted_at is null and not u.is_blocked
          and exists (select 1 from push_subscriptions s where s.user_id = r.user_id)
          and not exists (select 1 from daily_login_states d where d.user_id = r.user_id and d.last_claim_day = ?::date)
          and exists (select 1 from game_configs g where g.game = 'daily-login' and g.enabled)
        for update of r skip locked`,
      [minute, minute - REMINDER_LATE_WINDOW_MINUTES, today, today],
    );
    for (const person of due) {
      const locale = isLocale(person.locale) ? person.locale : BASE_LOCALE;
      await sql(em, `update push_reminders set last_sent_day = ?::date where user_id = ?`, [today, person.user_id]);
      await queuePush({ em }, person.user_id, {
        title: m['push.reminder.title']({}, { locale }),
        body: m['push.reminder.body']({}, { locale }),
        url: '/daily-login',
        // One reminder a day: a repeated one replaces the shown one rather than stacking.
        tag: `daily-claim-reminder:${today}`,
      });
    }
    return { sent: due.length };
  });
}
