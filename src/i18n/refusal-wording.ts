import type { RefusalCode } from '#contract/errors';
import { APPROVAL_EXPIRY_DAYS } from '#contract/approvals/names';
import { CAPABILITIES, type Capability } from '#contract/capabilities/names';
import { GAMES, type Game } from '#contract/games/names';
import type { RefusalWording } from '#kit/lib/errors';
import { formatIsoDate, formatList, formatRupees } from '#kit/lib/format';
import { gameName } from './game-words';
import { m } from './paraglide/messages';

type Params = Record<string, unknown>;

const rupees = (paise: unknown) => (typeof paise === 'number' ? formatRupees(paise) : '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
// Games and features by their names in the reader's language.
const gameNameOf = (game: unknown) => ((GAMES as readonly unknown[]).includes(game) ? gameName(game as Game) : '');
// The notice a change that gives people less needs (decision 044), and the first IST date it may apply.
const notice = (params: Params) => ({ noticeDays: typeof params.noticeDays === 'number' ? params.noticeDays : 0, earliestOn: formatIsoDate(text(params.earliestOn)) });
const CHANGES_REFUSAL_WORDS = {
  'changes.notice-required': (params: Params) => m['refusal.changes.notice-required'](notice(params)),
  'changes.notice-too-short': (params: Params) => m['refusal.changes.notice-too-short'](notice(params)),
  'changes.not-a-devaluation': m['refusal.changes.not-a-devaluation'],
  'changes.already-pending': m['refusal.changes.already-pending'],
  'changes.subject-not-found': m['refusal.changes.subject-not-found'],
  'changes.not-found': m['refusal.changes.not-found'],
  'changes.not-pending': m['refusal.changes.not-pending'],
} satisfies Partial<Record<RefusalCode, (params: Params) => string>>;
const CAPABILITY_WORDS: Record<Capability, () => string> = {
  store: m['refusal.capability-name.store'],
  referrals: m['refusal.capability-name.referrals'],
  tasks: m['refusal.capability-name.tasks'],
  vip: m['refusal.capability-name.vip'],
  offerwalls: m['refusal.capability-name.offerwalls'],
};
const capabilityName = (capability: unknown) => ((CAPABILITIES as readonly unknown[]).includes(capability) ? CAPABILITY_WORDS[capability as Capability]() : '');

/** Every refusal's words, typed by the server's codes (a new one fails the type check); named statically, so bundled alone. */
const REFUSAL_WORDS: Record<RefusalCode, (params: Params) => string> = {
  'insufficient-balance': m['refusal.insufficient-balance'],
  'appeals.item-not-found': m['refusal.appeals.item-not-found'],
  'appeals.already-open': m['refusal.appeals.already-open'],
  'appeals.not-found': m['refusal.appeals.not-found'],
  'appeals.already-answered': m['refusal.appeals.already-answered'],
  'appeals.account-not-blocked': m['refusal.appeals.account-not-blocked'],
  'idempotency-key-reused': m['refusal.idempotency-key-reused'],
  'wallet.deduct-exceeds-balance': (params) => m['refusal.wallet.deduct-exceeds-balance']({ balance: rupees(params.balancePaise) }),
  'wallet.adjustment-key-reused': m['refusal.wallet.adjustment-key-reused'],
  'promo.unknown': m['refusal.promo.unknown'],
  'promo.inactive': m['refusal.promo.inactive'],
  'promo.expired': m['refusal.promo.expired'],
  'promo.not-today': m['refusal.promo.not-today'],
  'promo.already-used': m['refusal.promo.already-used'],
  'promo.exhausted': m['refusal.promo.exhausted'],
  'promo.duplicate': m['refusal.promo.duplicate'],
  'promo.daily-taken': m['refusal.promo.daily-taken'],
  'promo.expiry-past': m['refusal.promo.expiry-past'],
  'promo.not-found': m['refusal.promo.not-found'],
  'promo.over-content-limit': (params) => m['refusal.promo.over-content-limit']({ limit: rupees(params.limitPaise) }),
  'redeem.key-reused': m['refusal.redeem.key-reused'],
  'redeem.unknown-amount': (params) => m['refusal.redeem.unknown-amount']({ amounts: Array.isArray(params.amountsPaise) ? formatList(params.amountsPaise.map(rupees)) : '' }),
  'redeem.unavailable': (params) => m['refusal.redeem.unavailable']({ amount: rupees(params.amountPaise), reason: text(params.reason) }),
  'redeem.not-found': m['refusal.redeem.not-found'],
  'redeem.option-not-found': m['refusal.redeem.option-not-found'],
  'redeem.already-resolved': (params) => m['refusal.redeem.already-resolved']({ status: text(params.status) }),
  'auth.email-taken': m['refusal.auth.email-taken'],
  'auth.invalid-credentials': m['refusal.auth.invalid-credentials'],
  'auth.blocked': m['refusal.auth.blocked'],
  'auth.email-not-verified': m['refusal.auth.email-not-verified'],
  'auth.already-verified': m['refusal.auth.already-verified'],
  'auth.verification-link-invalid': m['refusal.auth.verification-link-invalid'],
  'auth.reset-link-invalid': m['refusal.auth.reset-link-invalid'],
  'auth.email-unchanged': m['refusal.auth.email-unchanged'],
  'auth.email-change-link-invalid': m['refusal.auth.email-change-link-invalid'],
  'auth.session-not-found': m['refusal.auth.session-not-found'],
  'auth.current-password-wrong': m['refusal.auth.current-password-wrong'],
  'admin-auth.invalid-credentials': m['refusal.admin-auth.invalid-credentials'],
  'admin-auth.code-required': m['refusal.admin-auth.code-required'],
  'admin-auth.sign-in-code-invalid': m['refusal.admin-auth.sign-in-code-invalid'],
  'admin-auth.sign-in-code-replayed': m['refusal.admin-auth.sign-in-code-replayed'],
  'admin-auth.code-invalid': m['refusal.admin-auth.code-invalid'],
  'admin-auth.code-replayed': m['refusal.admin-auth.code-replayed'],
  // Admin roles are named as the admin site names them (English only there).
  'admin-auth.role-required': (params) => m['refusal.admin-auth.role-required']({ roles: Array.isArray(params.roles) ? formatList(params.roles.map(text)) : '' }),
  'account.not-found': m['refusal.account.not-found'],
  'account.wrong-password': m['refusal.account.wrong-password'],
  'games.disabled': (params) => m['refusal.games.disabled']({ game: gameNameOf(params.game) }),
  'games.budget-used': (params) => m['refusal.games.budget-used']({ game: gameNameOf(params.game) }),
  'games.no-spins-left': m['refusal.games.no-spins-left'],
  'games.share-bonus-used': m['refusal.games.share-bonus-used'],
  'games.share-bonus-cap': m['refusal.games.share-bonus-cap'],
  'games.already-claimed': m['refusal.games.already-claimed'],
  'games.no-active-round': m['refusal.games.no-active-round'],
  'games.play-not-found': m['refusal.games.play-not-found'],
  'games.round-active': m['refusal.games.round-active'],
  'games.guess-locked': m['refusal.games.guess-locked'],
  'games.flip-locked': m['refusal.games.flip-locked'],
  'games.rotate-during-round': m['refusal.games.rotate-during-round'],
  'users.not-found': m['refusal.users.not-found'],
  'users.block-reason-required': m['refusal.users.block-reason-required'],
  'approvals.own-request': m['refusal.approvals.own-request'],
  'approvals.already-decided': m['refusal.approvals.already-decided'],
  'approvals.expired': () => m['refusal.approvals.expired']({ days: APPROVAL_EXPIRY_DAYS }),
  'approvals.not-found': m['refusal.approvals.not-found'],
  'approvals.off-needs-sole-admin': m['refusal.approvals.off-needs-sole-admin'],
  'contact.not-found': m['refusal.contact.not-found'],
  'notifications.unsubscribe-invalid': m['refusal.notifications.unsubscribe-invalid'],
  'content.page-not-found': m['refusal.content.page-not-found'],
  'catalogue.not-found': m['refusal.catalogue.not-found'],
  'blog.not-found': m['refusal.blog.not-found'],
  'blog.id-taken': m['refusal.blog.id-taken'],
  'blog.image-not-found': m['refusal.blog.image-not-found'],
  'blog.content-too-deep': m['refusal.blog.content-too-deep'],
  'media.not-found': m['refusal.media.not-found'],
  'media.empty': m['refusal.media.empty'],
  'media.too-large': m['refusal.media.too-large'],
  'media.not-an-image': m['refusal.media.not-an-image'],
  'media.type-mismatch': m['refusal.media.type-mismatch'],
  'capabilities.not-built': (params) => m['refusal.capabilities.not-built']({ capability: capabilityName(params.capability) }),
  'capabilities.off': (params) => m['refusal.capabilities.off']({ capability: capabilityName(params.capability) }),
  'rewards.product-not-found': m['refusal.rewards.product-not-found'],
  'rewards.product-disabled': m['refusal.rewards.product-disabled'],
  'rewards.out-of-stock': m['refusal.rewards.out-of-stock'],
  'rewards.insufficient-balance': m['refusal.rewards.insufficient-balance'],
  'rewards.order-not-found': m['refusal.rewards.order-not-found'],
  'rewards.order-not-pending': m['refusal.rewards.order-not-pending'],
  'rewards.not-reportable': m['refusal.rewards.not-reportable'],
  'rewards.not-reissuable': m['refusal.rewards.not-reissuable'],
  'rewards.code-known': m['refusal.rewards.code-known'],
  'rewards.uid-required': m['refusal.rewards.uid-required'],
  'referrals.code-invalid': m['refusal.referrals.code-invalid'],
  'referrals.not-found': m['refusal.referrals.not-found'],
  'referrals.not-in-review': m['refusal.referrals.not-in-review'],
  'referrals.not-paid': m['refusal.referrals.not-paid'],
  'referrals.user-not-found': m['refusal.referrals.user-not-found'],
  'tasks.not-found': m['refusal.tasks.not-found'],
  'tasks.closed': m['refusal.tasks.closed'],
  'tasks.not-started': m['refusal.tasks.not-started'],
  'tasks.ended': m['refusal.tasks.ended'],
  'tasks.user-limit-reached': m['refusal.tasks.user-limit-reached'],
  'tasks.no-slots-left': m['refusal.tasks.no-slots-left'],
  'tasks.text-required': m['refusal.tasks.text-required'],
  'tasks.image-required': m['refusal.tasks.image-required'],
  'tasks.wrong-proof': m['refusal.tasks.wrong-proof'],
  'tasks.submission-not-found': m['refusal.tasks.submission-not-found'],
  'tasks.already-reviewed': m['refusal.tasks.already-reviewed'],
  'tasks.no-proof-image': m['refusal.tasks.no-proof-image'],
  'offerwalls.provider-not-found': m['refusal.offerwalls.provider-not-found'],
  'offerwalls.secret-required': m['refusal.offerwalls.secret-required'],
  'vip.payments-not-configured': m['refusal.vip.payments-not-configured'],
  'vip.order-not-found': m['refusal.vip.order-not-found'],
  'vip.signature-invalid': m['refusal.vip.signature-invalid'],
  'vip.payment-mismatch': m['refusal.vip.payment-mismatch'],
  'vip.payment-not-completed': m['refusal.vip.payment-not-completed'],
  'vip.not-member': m['refusal.vip.not-member'],
  'vip.no-code-today': m['refusal.vip.no-code-today'],
  'vip.payment-not-found': m['refusal.vip.payment-not-found'],
  'vip.not-refundable': m['refusal.vip.not-refundable'],
  'vip.refund-window-passed': (params) => m['refusal.vip.refund-window-passed']({ days: typeof params.days === 'number' ? params.days : 0 }),
  'vip.webhook-signature-invalid': m['refusal.vip.webhook-signature-invalid'],
  'rewards.reference-required': m['refusal.rewards.reference-required'],
  // The form shows these beside the field they name (fieldErrors), so the words need not name it.
  'input.nul-character': m['refusal.input.nul-character'],
  'input.lone-surrogate': m['refusal.input.lone-surrogate'],
  'push.endpoint-not-allowed': m['refusal.push.endpoint-not-allowed'],
  ...CHANGES_REFUSAL_WORDS,
};

/** Installed at boot (`setRefusalWording`): by code and parameters; an unknown code keeps the server's text. */
export const catalogueRefusalWording: RefusalWording = ({ code, params, serverText }) => {
  const words = code && code in REFUSAL_WORDS ? REFUSAL_WORDS[code as RefusalCode] : undefined;
  return words ? words(params) : serverText;
};
