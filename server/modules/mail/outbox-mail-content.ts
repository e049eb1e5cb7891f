import { z } from 'zod';
import type { AppConfig } from '../../config';
import { LOCALES } from '#contract/i18n/locales';
import { notificationContentSchema } from '#contract/notifications/kinds';
import type { MailMessage } from './queue-mail';
import { notificationMail } from './templates';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

/** What wording a stored mail needs: its links' origin (the public one) and the key its unsubscribe link is signed with. */
export type MailSite = Pick<AppConfig, 'publicUrl' | 'appSecret'>;

/** A mail as sent: its words and, for a notification, its one-click unsubscribe headers (RFC 8058). */
export type OutboxMailContent = MailMessage & { headers?: Record<string, string> };

/**
 * Mails written by template name and values (migration 0028, decision 020; notifications, decision
 * 041), rendered wherever the row is read: the catalogue's words at that moment, the row's values.
 */
const notificationParams = z.object({ userId: z.string(), name: z.string(), locale: z.enum(LOCALES), notification: notificationContentSchema });
/** Written by reward_place_order before migration 0045 (a delivered store code); such a row is worded as its notification now is. */
const rewardFulfilledParams = z.object({ name: z.string(), locale: z.enum(LOCALES), product: z.string(), last4: z.string() });
/** The legacy row names no order; the notification's link does not depend on it. */
const NO_ORDER_ID = '00000000-0000-0000-0000-000000000000';

const TEMPLATES: Record<string, (to: string, params: unknown, site: MailSite) => OutboxMailContent> = {
  // db/sql/notification_notify.sql: the link stopping this kind's e-mails is made here, so no signed token is stored.
  notification: (to, params, site) => {
    const values = notificationParams.parse(params);
    const stopUrl = unsubscribeUrl(site.publicUrl, unsubscribeToken(site.appSecret, values.userId, values.notification.kind));
    return {
      ...notificationMail({ email: to, name: values.name, locale: values.locale }, values.notification, { siteUrl: site.publicUrl, unsubscribeUrl: stopUrl }),
      headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  },
  'reward-fulfilled': (to, params, site) => {
    const values = rewardFulfilledParams.parse(params);
    const notification = { kind: 'reward-delivered' as const, values: { orderId: NO_ORDER_ID, product: values.product, last4: values.last4 } };
    return notificationMail({ email: to, name: values.name, locale: values.locale }, notification, { siteUrl: site.publicUrl, unsubscribeUrl: null });
  },
};

/** An outbox row as stored: its words, or (migration 0028) a template's name and values. */
export interface StoredMail {
  to: string;
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  template?: string | null;
  params: unknown;
}

/** The mail a row holds: its own words, or its template rendered from its values. */
export function outboxMailContent(row: StoredMail, site: MailSite): OutboxMailContent {
  if (!row.template) return { to: row.to, subject: row.subject!, text: row.text!, html: row.html! };
  const render = TEMPLATES[row.template];
  if (!render) throw new Error(`Unknown mail template ${row.template}`);
  return render(row.to, row.params, site);
}
