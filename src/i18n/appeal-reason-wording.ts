import type { AppealItemKind, HoldReason, HoldReasonCode } from '#contract/appeals/rules';
import type { Locale } from '#contract/i18n/locales';
import { formatDate, formatDateTime, formatRupees } from '#kit/lib/format';
import { m } from './paraglide/messages';

type Options = { locale?: Locale };
type Words = { [Code in HoldReasonCode]: (values: Extract<HoldReason, { code: Code }>, options: Options) => string };

/**
 * Every reason's sentence (decision 043), typed by the codes so a new one does not compile until it
 * is worded. A sentence that states a rule takes the rule's own setting (days, amount) and the date
 * it gives, so it changes when the setting does.
 */
const WORDS: Words = {
  'referral.waiting-to-qualify': ({ qualifyPaise, windowDays, deadline }, options) =>
    m['appeals.reason.referral.waiting-to-qualify']({ qualify: formatRupees(qualifyPaise), days: windowDays, date: formatDate(deadline) }, options),
  'referral.held': ({ holdDays, clearsAt }, options) => m['appeals.reason.referral.held']({ days: holdDays, date: formatDateTime(clearsAt) }, options),
  'referral.review': (_, options) => m['appeals.reason.referral.review']({}, options),
  'referral.friend-blocked': (_, options) => m['appeals.reason.referral.friend-blocked']({}, options),
  'referral.earnings-reversed': (_, options) => m['appeals.reason.referral.earnings-reversed']({}, options),
  'referral.expired': ({ windowDays }, options) => m['appeals.reason.referral.expired']({ days: windowDays }, options),
  'referral.rejected': (_, options) => m['appeals.reason.referral.rejected']({}, options),
  'referral.reversed': (_, options) => m['appeals.reason.referral.reversed']({}, options),
  'offerwall.held': ({ holdDays, clearsAt }, options) => m['appeals.reason.offerwall.held']({ days: holdDays, date: formatDateTime(clearsAt) }, options),
  'task.pending': (_, options) => m['appeals.reason.task.pending']({}, options),
  'task.rejected': (_, options) => m['appeals.reason.task.rejected']({}, options),
  'order.pending': (_, options) => m['appeals.reason.order.pending']({}, options),
  'order.rejected': (_, options) => m['appeals.reason.order.rejected']({}, options),
  'withdrawal.pending': (_, options) => m['appeals.reason.withdrawal.pending']({}, options),
  'withdrawal.rejected': (_, options) => m['appeals.reason.withdrawal.rejected']({}, options),
  'account.blocked': (_, options) => m['appeals.reason.account.blocked']({}, options),
};

/** The reason's sentence in the current language, or the one named. */
export function holdReasonText(reason: HoldReason, locale?: Locale): string {
  return (WORDS[reason.code] as (values: HoldReason, options: Options) => string)(reason, locale ? { locale } : {});
}

const KIND_WORDS: Record<AppealItemKind, (inputs: object, options: Options) => string> = {
  referral: m['appeals.kind.referral'],
  'offerwall-credit': m['appeals.kind.offerwall-credit'],
  'task-submission': m['appeals.kind.task-submission'],
  'reward-order': m['appeals.kind.reward-order'],
  withdrawal: m['appeals.kind.withdrawal'],
  account: m['appeals.kind.account'],
};

/** What kind of item it is ("Store order"). */
export function appealItemKindName(kind: AppealItemKind, locale?: Locale): string {
  return KIND_WORDS[kind]({}, locale ? { locale } : {});
}
