import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { adminSignInInputSchema } from '#contract/admin-auth/schemas';
import {
  currentUserSchema,
  messageOutputSchema,
  registerInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  verifyEmailInputSchema,
} from '#contract/auth/schemas';
import { contactMessageSchema, listContactMessagesInputSchema, sendContactMessageInputSchema, sendContactMessageOutputSchema } from '#contract/contact/schemas';
import { adminPageSchema, updatePageInputSchema } from '#contract/content/schemas';
import { auditPageSchema, listAuditInputSchema } from '#contract/audit/schemas';
import { outboxMailSchema } from '#contract/mail/schemas';
import { dailyPromoSchema, promoCodeViewSchema, redeemPromoInputSchema, redeemPromoOutputSchema } from '#contract/promo/schemas';
import { adminRedeemRequestViewSchema, listRedeemRequestsInputSchema, redeemRequestViewSchema } from '#contract/redeem/schemas';
import { pageQuerySchema } from '#contract/shared-schemas';
import { adminUserSchema, listUsersInputSchema, MAX_BLOCK_REASON_LENGTH, NO_REASON_GIVEN } from '#contract/users/schemas';
import { historyEntrySchema, walletSummarySchema } from '#contract/wallet/schemas';
import { contentRestRoutes } from './content-routes';
import { accepted, RATE_LIMITED, type RestRoute } from './define-route';
import { paiseToRupees, rupees, rupeesFromBody } from './money';
import { bodyAndPath, fields, header, NEWEST_FIRST, NEWEST_FIRST_QUERY, unchecked } from './rest-body';
import { inRupees, restRecord } from './rest-record';

const meOut = restRecord(currentUserSchema.pick({ name: true, email: true, createdAt: true, emailVerified: true, walletBalancePaise: true, offerwallPendingPaise: true }), {
  walletBalancePaise: inRupees('walletBalance', z.number()),
  offerwallPendingPaise: inRupees('pendingRupees', z.number()),
});
const userOut = restRecord(adminUserSchema, { walletBalancePaise: inRupees('walletBalance', z.number()) });
const contactOut = restRecord(contactMessageSchema);
// Documented as plain text, as the original API had them: a page's slug, a mail's status.
const pageOut = adminPageSchema.extend({ slug: z.string() });
const mailOut = restRecord(outboxMailSchema.extend({ status: z.string() }));
const balanceOut = restRecord(walletSummarySchema.pick({ balancePaise: true, pendingPaise: true, pendingCount: true }), { balancePaise: inRupees('balance'), pendingPaise: inRupees('pending') });
const dailyPromoOut = restRecord(dailyPromoSchema, { amountPaise: inRupees('amount') });
// Above the owner's threshold the action waits for another admin (decision 048).
const PENDING_APPROVAL_DESCRIPTION = "Above the owner's two-admin threshold: nothing changed yet; the request waits in the admin's approvals queue for another admin";
const pendingApprovalOut = z.object({ pendingApprovalId: z.string().describe('The pending approval (admin site: Approvals)') });
const promoOut = restRecord(promoCodeViewSchema, { amountPaise: inRupees('amount') });
const redeemedPromoOut = restRecord(redeemPromoOutputSchema, { amountPaise: inRupees('amount'), newBalancePaise: inRupees('newBalance') });
// REST keeps its documented fields: the line's words in English as `description` (its values speak paise, REST rupees).
const transactionOut = restRecord(historyEntrySchema.omit({ line: true }), { amountPaise: inRupees('amount', rupees.describe('Signed rupees: + credit, − debit')) });
const codeLast4 = redeemRequestViewSchema.shape.codeLast4.describe("A completed request's code by its last 4 characters; reveal opens it");
const redeemRequestOut = restRecord(redeemRequestViewSchema.extend({ codeLast4 }), { amountPaise: inRupees('amount') });
const requesterOut = restRecord(adminRedeemRequestViewSchema.shape.user);
const rupeeAmountIn = z.union([z.number(), z.string()]).describe('Rupees, up to 2 decimals');

