import type { Locale } from '#contract/i18n/locales';
import { notificationPath, type NotificationContent, type NotificationKind, type NotificationOf } from '#contract/notifications/kinds';
import { OFFERWALL_PROVIDER_NAMES } from '#contract/offerwalls/rules';
import { formatRupees } from '#kit/lib/format';
import { m } from './paraglide/messages';

/**
 * A notification worded from its kind and values (decision 041), in the reader's language: the inbox,
 * the e-mail and the push message say the same. A value a person typed (a reason, a product's or
 * task's name) is shown as typed; amounts go through the one formatting module.
 */
export interface RenderedNotification {
  title: string;
  body: string;
  /** Where the item is seen: a path on the public origin. */
  url: string;
}

type Options = { locale: Locale };
type Words = { [Kind in NotificationKind]: (values: NotificationOf<Kind>['values'], options: Options) => { title: string; body: string } };

const amount = (values: { amountPaise: number }) => formatRupees(values.amountPaise);

const WORDS: Words = {
  'reward-delivered': ({ product, last4 }, options) => ({
    title: m['notifications.reward-delivered.title']({ product }, options),
    body: last4 === null ? m['notifications.reward-delivered.body-reference']({ product }, options) : m['notifications.reward-delivered.body']({ product, last4 }, options),
  }),
  'top-up-fulfilled': ({ product }, options) => ({
    title: m['notifications.top-up-fulfilled.title']({ product }, options),
    body: m['notifications.top-up-fulfilled.body']({ product }, options),
  }),
  'order-rejected': ({ product, reason }, options) => ({
    title: m['notifications.order-rejected.title']({ product }, options),
    body: m['notifications.order-rejected.body']({ product, reason }, options),
  }),
  'withdrawal-completed': (values, options) => ({
    title: m['notifications.withdrawal-completed.title']({ amount: amount(values) }, options),
    body: m['notifications.withdrawal-completed.body']({ amount: amount(values), last4: values.last4 }, options),
  }),
  'withdrawal-rejected': (values, options) => ({
    title: m['notifications.withdrawal-rejected.title']({ amount: amount(values) }, options),
    body: m['notifications.withdrawal-rejected.body']({ amount: amount(values), reason: values.reason }, options),
  }),
  'task-approved': (values, options) => ({
    title: m['notifications.task-approved.title']({ task: values.task }, options),
    body: m['notifications.task-approved.body']({ task: values.task, amount: amount(values) }, options),
  }),
  'task-rejected': ({ task, reason }, options) => ({
    title: m['notifications.task-rejected.title']({ task }, options),
    body: m['notifications.task-rejected.body']({ task, reason }, options),
  }),
  'referral-paid': (values, options) => ({
    title: m['notifications.referral-paid.title']({ amount: amount(values) }, options),
    body: m['notifications.referral-paid.body']({ amount: amount(values) }, options),
  }),
  'referral-reversed': (values, options) => ({
    title: m['notifications.referral-reversed.title']({ amount: amount(values) }, options),
    body: m['notifications.referral-reversed.body']({ amount: amount(values), reason: values.reason }, options),
  }),
  'offerwall-cleared': (values, options) => {
    const words = { amount: amount(values), provider: OFFERWALL_PROVIDER_NAMES[values.provider] };
    return { title: m['notifications.offerwall-cleared.title'](words, options), body: m['notifications.offerwall-cleared.body'](words, options) };
  },
  // The appeal mail's own words (decision 043), then the admin's answer as written.
  'appeal-answered': ({ changed, answer }, options) => ({
    title: m['appeals.mail.subject']({}, options),
    body: `${changed ? m['appeals.mail.lead-changed']({}, options) : m['appeals.mail.lead-upheld']({}, options)} ${m['appeals.mail.answer-label']({}, options)} ${answer}`,
  }),
};

const KIND_NAMES: Record<NotificationKind, (inputs: Record<string, never>, options: Options) => string> = {
  'reward-delivered': m['notifications.kind.reward-delivered'],
  'top-up-fulfilled': m['notifications.kind.top-up-fulfilled'],
  'order-rejected': m['notifications.kind.order-rejected'],
  'withdrawal-completed': m['notifications.kind.withdrawal-completed'],
  'withdrawal-rejected': m['notifications.kind.withdrawal-rejected'],
  'task-approved': m['notifications.kind.task-approved'],
  'task-rejected': m['notifications.kind.task-rejected'],
  'referral-paid': m['notifications.kind.referral-paid'],
  'referral-reversed': m['notifications.kind.referral-reversed'],
  'offerwall-cleared': m['notifications.kind.offerwall-cleared'],
  'appeal-answered': m['notifications.kind.appeal-answered'],
};

/** A notification's title, body and link in `locale` — the words the inbox, the e-mail and a push message share. */
export function renderNotification(notification: NotificationContent, locale: Locale): RenderedNotification {
  const words = (WORDS[notification.kind] as (values: NotificationContent['values'], options: Options) => { title: string; body: string })(notification.values, { locale });
  return { ...words, url: notificationPath(notification) };
}

/** A kind's name, as the preferences and the unsubscribe page show it. */
export function notificationKindName(kind: NotificationKind, locale: Locale): string {
  return KIND_NAMES[kind]({}, { locale });
}
