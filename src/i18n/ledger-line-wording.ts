import type { Locale } from '#contract/i18n/locales';
import { OFFERWALL_PROVIDER_NAMES } from '#contract/offerwalls/rules';
import type { LedgerLine, LedgerLineCode, LedgerLineOf } from '#contract/wallet/ledger-lines';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from './paraglide/messages';

/**
 * A ledger line worded from its code and values (decision 038): our words from the catalogue, in the
 * reader's language; amounts and counts through the one formatting module. A value a person typed
 * (an admin's reason, a task's or product's name, a promo code), a partner's own name and a game's
 * title are shown as they are, in their own language: each comes back as its own part, so a page can
 * mark its language.
 */
export type LedgerLinePart = string | { verbatim: string };

interface Wording {
  /** Stands for a value shown as it is; the sentence is worded around it. */
  verbatim: (text: string) => string;
  options: { locale?: Locale };
}

type Words = { [Code in LedgerLineCode]: (values: LedgerLineOf<Code>['values'], wording: Wording) => string };

const GAME_TITLES = {
  spin: m['games.spin.title'],
  scratch: m['games.scratch.title'],
  flip: m['games.flip.title'],
  guess: m['games.guess.title'],
  'daily-login': m['games.hub.daily-title'],
};

const amount = (values: { amountPaise: number }) => formatRupees(values.amountPaise);

/** Every code's words (a new code fails the type check until it has them). */
const WORDS: Words = {
  'promo.redeemed': ({ code }, { verbatim, options }) => m['wallet.line.promo.redeemed']({ code: verbatim(code) }, options),
  'promo.vip-redeemed': ({ code }, { verbatim, options }) => m['wallet.line.promo.vip-redeemed']({ code: verbatim(code) }, options),
  'withdrawal.requested': (values, { options }) => m['wallet.line.withdrawal.requested']({ amount: amount(values) }, options),
  'withdrawal.paid': (values, { options }) => m['wallet.line.withdrawal.paid']({ amount: amount(values) }, options),
  'withdrawal.rejected': (values, { verbatim, options }) => m['wallet.line.withdrawal.rejected']({ amount: amount(values), reason: verbatim(values.reason) }, options),
  'withdrawal.cancelled': (values, { options }) => m['wallet.line.withdrawal.cancelled']({ amount: amount(values) }, options),
  'reward.bought': ({ product }, { verbatim, options }) => m['wallet.line.reward.bought']({ product: verbatim(product) }, options),
  'reward.refunded': ({ product, reason }, { verbatim, options }) => m['wallet.line.reward.refunded']({ product: verbatim(product), reason: verbatim(reason) }, options),
  'reward.cancelled': ({ product }, { verbatim, options }) => m['wallet.line.reward.cancelled']({ product: verbatim(product) }, options),
  adjustment: ({ reason }, { verbatim, options }) => m['wallet.line.adjustment']({ reason: verbatim(reason) }, options),
  'account.balance-forfeited': (_, { options }) => m['wallet.line.account.balance-forfeited']({}, options),
  'debt.recovered': (_, { options }) => m['wallet.line.debt.recovered']({}, options),
  'referral.reward': (_, { options }) => m['wallet.line.referral.reward']({}, options),
  'referral.welcome': (_, { options }) => m['wallet.line.referral.welcome']({}, options),
  'referral.milestone': ({ friends }, { options }) => m['wallet.line.referral.milestone']({ friends: formatCount(friends) }, options),
  'referral.reward-reversed': (_, { options }) => m['wallet.line.referral.reward-reversed']({}, options),
  'referral.welcome-reversed': (_, { options }) => m['wallet.line.referral.welcome-reversed']({}, options),
  'task.reward': ({ task, submission }, { verbatim, options }) => m['wallet.line.task.reward']({ task: verbatim(task), submission: formatCount(submission) }, options),
  // A partner's name is its own, in every language.
  'offerwall.pending': (values, { verbatim, options }) => m['wallet.line.offerwall.pending']({ provider: verbatim(OFFERWALL_PROVIDER_NAMES[values.provider]), amount: amount(values) }, options),
  'offerwall.released': ({ provider }, { verbatim, options }) => m['wallet.line.offerwall.released']({ provider: verbatim(OFFERWALL_PROVIDER_NAMES[provider]) }, options),
  'offerwall.not-released': (values, { verbatim, options }) =>
    m['wallet.line.offerwall.not-released']({ provider: verbatim(OFFERWALL_PROVIDER_NAMES[values.provider]), amount: amount(values) }, options),
  'offerwall.reversed': (values, { verbatim, options }) => m['wallet.line.offerwall.reversed']({ provider: verbatim(OFFERWALL_PROVIDER_NAMES[values.provider]), amount: amount(values) }, options),
    // A game's title is the catalogue's, shown as it is: a brand name may stay in English in Hindi.
  'game.spin.won': (values, { verbatim, options }) => m['wallet.line.game.won']({ game: verbatim(GAME_TITLES.spin({}, options)), amount: amount(values) }, options),
  'game.scratch.won': (values, { verbatim, options }) => m['wallet.line.game.won']({ game: verbatim(GAME_TITLES.scratch({}, options)), amount: amount(values) }, options),
  'game.flip.won': ({ side }, { verbatim, options }) =>
    m['wallet.line.game.flip.won']({ game: verbatim(GAME_TITLES.flip({}, options)), side: side === 'HEAD' ? m['wallet.line.coin.head']({}, options) : m['wallet.line.coin.tail']({}, options) }, options),
  'game.guess.won': ({ number }, { verbatim, options }) => m['wallet.line.game.guess.won']({ game: verbatim(GAME_TITLES.guess({}, options)), number: formatCount(number) }, options),
  'game.daily-login': ({ day, days }, { verbatim, options }) =>
    m['wallet.line.game.daily-login']({ game: verbatim(GAME_TITLES['daily-login']({}, options)), day: formatCount(day), days: formatCount(days) }, options),
  legacy: ({ text }, { verbatim, options }) => m['wallet.line.legacy']({ text: verbatim(text) }, options),
};

// Private-use characters stand for the parts shown as they are while the catalogue words the sentence.
const SLOT = /\uE000(\d+)\uE001/;

/** The line's parts, in the current language or the one named (the server names it). */
export function ledgerLineParts(line: LedgerLine, locale?: Locale): LedgerLinePart[] {
  const typed: string[] = [];
  const verbatim = (text: string) => `\uE000${typed.push(text) - 1}\uE001`;
  const words = (WORDS[line.code] as (values: LedgerLine['values'], wording: Wording) => string)(line.values, { verbatim, options: locale ? { locale } : {} });
  return words
    .split(SLOT)
    .map((piece, index) => (index % 2 === 1 ? { verbatim: typed[Number(piece)]! } : piece))
    .filter((part) => part !== '');
}

/** The line as plain text: the REST answers' and the stored English description, the account export's line. */
export function ledgerLineText(line: LedgerLine, locale?: Locale): string {
  return ledgerLineParts(line, locale)
    .map((part) => (typeof part === 'string' ? part : part.verbatim))
    .join('');
}

/**
 * The language a part shown as it is is marked with on a page: English when it is written in Latin
 * letters without Devanagari (an English reason inside a Hindi sentence), else the page's own.
 */
export function languageOfVerbatim(text: string): 'en' | undefined {
  return /[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined;
}
