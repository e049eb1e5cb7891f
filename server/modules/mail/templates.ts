// The public SPA's compiled catalogue. Every call names the locale: the catalogue's own detection
// reads a browser's cookie, which a server has not got.
import * as m from '#i18n/paraglide/messages/_index.js';
import type { Locale } from '#contract/i18n/locales';
import { isCodeReady, type NotificationContent } from '#contract/notifications/kinds';
import { NOTIFICATION_SETTINGS_PATH } from '#contract/notifications/rules';
import { notificationKindName, renderNotification } from '#i18n/notification-wording';
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

/** A one-time link and how long it works, as the mail states it. */
export interface EmailLink {
  url: string;
  lifetimeHours: number;
}

interface LinkMailWords {
  subject: string;
  lead: string;
  action: string;
  footnote?: string;
}

function linkMail(to: MailRecipient, words: LinkMailWords, url: string): MailMessage {
  const greeting = m['mail.greeting']({ name: to.name }, { locale: to.locale });
  return {
    to: to.email,
    subject: words.subject,
    text: `${greeting}\n\n${words.lead}\n\n${words.action}: ${url}\n${words.footnote ? `\n${words.footnote}\n` : ''}`,
    html: `${paragraphs(greeting, words.lead)}<p><a href="${escapeHtml(url)}">${escapeHtml(words.action)}</a></p>${words.footnote ? paragraphs(words.footnote) : ''}`,
  };
}

export function verificationMail(to: MailRecipient, link: EmailLink): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.verification.subject']({}, options),
      lead: m['mail.verification.lead']({}, options),
      action: m['mail.verification.action']({}, options),
      footnote: m['mail.verification.footnote']({ lifetime: m['mail.link-lifetime']({ hours: link.lifetimeHours }, options) }, options),
    },
    link.url,
  );
}

export function passwordResetMail(to: MailRecipient, link: EmailLink): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.password-reset.subject']({}, options),
      lead: m['mail.password-reset.lead']({}, options),
      action: m['mail.password-reset.action']({}, options),
      footnote: m['mail.password-reset.footnote']({ lifetime: m['mail.link-lifetime']({ hours: link.lifetimeHours }, options) }, options),
    },
    link.url,
  );
}

/** A notification's links: the site (the public origin) and, for a mail sent by a person's choice, its one-click stop link. */
export interface NotificationMailLinks {
  siteUrl: string;
  unsubscribeUrl: string | null;
}

/**
 * A notification's e-mail (decision 041): the inbox's own words, worded in the reader's language. A
 * code is never in it: it says the code is ready, names its last 4 and links to where it is revealed
 * signed in (decisions 019, 029; admins read the outbox). It ends saying why it came and how to stop it.
 */
export function notificationMail(to: MailRecipient, notification: NotificationContent, links: NotificationMailLinks): MailMessage {
  const options = { locale: to.locale };
  const { title, body, url } = renderNotification(notification, to.locale);
  const codeReady = isCodeReady(notification);
  const lead = codeReady ? `${body} ${m['mail.code-ready.where']({}, options)}` : body;
  const action = codeReady ? m['mail.code-ready.action']({}, options) : m['notifications.mail.open']({}, options);
  const footnote = notification.kind === 'withdrawal-completed' ? m['mail.redeem-completed.how-to-redeem']({}, options) : undefined;
  const why = m['notifications.mail.why']({ kind: notificationKindName(notification.kind, to.locale) }, options);
  const settings = { label: m['notifications.mail.settings']({}, options), url: `${links.siteUrl}${NOTIFICATION_SETTINGS_PATH}` };
  const stop = links.unsubscribeUrl ? [{ label: m['notifications.mail.unsubscribe']({}, options), url: links.unsubscribeUrl }] : [];
  const footerLinks = [...stop, settings];
  const mail = linkMail(to, { subject: title, lead, action, footnote }, `${links.siteUrl}${url}`);
  return {
    ...mail,
    text: `${mail.text}
--
${why}
${footerLinks.map((link) => `${link.label}: ${link.url}`).join('\n')}
`,
    html: `${mail.html}<hr><p><small>${escapeHtml(why)} ${footerLinks.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`).join(' · ')}</small></p>`,
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
