import type { NotificationContent } from '#contract/notifications/kinds';
import type { Deps } from '../deps';
import { outboxStatus } from '../mail';
import { pushNotification } from './push-notification';
import { sql } from '../sql';

export type Notify = NotificationContent & {
  userId: string;
  /** Names the outcome, unique per kind and person (an order's id, a submission's…): a retried or raced outcome tells once. */
  outcomeKey: string;
  /** Where the e-mail goes when the outcome has its own address (an order's, a withdrawal's); else the account's. */
  email?: string | null;
};

/** A notification just written, and whether the person wants it pushed too (then it is queued to their devices). */
export interface Notified {
  id: string;
  push: boolean;
}

/**
 * Tells a person of an outcome, in the outcome's own transaction (`deps.em` is it): the inbox row, and
 * by the person's choice for the kind an e-mail through the outbox carrying a one-click unsubscribe
 * (RFC 8058) and a push to their devices (decision 042). A rollback tells nothing; a second call for the same outcome writes nothing and answers
 * null. The rule is the database function notification_notify (decision 041), which reward_place_order
 * calls too.
 */
export async function notify(deps: Deps, notification: Notify): Promise<Notified | null> {
  const [told] = await sql<{ notification_id: string; push: boolean }>(
    deps.em,
    `select notification_id, push from notification_notify(?, ?, ?::jsonb, ?, ?, ?, ?)`,
    [notification.userId, notification.kind, JSON.stringify(notification.values), notification.outcomeKey, notification.email ?? null, outboxStatus(deps.config), deps.clock.now()],
  );
  if (!told) return null;
  if (told.push) await pushNotification(deps, notification.userId, told.notification_id, notification);
  return { id: told.notification_id, push: told.push };
}
