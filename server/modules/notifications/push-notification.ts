import type { Locale } from '#contract/i18n/locales';
import type { NotificationContent } from '#contract/notifications/kinds';
import { renderNotification } from '#i18n/notification-wording';
import type { Deps } from '../deps';
import { queuePush } from '../push';
import { sql } from '../sql';

/**
 * The push channel of a notification (decisions 041, 042): the inbox's own words in the person's
 * language, queued in the caller's transaction to every device they turned on. The notification's id
 * is the tag, so a device shows one message per outcome.
 */
export async function pushNotification(deps: Pick<Deps, 'em'>, userId: string, notificationId: string, content: NotificationContent): Promise<void> {
  const [person] = await sql<{ locale: Locale }>(deps.em, `select locale from users where id = ?`, [userId]);
  if (!person) return;
  await queuePush(deps, userId, { ...renderNotification(content, person.locale), tag: notificationId });
}

/**
 * An outcome told inside a database function (reward_place_order serving a code from stock writes its
 * inbox row itself, decision 041): pushed after that statement commits, if the person wants this kind
 * pushed. Read from the row, so the words are the inbox's.
 */
export async function pushToldOutcome(deps: Pick<Deps, 'em'>, userId: string, kind: NotificationContent['kind'], outcomeKey: string): Promise<void> {
  const [told] = await sql<{ id: string; values: unknown }>(
    deps.em,
    `select n.id, n."values" from notifications n
      where n.user_id = ? and n.kind = ? and n.outcome_key = ?
        and coalesce((select p.push from notification_preferences p where p.user_id = n.user_id and p.kind = n.kind), true)`,
    [userId, kind, outcomeKey],
  );
  if (told) await pushNotification(deps, userId, told.id, { kind, values: told.values } as NotificationContent);
}
