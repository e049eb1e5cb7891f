import { z } from 'zod';
import { LOCALES } from '#contract/i18n/locales';
import { REDEEM_HISTORY_PATH } from '#contract/site/public-routes';
import type { MailMessage } from './queue-mail';
import { rewardFulfilledMail } from './templates';

/**
 * Mails a database function writes by template name and values (migration 0028, decision 020),
 * rendered wherever the row is read: the catalogue's words at that moment, the row's values.
 */
const rewardFulfilledParams = z.object({ name: z.string(), locale: z.enum(LOCALES), product: z.string(), last4: z.string() });

const TEMPLATES: Record<string, (to: string, params: unknown, publicUrl: string) => MailMessage> = {
  // db/sql/reward_place_order.sql: a reward order served from stock.
  'reward-fulfilled': (to, params, publicUrl) => {
    const values = rewardFulfilledParams.parse(params);
    return rewardFulfilledMail({ email: to, name: values.name, locale: values.locale }, values.product, values.last4, `${publicUrl}${REDEEM_HISTORY_PATH}`);
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

/** The mail a row holds: its own words, or its template rendered from its values (links on `publicUrl`, the public origin). */
export function outboxMailContent(row: StoredMail, publicUrl: string): MailMessage {
  if (!row.template) return { to: row.to, subject: row.subject!, text: row.text!, html: row.html! };
  const render = TEMPLATES[row.template];
  if (!render) throw new Error(`Unknown mail template ${row.template}`);
  return render(row.to, row.params, publicUrl);
}
