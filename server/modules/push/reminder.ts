import { formatMinuteOfDay } from '#contract/push/rules';
import type { PushState } from '#contract/push/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { vapidKeys } from './vapid-keys';
import type { Row } from '../../../db/row-types.gen';

/** The daily-claim reminder's time (minutes after IST midnight, already checked by the rule's schema), or null to stop it. */
export async function setClaimReminder(deps: Deps, input: { userId: string; minuteOfDay: number | null }): Promise<{ reminderTime: string | null }> {
  if (input.minuteOfDay === null) {
    await sql(deps.em, `delete from push_reminders where user_id = ?`, [input.userId]);
    return { reminderTime: null };
  }
  // A new time keeps last_sent_day: moving today's reminder later does not send it twice today.
  await sql(deps.em, `insert into push_reminders (user_id, minute_of_day) values (?, ?) on conflict (user_id) do update set minute_of_day = excluded.minute_of_day`, [input.userId, input.minuteOfDay]);
  return { reminderTime: formatMinuteOfDay(input.minuteOfDay) };
}

/** What the opt-in control shows: the key a device subscribes with, the person's devices and the reminder. */
export async function getPushState(deps: Deps, userId: string): Promise<PushState> {
  const { publicKey } = await vapidKeys(deps);
  const endpoints = await sql<Pick<Row<'push_subscriptions'>, 'endpoint'>>(deps.em, `select endpoint from push_subscriptions where user_id = ? order by created_at`, [userId]);
  const [reminder] = await sql<Pick<Row<'push_reminders'>, 'minute_of_day'>>(deps.em, `select minute_of_day from push_reminders where user_id = ?`, [userId]);
  return { vapidPublicKey: publicKey, endpoints: endpoints.map((row) => row.endpoint), reminderTime: reminder ? formatMinuteOfDay(reminder.minute_of_day) : null };
}
