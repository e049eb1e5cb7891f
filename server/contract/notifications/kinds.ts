import { z } from 'zod';
import { APPEAL_ANSWER_MAX } from '../appeals/rules';
import { OFFERWALL_PROVIDERS } from '../offerwalls/rules';

/**
 * Every outcome a person waits for and is told of (decision 041): a kind and the values its sentence
 * needs, stored with the notification and worded when read, in the reader's language, from the
 * catalogue (`src/i18n/notification-wording.ts`) — the inbox, the e-mail and the push message alike.
 */

/** Lenient where the outcome's own rules are strict: a notification must never be what refuses an outcome or breaks an inbox. */
const paise = z.number().int().min(0);
/** Typed by a person (an admin's reason, a product's or task's name): shown as typed, never translated. */
const typed = z.string().max(500);
const id = z.string().uuid();

export const NOTIFICATIONS = {
  /** A store code is ready (last4 null when an admin delivered it by reference). */
  'reward-delivered': z.object({ orderId: id, product: typed, last4: z.string().nullable() }),
  'top-up-fulfilled': z.object({ orderId: id, product: typed }),
  /** A store order (a top-up or a gift card) rejected, its price given back. */
  'order-rejected': z.object({ orderId: id, product: typed, reason: typed }),
  'withdrawal-completed': z.object({ requestId: id, amountPaise: paise, last4: z.string() }),
  'withdrawal-rejected': z.object({ requestId: id, amountPaise: paise, reason: typed }),
  'task-approved': z.object({ taskId: id, task: typed, amountPaise: paise }),
  'task-rejected': z.object({ taskId: id, task: typed, reason: typed }),
  'referral-paid': z.object({ referralId: id, amountPaise: paise }),
  'referral-reversed': z.object({ referralId: id, amountPaise: paise, reason: typed }),
  'offerwall-cleared': z.object({ creditId: id, provider: z.enum(OFFERWALL_PROVIDERS), amountPaise: paise }),
  /** An admin answered a review the person asked for (decision 043): the decision stands or changed, and the admin's words as written. */
  'appeal-answered': z.object({ appealId: id, changed: z.boolean(), answer: z.string().max(APPEAL_ANSWER_MAX) }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATIONS;
export const NOTIFICATION_KINDS = Object.keys(NOTIFICATIONS) as [NotificationKind, ...NotificationKind[]];

export type NotificationOf<Kind extends NotificationKind> = { kind: Kind; values: z.infer<(typeof NOTIFICATIONS)[Kind]> };
/** A notification's kind and its values, checked together. */
export type NotificationContent = { [Kind in NotificationKind]: NotificationOf<Kind> }[NotificationKind];

export const notificationContentSchema = z.discriminatedUnion(
  'kind',
  NOTIFICATION_KINDS.map((kind) => z.object({ kind: z.literal(kind), values: NOTIFICATIONS[kind] })) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<NotificationKind>; values: z.ZodTypeAny }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<NotificationKind>; values: z.ZodTypeAny }>[],
  ],
) as unknown as z.ZodType<NotificationContent>;

/** Where each kind's item is seen, on the public origin (a path). */
export function notificationPath(notification: NotificationContent): string {
  switch (notification.kind) {
    case 'reward-delivered':
    case 'top-up-fulfilled':
    case 'order-rejected':
    case 'withdrawal-completed':
    case 'withdrawal-rejected':
      return '/redeem-history';
    case 'task-approved':
    case 'task-rejected':
      return `/task/${notification.values.taskId}`;
    case 'referral-paid':
    case 'referral-reversed':
      return '/invite';
    case 'offerwall-cleared':
      return '/wallet/history';
    case 'appeal-answered':
      return '/reviews';
  }
}

/** The kinds whose e-mail names a code's last 4 and says where it is revealed (never the code: decisions 019, 029). */
export function isCodeReady(notification: NotificationContent): boolean {
  return (notification.kind === 'reward-delivered' && notification.values.last4 !== null) || notification.kind === 'withdrawal-completed';
}