/** The original API took a balance change without a reason; REST callers may still leave it out, the admin site always asks for one. */
const DEFAULT_ADJUSTMENT_REASON = 'Adjusted by an admin (no reason given)';
/** The original's answer to an admin sign-in carried this beside the token (seed spec §7). */
const ADMIN_SIGN_IN_MESSAGE = 'Login successful';

/**
 * The documented /api paths (seed spec §7 and the issues), each a thin mapping onto the same
 * tRPC procedures the SPAs call. This table also generates /api/openapi.json.
 */
export const restRoutes: RestRoute[] = [
  {
    origin: 'public', method: 'GET', path: '/api/auth/me', operationId: 'getMe', auth: 'user',
    summary: 'The signed-in user, with the wallet balance in rupees and the offerwall credits still pending (not in the balance until they clear)',
    output: meOut.schema, handle: async (caller) => meOut.toRest(await caller.auth.me()),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/register', operationId: 'register', auth: 'none',
    summary: 'Create an account, send the verification e-mail and sign in: answers a bearer token (earning waits for the verified address)',
    input: registerInputSchema, output: messageOutputSchema.extend({ token: z.string() }), successStatus: 201, errors: { 409: 'An account with this e-mail address exists', 429: RATE_LIMITED },
    handle: async (caller, { body }) => {
      const { message, token } = await caller.auth.register(unchecked(body));
      return { message, token: token ?? '' };
    },
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/login', operationId: 'signIn', auth: 'none', summary: 'Sign in; answers a bearer token for API clients',
    input: signInInputSchema, output: z.object({ token: z.string() }),
    errors: { 401: 'Wrong e-mail or password', 403: 'Account blocked', 429: RATE_LIMITED },
    handle: async (caller, { body }) => ({ token: (await caller.auth.signIn(unchecked(body))).token }),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout', operationId: 'signOut', auth: 'user', summary: 'End this session',
    output: messageOutputSchema, handle: (caller) => caller.auth.signOut(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/logout-all', operationId: 'signOutEverywhere', auth: 'user', summary: 'End every session of this account',
    output: messageOutputSchema, handle: (caller) => caller.auth.signOutEverywhere(),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/verify-email', operationId: 'verifyEmail', auth: 'none', summary: 'Confirm the e-mail address with the one-time token from the verification link',
    input: verifyEmailInputSchema, output: messageOutputSchema, errors: { 409: 'The address is already verified' }, handle: (caller, { body }) => caller.auth.verifyEmail(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/request-password-reset', operationId: 'requestPasswordReset', auth: 'none', summary: 'Send a password reset link (same answer whether or not the address exists)',
    input: requestPasswordResetInputSchema, output: messageOutputSchema, errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.auth.requestPasswordReset(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/auth/reset-password', operationId: 'resetPassword', auth: 'none', summary: 'Set a new password with the one-time reset token; ends every session',
    input: resetPasswordInputSchema, output: messageOutputSchema, errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.auth.resetPassword(unchecked(body)),
  },
  {
    origin: 'public', method: 'POST', path: '/api/contact', operationId: 'sendContactMessage', auth: 'none', summary: 'Send a message to support; answers its ticket number, which the acknowledgement and reply e-mails quote',
    input: sendContactMessageInputSchema, output: sendContactMessageOutputSchema, errors: { 429: RATE_LIMITED }, handle: (caller, { body }) => caller.contact.send(unchecked(body)),
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
    origin: 'admin', method: 'GET', path: '/api/admin/users', operationId: 'listUsers', auth: 'admin', summary: 'Users, newest first, with ?search= (name or e-mail) and ?page=; every match as CSV with Accept: text/csv',
    input: listUsersInputSchema, csv: { filename: 'users', itemsAt: 'users' }, output: z.object({ users: z.array(userOut.schema), totalUsers: z.number().int(), matching: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.users.list(unchecked(query));
      return { ...result, users: result.users.map(userOut.toRest) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/users/{id}/toggle-block', operationId: 'toggleUserBlock', auth: 'admin',
    summary: `Block or unblock a user (blocking ends their sessions at once). A call with a body must carry a non-empty \`reason\` (at most ${MAX_BLOCK_REASON_LENGTH} characters; the blocked person is shown it at sign-in), else 400. The original's call without a body is still accepted, audited as '${NO_REASON_GIVEN}'`,
    input: z.object({ reason: z.string().describe('Why (required when a body is sent)') }), bodyOptional: true, output: userOut.schema,
    handle: async (caller, { params, body, bodySent }) => {
      // A body without a reason is refused by the procedure's schema ("A reason is required…"), as an empty one is.
      const reason = bodySent ? (fields(body).reason ?? '') : undefined;
      return userOut.toRest(await caller.users.toggleBlock(unchecked({ id: params.id ?? '', reason })));
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/pages', operationId: 'listPages', auth: 'admin', summary: 'The editable content pages',
    output: z.array(pageOut), handle: (caller) => caller.pages.list(),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/pages/{slug}', operationId: 'updatePage', auth: 'admin', summary: 'Edit a page in one language (title and content required; locale en or hi, English when left out)',
    input: updatePageInputSchema.omit({ slug: true }), output: pageOut,
    handle: (caller, request) => caller.pages.update(bodyAndPath(request)),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/contacts', operationId: 'listContactMessages', auth: 'admin', summary: 'Contact messages, newest first (?order=oldest for the queue\'s order), with the unread count',
    input: listContactMessagesInputSchema.extend(NEWEST_FIRST), output: z.object({ contacts: z.array(contactOut.schema), unreadCount: z.number().int(), total: z.number().int() }),
    handle: async (caller, { query }) => {
      const result = await caller.contacts.list(unchecked({ ...NEWEST_FIRST_QUERY, ...query }));
      return { ...result, contacts: result.contacts.map(contactOut.toRest) };
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/contacts/{id}/read', operationId: 'setContactMessageRead', auth: 'admin', summary: 'Mark a contact message read or unread',
    input: z.object({ isRead: z.boolean() }), output: contactOut.schema,
    handle: async (caller, request) => contactOut.toRest(await caller.contacts.setRead(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/outbox', operationId: 'listOutboxMails', auth: 'admin', summary: 'Every e-mail the system sent or stored, newest first',
    input: pageQuerySchema, output: z.array(mailOut.schema),
    handle: async (caller, { query }) => (await caller.outbox.list(unchecked(query))).mails.map(mailOut.toRest),
  },
  {
    origin: 'public', method: 'GET', path: '/api/daily-promo', operationId: 'getDailyPromo', auth: 'none', summary: "Today's promo code (IST), or 404 when none is scheduled",
    output: dailyPromoOut.schema, errors: { 404: 'No promo code today' },
    handle: async (caller) => {
      const daily = await caller.promo.daily();
      if (!daily) throw new TRPCError({ code: 'NOT_FOUND', message: 'No promo code today' });
      return dailyPromoOut.toRest(daily);
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/balance', operationId: 'getWalletBalance', auth: 'user', summary: 'Available balance and the total held by pending withdrawals',
    output: balanceOut.schema, handle: async (caller) => balanceOut.toRest(await caller.wallet.summary()),
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem-promo', operationId: 'redeemPromoCode', auth: 'user', summary: 'Redeem a promo code into the wallet (once per user)',
    input: redeemPromoInputSchema, output: redeemedPromoOut.schema,
    errors: { 404: 'Unknown promo code', 409: 'Already redeemed by this user, or every use is taken', 429: RATE_LIMITED },
    handle: async (caller, { body }) => redeemedPromoOut.toRest(await caller.promo.redeem(unchecked(body))),
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/transactions', operationId: 'listWalletTransactions', auth: 'user', summary: 'The wallet ledger, newest first (?page=&pageSize=)',
    input: pageQuerySchema, output: z.array(transactionOut.schema),
    handle: async (caller, { query }) => (await caller.wallet.history(unchecked(query))).entries.map(transactionOut.toRest),
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem', operationId: 'requestWithdrawal', auth: 'user', summary: 'Withdraw ₹30/₹50/₹100 as a Google Play code; the amount is held at once. Send an Idempotency-Key header to retry safely.',
    input: z.object({ amount: rupeeAmountIn, email: z.string() }), output: z.object({ message: z.string(), request: redeemRequestOut.schema }),
    errors: { 409: 'This Idempotency-Key was already used for a different request', 429: RATE_LIMITED }, idempotencyKey: true,
    handle: async (caller, { body, headers }) => {
      const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
      const result = await caller.redeem.request(unchecked({ amountPaise: rupeesFromBody(body), email, idempotencyKey: header(headers, 'idempotency-key') }));
      return { message: result.message, request: redeemRequestOut.toRest(result.request) };
    },
  },
  {
    origin: 'public', method: 'GET', path: '/api/wallet/redeem-history', operationId: 'listWithdrawals', auth: 'user', summary: "The signed-in user's withdrawal requests, newest first",
    input: pageQuerySchema, output: z.array(redeemRequestOut.schema),
    handle: async (caller, { query }) => (await caller.redeem.history(unchecked(query))).requests.map(redeemRequestOut.toRest),
  },
  {
    origin: 'public', method: 'POST', path: '/api/wallet/redeem-history/{id}/reveal', operationId: 'revealWithdrawalCode', auth: 'user',
    summary: "The Google Play code of one of the user's completed withdrawals (each reveal is audited, without the code; lists show its last 4 only); anyone else's request answers 404",
    output: z.object({ code: z.string() }), errors: { 429: RATE_LIMITED },
    handle: (caller, { params }) => caller.redeem.reveal(unchecked({ id: params.id })),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/promocodes', operationId: 'listPromoCodes', auth: 'admin', summary: 'Promo codes, newest first, with their use counts',
    input: pageQuerySchema, output: z.array(promoOut.schema),
    handle: async (caller, { query }) => (await caller.promoCodes.list(unchecked(query))).promoCodes.map(promoOut.toRest),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/promocodes', operationId: 'createPromoCode', auth: 'admin', summary: 'Create a promo code (amount in rupees; optional maxUses, expiresAt, dailyFor YYYY-MM-DD in IST; vipOnly true for a VIP code, which needs dailyFor)',
    input: z.object({ code: z.string(), amount: rupeeAmountIn, maxUses: z.number().int().optional(), expiresAt: z.string().optional(), dailyFor: z.string().optional() }),
    output: promoOut.schema, successStatus: 201, errors: { 409: 'The code exists, or another code is already the daily code of that day' },
    accepted: { description: PENDING_APPROVAL_DESCRIPTION, output: pendingApprovalOut },
    handle: async (caller, { body }) => {
      const created = await caller.promoCodes.create(unchecked({ ...fields(body), amount: undefined, amountPaise: rupeesFromBody(body) }));
      return 'pendingApprovalId' in created ? accepted(created) : promoOut.toRest(created);
    },
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/promocodes/{id}/toggle', operationId: 'togglePromoCode', auth: 'admin', summary: 'Switch a promo code on or off',
    output: promoOut.schema, handle: async (caller, { params }) => promoOut.toRest(await caller.promoCodes.toggle({ id: params.id ?? '' })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/users/{id}/balance', operationId: 'adjustUserBalance', auth: 'admin',
    summary: `Add to or deduct from a user's balance with a reason (shown in their history); without one the reason recorded is '${DEFAULT_ADJUSTMENT_REASON}'. The Idempotency-Key header is required: a retry with the same key and input answers the first result (walletBalance as it was then) without adjusting again`,
    input: z.object({ amount: rupeeAmountIn, type: z.enum(['add', 'deduct']), reason: z.string().optional() }),
    output: z.object({ message: z.string(), walletBalance: rupees }), idempotencyKey: 'required',
    errors: { 409: 'This Idempotency-Key was already used for a different adjustment' },
    accepted: { description: PENDING_APPROVAL_DESCRIPTION, output: pendingApprovalOut },
    handle: async (caller, { params, body, headers }) => {
      const { type, reason } = fields(body);
      const result = await caller.wallet.adjustBalance(
        unchecked({ id: params.id, type, reason: reason ?? DEFAULT_ADJUSTMENT_REASON, amountPaise: rupeesFromBody(body), idempotencyKey: header(headers, 'idempotency-key') }),
      );
      if (result.pendingApprovalId) return accepted({ pendingApprovalId: result.pendingApprovalId });
      return { message: type === 'deduct' ? 'Balance deducted successfully' : 'Balance added successfully', walletBalance: paiseToRupees(result.balancePaise) };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/redeem-requests', operationId: 'listRedeemRequests', auth: 'admin', summary: 'Withdrawal requests, newest first (?status=pending|completed|rejected&order=oldest|newest); every match as CSV with Accept: text/csv',
    input: listRedeemRequestsInputSchema.extend(NEWEST_FIRST), csv: { filename: 'withdrawals', itemsAt: null }, output: z.array(redeemRequestOut.schema.extend({ userId: requesterOut.schema })),
    handle: async (caller, { query }) =>
      (await caller.redeemRequests.list(unchecked({ ...NEWEST_FIRST_QUERY, ...query }))).requests.map(({ user, ...request }) => ({ ...redeemRequestOut.toRest(request), userId: requesterOut.toRest(user) })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/redeem-requests/{id}/complete', operationId: 'completeRedeemRequest', auth: 'admin', summary: 'Complete a pending request with the Google Play code (sealed like a store code: answers and lists carry its last 4; settles the hold; e-mails the user that the code is ready, to reveal signed in); 409 if already resolved',
    input: z.object({ code: z.string() }), output: redeemRequestOut.schema, errors: { 409: 'The request is already resolved' },
    handle: async (caller, request) => redeemRequestOut.toRest(await caller.redeemRequests.complete(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/redeem-requests/{id}/reveal', operationId: 'revealRedeemRequestCode', auth: 'admin',
    summary: "A completed request's whole Google Play code (the reveal is audited, with the code's last 4 only); 404 when the request has no code",
    output: z.object({ code: z.string() }),
    handle: (caller, { params }) => caller.redeemRequests.revealCode(unchecked({ id: params.id })),
  },
  {
    origin: 'admin', method: 'PUT', path: '/api/admin/redeem-requests/{id}/reject', operationId: 'rejectRedeemRequest', auth: 'admin', summary: 'Reject a pending request with a reason (returns the held amount, e-mails the user); 409 if already resolved',
    input: z.object({ reason: z.string() }), output: redeemRequestOut.schema, errors: { 409: 'The request is already resolved' },
    handle: async (caller, request) => redeemRequestOut.toRest(await caller.redeemRequests.reject(bodyAndPath(request))),
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/users/{id}/ledger', operationId: 'listUserLedgerEntries', auth: 'admin',
    summary: "A user's ledger entries, newest first (?page=&pageSize=); all of them as CSV with Accept: text/csv",
    input: pageQuerySchema, output: z.object({ entries: z.array(transactionOut.schema), total: z.number().int() }), csv: { filename: 'ledger-entries', itemsAt: 'entries' },
    handle: async (caller, { params, query }) => {
      const { entries, total } = await caller.users.ledger(unchecked({ ...query, id: params.id }));
      return { entries: entries.map(transactionOut.toRest), total };
    },
  },
  {
    origin: 'admin', method: 'GET', path: '/api/admin/audit', operationId: 'listAuditEntries', auth: 'admin',
    summary: 'The audit log, newest first, filtered by ?admin= (e-mail), ?action=, ?targetType=, ?targetId=, ?from= and ?to= (IST dates, YYYY-MM-DD, both included); every match as CSV with Accept: text/csv',
    input: listAuditInputSchema, output: auditPageSchema, csv: { filename: 'audit-log', itemsAt: 'entries' },
    handle: (caller, { query }) => caller.audit.list(unchecked(query)),
  },
  {
    origin: 'admin', method: 'POST', path: '/api/admin/ledger-check', operationId: 'checkLedger', auth: 'admin', summary: 'Verify the ledger: balances equal entry sums, every transfer and the system sum to zero, holds match pending requests',
    output: z.object({ ok: z.boolean() }).passthrough(), handle: (caller) => caller.wallet.checkLedger(),
  },
  ...contentRestRoutes,
];
