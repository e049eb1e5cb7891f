import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { adminSignInInputSchema } from '#contract/admin-auth/schemas';
import {
  registerInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  verifyEmailInputSchema,
} from '#contract/auth/schemas';
import { listContactMessagesInputSchema, sendContactMessageInputSchema } from '#contract/contact/schemas';
import { updatePageInputSchema } from '#contract/content/schemas';
import { listUsersInputSchema } from '#contract/users/schemas';
import { redeemPromoInputSchema } from '#contract/promo/schemas';
import { listRedeemRequestsInputSchema } from '#contract/redeem/schemas';
import type { RedeemRequestView } from '#contract/redeem/schemas';
import type { PromoCodeView } from '#contract/promo/schemas';
import { pageQuerySchema } from '#contract/shared-schemas';
import type { AdminUser } from '#contract/users/schemas';
import { contentRestRoutes } from './content-routes';
import { RATE_LIMITED, type RestRoute } from './define-route';
import { paiseToRupees, rupeesFromBody } from './money';

const messageOut = z.object({ message: z.string() });
// A Date in the answer is sent as its ISO 8601 string; the document generator writes it as a date-time string.
const isoDate = z.date();

const restUserOut = z.object({ _id: z.string(), name: z.string(), email: z.string(), walletBalance: z.number(), createdAt: isoDate, isBlocked: z.boolean(), emailVerified: z.boolean() });
const restContactOut = z.object({ _id: z.string(), name: z.string(), email: z.string(), message: z.string(), isRead: z.boolean(), createdAt: isoDate });
const restPageOut = z.object({ slug: z.string(), title: z.string(), content: z.string(), titleHi: z.string(), contentHi: z.string(), updatedAt: isoDate });

function toRestUser(user: AdminUser) {
  const { id, walletBalancePaise, ...rest } = user;
  return { _id: id, ...rest, walletBalance: paiseToRupees(walletBalancePaise) };
}

const rupees = z.number().describe('Rupees, up to 2 decimals');
const restRedeemRequestOut = z.object({ _id: z.string(), amount: rupees, email: z.string(), status: z.enum(['pending', 'completed', 'rejected']), codeLast4: z.string().nullable().describe("A completed request's code by its last 4 characters; reveal opens it"), rejectReason: z.string().nullable(), createdAt: isoDate, resolvedAt: isoDate.nullable() });
const restPromoOut = z.object({ _id: z.string(), code: z.string(), amount: rupees, isActive: z.boolean(), maxUses: z.number().int().nullable(), usesCount: z.number().int(), expiresAt: isoDate.nullable(), dailyFor: z.string().nullable(), vipOnly: z.boolean(), createdAt: isoDate });
const restTransactionOut = z.object({ _id: z.string(), description: z.string(), amount: rupees.describe('Signed rupees: + credit, − debit'), kind: z.string(), promoCode: z.string().nullable(), createdAt: isoDate });
const rupeeAmountIn = z.union([z.number(), z.string()]).describe('Rupees, up to 2 decimals');

/** The original API took a balance change without a reason; REST callers may still leave it out, the admin site always asks for one. */
const DEFAULT_ADJUSTMENT_REASON = 'Adjusted by an admin (no reason given)';
/** The original's answer to an admin sign-in carried this beside the token (seed spec §7). */
const ADMIN_SIGN_IN_MESSAGE = 'Login successful';

function toRestRedeemRequest({ id, amountPaise, ...rest }: RedeemRequestView) {
  return { _id: id, amount: paiseToRupees(amountPaise), ...rest };
}

