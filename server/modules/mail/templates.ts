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

/** Why a provider order waits for an admin, as the alert mail says it (decision 060). */
const PROVIDER_ALERT_WORDING: Record<string, string> = {
  'wrong-face-value': 'the supplier delivered a card whose face value or currency is not what we ordered, so it was not given to the buyer',
  'balance-low': 'our prepaid balance with the supplier cannot cover it, so it was not sent to the supplier',
  'provider-failed': 'the supplier reports the order as failed',
  'gave-up': 'the supplier did not deliver after every retry',
};

/** In English, as the admin site is; once per order, when it starts waiting for an admin (decision 060). */
export function providerOrderAlertMail(to: string, alert: { kind: 'reward-order' | 'withdrawal'; orderId: string; reason: string; ordersUrl: string }): MailMessage {
  const what = alert.kind === 'reward-order' ? 'Store order' : 'Withdrawal';
  const lead = `${what} ${alert.orderId} waits for you: ${PROVIDER_ALERT_WORDING[alert.reason] ?? `the supplier answered "${alert.reason}"`}.`;
  const action = 'Fulfil it by hand or refund it';
  return {
    to,
    subject: `Needs you: ${what.toLowerCase()} ${alert.orderId.slice(0, 8)} (supplier)`,
    text: `${lead}\n\n${action}: ${alert.ordersUrl}\n`,
    html: `${paragraphs(lead)}<p><a href="${escapeHtml(alert.ordersUrl)}">${escapeHtml(action)}</a></p>`,
  };
}

/** In English, as the admin site is; once each time the balance falls below the threshold (decision 060). */
export function providerBalanceLowMail(to: string, balance: { amount: number; currency: string; threshold: number; provider: string }): MailMessage {
  const lead = `Our prepaid balance with ${balance.provider} is ${balance.amount.toFixed(2)} ${balance.currency}, below the alert threshold of ${balance.threshold.toFixed(2)} ${balance.currency}. Orders it cannot cover wait for an admin.`;
  return { to, subject: `Low supplier balance: ${balance.amount.toFixed(2)} ${balance.currency}`, text: `${lead}\n`, html: paragraphs(lead) };
}

/**
 * An admin invitation (decision 051), in English as the admin site is. It names who invited and the
 * role, and says the link works once and when it stops; the link itself is the only secret in it.
 */
export function adminInvitationMail(to: string, invitation: { role: string; invitedBy: string; link: EmailLink }): MailMessage {
  const lead = `${invitation.invitedBy} invited you to run Honest Rewards as an admin with the ${invitation.role} role.`;
  const steps = 'Open the link to choose your password. At your first sign-in you set up two-factor sign-in with an authenticator app.';
  const action = 'Accept the invitation';
  const footnote = `The link works once, for ${invitation.link.lifetimeHours} hours. If you did not expect this, ignore this e-mail.`;
  return {
    to,
    subject: 'You are invited to the Honest Rewards admin',
    text: `${lead}\n\n${steps}\n\n${action}: ${invitation.link.url}\n\n${footnote}\n`,
    html: `${paragraphs(lead, steps)}<p><a href="${escapeHtml(invitation.link.url)}">${escapeHtml(action)}</a></p>${paragraphs(footnote)}`,
  };
}

/** A mail of plain paragraphs after the greeting. */
function plainMail(to: MailRecipient, subject: string, ...lines: string[]): MailMessage {
  const greeting = m['mail.greeting']({ name: to.name }, { locale: to.locale });
  return { to: to.email, subject, text: `${[greeting, ...lines].join('\n\n')}\n`, html: paragraphs(greeting, ...lines) };
}

/** To the NEW address: it never names the old one (decision 040). */
export function emailChangeConfirmMail(to: MailRecipient, link: EmailLink): MailMessage {
  const options = { locale: to.locale };
  return linkMail(
    to,
    {
      subject: m['mail.email-change-confirm.subject']({}, options),
      lead: m['mail.email-change-confirm.lead']({}, options),
      action: m['mail.email-change-confirm.action']({}, options),
      footnote: m['mail.email-change-confirm.footnote']({ lifetime: m['mail.link-lifetime']({ hours: link.lifetimeHours }, options) }, options),
    },
    link.url,
  );
}

/** To the OLD address, once when a change is asked and once when it is made; it tells its owner what to do if it was not them. */
export function emailChangeNoticeMail(to: MailRecipient, stage: 'requested' | 'changed', newEmail: string): MailMessage {
  const options = { locale: to.locale };
  const notYou = m['mail.security.not-you']({}, options);
  return stage === 'requested'
    ? plainMail(to, m['mail.email-change-requested.subject']({}, options), m['mail.email-change-requested.lead']({ email: newEmail }, options), notYou)
    : plainMail(to, m['mail.email-changed.subject']({}, options), m['mail.email-changed.lead']({ email: newEmail }, options), notYou);
}

export function passwordChangedMail(to: MailRecipient): MailMessage {
  const options = { locale: to.locale };
  return plainMail(to, m['mail.password-changed.subject']({}, options), m['mail.password-changed.lead']({}, options), m['mail.security.not-you']({}, options));
}

/** `ticket` is already formatted (HR-000123); the reply promise is the contract's rule. The message itself is not echoed, so the form cannot relay text to any address. */
export function contactReceivedMail(to: MailRecipient, ticket: string, replyHours: { from: number; to: number }): MailMessage {
  const options = { locale: to.locale };
  return plainMail(
    to,
    m['mail.contact-received.subject']({ ticket }, options),
    m['mail.contact-received.lead']({ ticket }, options),
    m['mail.contact-received.promise']({ from: replyHours.from, to: replyHours.to }, options),
  );
}

/** An admin's answer, in the language the person wrote in; every line of the answer its own escaped paragraph. */
export function contactReplyMail(to: MailRecipient, ticket: string, reply: string): MailMessage {
  const options = { locale: to.locale };
  const lines = reply.split(/\n+/).map((line) => line.trim()).filter(Boolean);
  return plainMail(to, m['mail.contact-reply.subject']({ ticket }, options), m['mail.contact-reply.lead']({ ticket }, options), ...lines, m['mail.contact-reply.footnote']({ ticket }, options));
}

/**
 * An appeal's answer (decision 043): the outcome in the person's language, then the admin's words
 * as written, and where to see it (the reviews page; for a blocked account, the sign-in page).
 */
export function appealAnsweredMail(to: MailRecipient, answer: { changed: boolean; text: string; url: string }): MailMessage {
  const options = { locale: to.locale };
  const greeting = m['mail.greeting']({ name: to.name }, options);
  const lead = answer.changed ? m['appeals.mail.lead-changed']({}, options) : m['appeals.mail.lead-upheld']({}, options);
  const their = m['appeals.mail.answer-label']({}, options);
  const action = m['appeals.mail.action']({}, options);
  return {
    to: to.email,
    subject: m['appeals.mail.subject']({}, options),
    text: `${greeting}\n\n${lead}\n\n${their}\n${answer.text}\n\n${action}: ${answer.url}\n`,
    html: `${paragraphs(greeting, lead, their, answer.text)}<p><a href="${escapeHtml(answer.url)}">${escapeHtml(action)}</a></p>`,
  };
}
