// The public SPA's compiled catalogue. Every call names the locale: the catalogue's own detection
// reads a browser's cookie, which a server has not got.
import * as m from '#i18n/paraglide/messages/_index.js';
import type { Locale } from '#contract/i18n/locales';
import type { MailMessage } from './queue-mail';

/** Who a mail goes to, and in which language it is worded (the person's own, kept on the account). */
export interface MailRecipient {
  email: string;
  name: string;
  locale: Locale;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The HTML part of a mail: every paragraph escaped, so a name or reason can never inject markup. */
function paragraphs(...lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

interface LinkMailWords {
  subject: string;
  lead: string;
  action: string;
  footnote: string;
}

function linkMail(to: MailRecipient, words: LinkMailWords, url: string): MailMessage {
  const greeting = m['mail.greeting']({ name: to.name }, { locale: to.locale });
  return {
    to: to.email,
    subject: words.subject,
    text: `${greeting}\n\n${words.lead}\n\n${words.action}: ${url}\n\n${words.footnote}\n`,
    html: `${paragraphs(greeting, words.lead)}<p><a href="${escapeHtml(url)}">${escapeHtml(words.action)}</a></p>${paragraphs(words.footnote)}`,
  };
}

export function verificationMail(to: MailRecipient, url: string): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.verification.subject']({}, options),
      lead: m['mail.verification.lead']({}, options),
      action: m['mail.verification.action']({}, options),
      footnote: m['mail.verification.footnote']({}, options),
    },
    url,
  );
}

export function passwordResetMail(to: MailRecipient, url: string): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.password-reset.subject']({}, options),
      lead: m['mail.password-reset.lead']({}, options),
      action: m['mail.password-reset.action']({}, options),
      footnote: m['mail.password-reset.footnote']({}, options),
    },
    url,
  );
}

/**
 * `amount` is already formatted. Only the code's last 4: the outbox is kept in clear and admins read
 * it (decisions 019, 029).
 */
export function redeemCompletedMail(to: MailRecipient, amount: string, last4: string, historyUrl: string): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.redeem-completed.subject']({ amount }, options),
      lead: `${m['mail.redeem-completed.lead']({ amount, last4 }, options)} ${m['mail.redeem-completed.where']({}, options)}`,
      action: m['mail.redeem-completed.action']({}, options),
      footnote: m['mail.redeem-completed.how-to-redeem']({}, options),
    },
    historyUrl,
  );
}

export function redeemRejectedMail(to: MailRecipient, amount: string, reason: string): MailMessage {
  const options = { locale: to.locale };
  const greeting = m['mail.greeting']({ name: to.name }, options);
  const lead = m['mail.redeem-rejected.lead']({ amount }, options);
  const because = m['mail.redeem-rejected.reason']({ reason }, options);
  const refunded = m['mail.redeem-rejected.refunded']({}, options);
  return {
    to: to.email,
    subject: m['mail.redeem-rejected.subject']({ amount }, options),
    text: `${greeting}\n\n${lead}\n${because}\n\n${refunded}\n`,
    html: paragraphs(greeting, lead, because, refunded),
  };
}

/** Only the code's last 4: admins read the outbox in clear (decision 019). */
export function rewardFulfilledMail(to: MailRecipient, product: string, last4: string): MailMessage {
  const options = { locale: to.locale };
  const greeting = m['mail.greeting']({ name: to.name }, options);
  const lead = m['mail.reward-fulfilled.lead']({ product, last4 }, options);
  const where = m['mail.reward-fulfilled.where']({}, options);
  return {
    to: to.email,
    subject: m['mail.reward-fulfilled.subject']({ product }, options),
    text: `${greeting}\n\n${lead}\n\n${where}\n`,
    html: paragraphs(greeting, lead, where),
  };
}

/** In English, as the admin site is; once per crossing (decision 020). */
export function lowStockMail(to: string, stock: { product: string; available: number; threshold: number; rewardsUrl: string }): MailMessage {
  const lead = `${stock.product} has ${stock.available} ${stock.available === 1 ? 'code' : 'codes'} left, at or below its low-stock threshold of ${stock.threshold}.`;
  const action = 'Upload codes in the admin Rewards tab';
  return {
    to,
    subject: `Low stock: ${stock.product} (${stock.available} left)`,
    text: `${lead}\n\n${action}: ${stock.rewardsUrl}\n`,
    html: `${paragraphs(lead)}<p><a href="${escapeHtml(stock.rewardsUrl)}">${escapeHtml(action)}</a></p>`,
  };
}