function toRestPromo({ id, amountPaise, ...rest }: PromoCodeView) {
  return { _id: id, amount: paiseToRupees(amountPaise), ...rest };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** REST bodies are checked by the procedure's own zod input; this only hands them over. */
function unchecked<T>(value: unknown): T {
  return value as T;
}

function toRestContact<T extends { id: string }>({ id, ...rest }: T) {
  return { _id: id, ...rest };
}

/**
 * The documented /api paths (seed spec §7 and the issues), each a thin mapping onto the same
 * tRPC procedures the SPAs call. This table also generates /api/openapi.json.
 */
export const restRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/auth/me', operationId: 'getMe', auth: 'user',
    summary: 'The signed-in user, with the wallet balance in rupees and the offerwall credits still pending (not in the balance until they clear)',
    output: z.object({ name: z.string(), email: z.string(), createdAt: isoDate, walletBalance: z.number(), pendingRupees: z.number(), emailVerified: z.boolean() }),
    handle: async (caller) => {
      const me = await caller.auth.me();
      return { name: me.name, email: me.email, createdAt: me.createdAt, walletBalance: paiseToRupees(me.walletBalancePaise), pendingRupees: paiseToRupees(me.offerwallPendingPaise), emailVerified: me.emailVerified };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/register', operationId: 'register', auth: 'none', summary: 'Create an account and send the verification e-mail',
    input: registerInputSchema, output: messageOut, successStatus: 201, errors: { 409: 'An account with this e-mail address exists', 429: RATE_LIMITED },
    handle: (caller, { body }) => caller.auth.register(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/login', operationId: 'signIn', auth: 'none', summary: 'Sign in; answers a bearer token for API clients',
    input: signInInputSchema, output: z.object({ token: z.string() }),
    errors: { 401: 'Wrong e-mail or password', 403: 'Account blocked', 429: RATE_LIMITED },
    handle: async (caller, { body }) => ({ token: (await caller.auth.signIn(unchecked(body))).token }),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout', operationId: 'signOut', auth: 'user', summary: 'End this session',
    output: messageOut, handle: (caller) => caller.auth.signOut(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout-all', operationId: 'signOutEverywhere', auth: 'user', summary: 'End every session of this account',
    output: messageOut, handle: (caller) => caller.auth.signOutEverywhere(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/verify-email', operationId: 'verifyEmail', auth: 'none', summary: 'Confirm the e-mail address with the one-time token from the verification link',
    input: verifyEmailInputSchema, output: messageOut, errors: { 409: 'The address is already verified' }, handle: (caller, { body }) => caller.auth.verifyEmail(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/request-password-reset', operationId: 'requestPasswordReset', auth: 'none', summary: 'Send a password reset link (same answer whether or not the address exists)',
    input: requestPasswordResetInputSchema, output: messageOut, errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.auth.requestPasswordReset(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/reset-password', operationId: 'resetPassword', auth: 'none', summary: 'Set a new password with the one-time reset token; ends every session',
    input: resetPasswordInputSchema, output: messageOut, errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.auth.resetPassword(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/contact', operationId: 'sendContactMessage', auth: 'none', summary: 'Send a message to support',
    input: sendContactMessageInputSchema, output: z.object({ ok: z.literal(true) }), errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.contact.send(unchecked(body)),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/login', operationId: 'adminSignIn', auth: 'none',
    summary: 'Admin sign-in; answers a bearer token. An admin with a second factor also sends `otp` (the 6-digit authenticator code or a recovery code): without it the answer is 401 asking for the code; a wrong or already used code is 401',
    input: adminSignInInputSchema, output: z.object({ token: z.string(), message: z.string() }),
    errors: { 401: 'Wrong e-mail or password, or the second-factor code is missing, wrong or already used', 403: 'The admin must first set up two-factor sign-in on the admin site', 429: RATE_LIMITED },
    handle: async (caller, { body }) => {
      const result = await caller.adminAuth.signIn(unchecked(body));
      // API callers always get a token back or an error (an admin who must enrol first is refused).
      return { token: 'token' in result ? (result.token ?? '') : '', message: ADMIN_SIGN_IN_MESSAGE };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/users', operationId: 'listUsers', auth: 'admin', summary: 'Users, newest first, with ?search= (name or e-mail) and ?page=',
    input: listUsersInputSchema, output: z.object({ users: z.array(restUserOut), totalUsers: z.number().int(), matching: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.users.list(unchecked(query));
      return { ...result, users: result.users.map(toRestUser) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/users/{id}/toggle-block', operationId: 'toggleUserBlock', auth: 'admin', summary: 'Block or unblock a user (blocking ends their sessions at once)',
    output: restUserOut, handle: async (caller, { params }) => toRestUser(await caller.users.toggleBlock({ id: params.id ?? '' })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/pages', operationId: 'listPages', auth: 'admin', summary: 'The editable content pages',
    output: z.array(restPageOut), handle: (caller) => caller.pages.list(),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/pages/{slug}', operationId: 'updatePage', auth: 'admin', summary: 'Edit a page in one language (title and content required; locale en or hi, English when left out)',
    input: updatePageInputSchema.omit({ slug: true }), output: restPageOut,
    handle: (caller, { params, body }) => caller.pages.update(unchecked({ ...(body as object), slug: params.slug })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/contacts', operationId: 'listContactMessages', auth: 'admin', summary: 'Contact messages, newest first, with the unread count',
    input: listContactMessagesInputSchema, output: z.object({ contacts: z.array(restContactOut), unreadCount: z.number().int(), total: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.contacts.list(unchecked(query));
      return { ...result, contacts: result.contacts.map(toRestContact) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/contacts/{id}/read', operationId: 'setContactMessageRead', auth: 'admin', summary: 'Mark a contact message read or unread',
    input: z.object({ isRead: z.boolean() }), output: restContactOut,
    handle: async (caller, { params, body }) => toRestContact(await caller.contacts.setRead(unchecked({ ...(body as object), id: params.id }))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/outbox', operationId: 'listOutboxMails', auth: 'admin', summary: 'Every e-mail the system sent or stored, newest first',
    input: pageQuerySchema, output: z.array(z.object({ _id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), status: z.string(), createdAt: isoDate })),
    handle: async (caller, { query }) => (await caller.outbox.list(unchecked(query))).mails.map(toRestContact),
  },
  {
    origin: 'public', method: 'GET', path: '/api/daily-promo', operationId: 'getDailyPromo', auth: 'none', summary: "Today's promo code (IST), or 404 when none is scheduled",
    output: z.object({ code: z.string(), amount: rupees }), errors: { 404: 'No promo code today' },
    handle: async (caller) => {
      const daily = await caller.promo.daily();
      if (!daily) throw new TRPCError({ code: 'NOT_FOUND', message: 'No promo code today' });
      return { code: daily.code, amount: paiseToRupees(daily.amountPaise) };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/balance', operationId: 'getWalletBalance', auth: 'user', summary: 'Available balance and the total held by pending withdrawals',
    output: z.object({ balance: rupees, pending: rupees, pendingCount: z.number().int() }),
    handle: async (caller) => {
      const summary = await caller.wallet.summary();
      return { balance: paiseToRupees(summary.balancePaise), pending: paiseToRupees(summary.pendingPaise), pendingCount: summary.pendingCount };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem-promo', operationId: 'redeemPromoCode', auth: 'user', summary: 'Redeem a promo code into the wallet (once per user)',
    input: redeemPromoInputSchema, output: z.object({ amount: rupees, newBalance: rupees, code: z.string() }),
    errors: { 404: 'Unknown promo code', 409: 'Already redeemed by this user, or every use is taken', 429: RATE_LIMITED },
    handle: async (caller, { body }) => {
      const result = await caller.promo.redeem(unchecked(body));
      return { amount: paiseToRupees(result.amountPaise), newBalance: paiseToRupees(result.newBalancePaise), code: result.code };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/transactions', operationId: 'listWalletTransactions', auth: 'user', summary: 'The wallet ledger, newest first (?page=&pageSize=)',
    input: pageQuerySchema, output: z.array(restTransactionOut),
    handle: async (caller, { query }) =>
      (await caller.wallet.history(unchecked(query))).entries.map(({ id, amountPaise, ...rest }) => ({ _id: id, amount: paiseToRupees(amountPaise), ...rest })),
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem', operationId: 'requestWithdrawal', auth: 'user', summary: 'Withdraw ₹30/₹50/₹100 as a Google Play code; the amount is held at once. Send an Idempotency-Key header to retry safely.',
    input: z.object({ amount: rupeeAmountIn, email: z.string() }), output: z.object({ message: z.string(), request: restRedeemRequestOut }),
    errors: { 409: 'This Idempotency-Key was already used for a different request', 429: RATE_LIMITED }, idempotencyKey: true,
    handle: async (caller, { body, headers }) => {
      const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
      const result = await caller.redeem.request(unchecked({ amountPaise: rupeesFromBody(body), email, idempotencyKey: header(headers, 'idempotency-key') }));
      return { message: result.message, request: toRestRedeemRequest(result.request) };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/redeem-history', operationId: 'listWithdrawals', auth: 'user', summary: "The signed-in user's withdrawal requests, newest first",
    input: pageQuerySchema, output: z.array(restRedeemRequestOut),
    handle: async (caller, { query }) => (await caller.redeem.history(unchecked(query))).requests.map(toRestRedeemRequest),
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem-history/{id}/reveal', operationId: 'revealWithdrawalCode', auth: 'user',
    summary: "The Google Play code of one of the user's completed withdrawals (each reveal is audited, without the code; lists show its last 4 only); anyone else's request answers 404",
    output: z.object({ code: z.string() }), errors: { 429: RATE_LIMITED },
    handle: (caller, { params }) => caller.redeem.reveal(unchecked({ id: params.id })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/promocodes', operationId: 'listPromoCodes', auth: 'admin', summary: 'Promo codes, newest first, with their use counts',
    input: pageQuerySchema, output: z.array(restPromoOut),
    handle: async (caller, { query }) => (await caller.promoCodes.list(unchecked(query))).promoCodes.map(toRestPromo),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/promocodes', operationId: 'createPromoCode', auth: 'admin', summary: 'Create a promo code (amount in rupees; optional maxUses, expiresAt, dailyFor YYYY-MM-DD in IST; vipOnly true for a VIP code, which needs dailyFor)',
    input: z.object({ code: z.string(), amount: rupeeAmountIn, maxUses: z.number().int().optional(), expiresAt: z.string().optional(), dailyFor: z.string().optional() }),
    output: restPromoOut, successStatus: 201, errors: { 409: 'The code exists, or another code is already the daily code of that day' },
    handle: async (caller, { body }) => {
      const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return toRestPromo(await caller.promoCodes.create(unchecked({ ...fields, amount: undefined, amountPaise: rupeesFromBody(body) })));
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/promocodes/{id}/toggle', operationId: 'togglePromoCode', auth: 'admin', summary: 'Switch a promo code on or off',
    output: restPromoOut, handle: async (caller, { params }) => toRestPromo(await caller.promoCodes.toggle({ id: params.id ?? '' })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/users/{id}/balance', operationId: 'adjustUserBalance', auth: 'admin',
    summary: `Add to or deduct from a user's balance with a reason (shown in their history); without one the reason recorded is '${DEFAULT_ADJUSTMENT_REASON}'. The Idempotency-Key header is required: a retry with the same key and input answers the first result (walletBalance as it was then) without adjusting again`,
    input: z.object({ amount: rupeeAmountIn, type: z.enum(['add', 'deduct']), reason: z.string().optional() }),
    output: z.object({ message: z.string(), walletBalance: rupees }), idempotencyKey: 'required',
    errors: { 409: 'This Idempotency-Key was already used for a different adjustment' },
    handle: async (caller, { params, body, headers }) => {
      const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const result = await caller.wallet.adjustBalance(
        unchecked({ id: params.id, type: fields.type, reason: fields.reason ?? DEFAULT_ADJUSTMENT_REASON, amountPaise: rupeesFromBody(body), idempotencyKey: header(headers, 'idempotency-key') }),
      );
      return { message: fields.type === 'deduct' ? 'Balance deducted successfully' : 'Balance added successfully', walletBalance: paiseToRupees(result.balancePaise) };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/redeem-requests', operationId: 'listRedeemRequests', auth: 'admin', summary: 'Withdrawal requests, newest first (?status=pending|completed|rejected)',
    input: listRedeemRequestsInputSchema, output: z.array(restRedeemRequestOut.extend({ userId: z.object({ _id: z.string(), name: z.string(), email: z.string() }) })),
    handle: async (caller, { query }) =>
      (await caller.redeemRequests.list(unchecked(query))).requests.map(({ user, ...request }) => ({ ...toRestRedeemRequest(request), userId: { _id: user.id, name: user.name, email: user.email } })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/redeem-requests/{id}/complete', operationId: 'completeRedeemRequest', auth: 'admin', summary: 'Complete a pending request with the Google Play code (sealed like a store code: answers and lists carry its last 4; settles the hold; e-mails the user that the code is ready, to reveal signed in); 409 if already resolved',
    input: z.object({ code: z.string() }), output: restRedeemRequestOut, errors: { 409: 'The request is already resolved' },
    handle: async (caller, { params, body }) => toRestRedeemRequest(await caller.redeemRequests.complete(unchecked({ ...(body as object), id: params.id }))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/redeem-requests/{id}/reveal', operationId: 'revealRedeemRequestCode', auth: 'admin',
    summary: "A completed request's whole Google Play code (the reveal is audited, with the code's last 4 only); 404 when the request has no code",
    output: z.object({ code: z.string() }),
    handle: (caller, { params }) => caller.redeemRequests.revealCode(unchecked({ id: params.id })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/redeem-requests/{id}/reject', operationId: 'rejectRedeemRequest', auth: 'admin', summary: 'Reject a pending request with a reason (returns the held amount, e-mails the user); 409 if already resolved',
    input: z.object({ reason: z.string() }), output: restRedeemRequestOut, errors: { 409: 'The request is already resolved' },
    handle: async (caller, { params, body }) => toRestRedeemRequest(await caller.redeemRequests.reject(unchecked({ ...(body as object), id: params.id }))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/ledger-check', operationId: 'checkLedger', auth: 'admin', summary: 'Verify the ledger: balances equal entry sums, every transfer and the system sum to zero, holds match pending requests',
    output: z.object({ ok: z.boolean() }).passthrough(), handle: (caller) => caller.wallet.checkLedger(),
  },
  ...contentRestRoutes,
];
