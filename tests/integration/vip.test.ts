import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { VIP_DAYS, VIP_PLAN, VIP_PRICE_PAISE, vipCodeDay } from '#contract/vip/schemas';
import { startRazorpayStandIn, type RazorpayStandIn } from '../fixtures/razorpay-stand-in';
import { checkEveryResponse, expectRestError } from './assertions';
import { createTestServer, trpcData, type TestServer } from './harness';
import { vipDriver } from './vip-helpers';

/**
 * Issue 19's payments against the local Razorpay stand-in: the server makes the order, verifies
 * Checkout's signature and the payment itself, takes signed webhooks in any order and any number of
 * times, settles orders whose browser closed, refunds once however often asked, and the VIP code
 * goes to members only, once each.
 */

let t: TestServer;
let razorpay: RazorpayStandIn;
let admin: string;
checkEveryResponse(() => t);

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestServer(razorpay.env, { capabilities: ['vip'], checkCaches: true });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

const { query, eventually, order, verify, checkoutAnswer, deliver, status, expiryOf, orderRow, signIn, eventsProcessed, member } = vipDriver(
  () => t,
  () => razorpay,
);

describe('buying VIP', () => {
  it('creates the order on the server, verifies the payment and starts a 30-day membership once', async () => {
    const user = await t.createUser();
    expect(await status(user)).toMatchObject({ isMember: false, expiresAt: null, todayCode: null, paymentsConfigured: true });

    const created = await order(user);
    expect(created).toMatchObject({ amount: VIP_PRICE_PAISE, currency: 'INR', keyId: razorpay.keyId, notes: { userId: user.id, plan: VIP_PLAN }, prefill: { name: 'Asha Verma', email: user.email, contact: '9876543210' } });
    const made = razorpay.orders.get(created.orderId)!;
    expect(made).toMatchObject({ amount: VIP_PRICE_PAISE, currency: 'INR', notes: { userId: user.id, plan: VIP_PLAN } });
    expect(made.receipt!.length).toBeLessThanOrEqual(40);
    expect((await orderRow(created.orderId)).status).toBe('created');

    const payment = razorpay.pay(created.orderId);
    const verified = await verify(user, checkoutAnswer(created.orderId, payment));
    expect(verified.statusCode, verified.body).toBe(200);
    const expected = t.clock.now().getTime() + VIP_DAYS * DAY_MS;
    expect(new Date(verified.json().expiresAt).getTime()).toBe(expected);
    expect(await status(user)).toMatchObject({ isMember: true, expiresAt: new Date(expected).toISOString() });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', razorpay_payment_id: payment.id });
    // The verification asked Razorpay about the payment itself.
    expect(razorpay.requests).toContain(`GET /v1/payments/${payment.id}`);

    // Checkout's handler firing twice grants nothing more.
    expect((await verify(user, checkoutAnswer(created.orderId, payment))).statusCode).toBe(200);
    expect(await expiryOf(user)).toBe(expected);

    // tRPC answers the same status.
    const viaTrpc = trpcData(await t.trpcQuery('public', 'vip.status', undefined, { token: user.token }));
    expect(viaTrpc).toMatchObject({ isMember: true, paymentsConfigured: true, keyId: razorpay.keyId, checkoutUrl: razorpay.env.RAZORPAY_CHECKOUT_URL });
  });

  it('extends from the current expiry when a member pays again', async () => {
    const { user } = await member();
    const first = (await expiryOf(user))!;
    const { orderId } = await order(user);
    expect((await verify(user, checkoutAnswer(orderId, razorpay.pay(orderId)))).statusCode).toBe(200);
    expect(await expiryOf(user)).toBe(first + VIP_DAYS * DAY_MS);
  });

  it('refuses an order without the 18+ confirmation, and from an unverified account', async () => {
    const user = await t.createUser();
    expectRestError(await t.request('public', { method: 'POST', url: '/api/vip/order', token: user.token, payload: { fullName: 'A', email: user.email } }), 400);
    const unverified = await t.createUser({ verified: false });
    expectRestError(await t.request('public', { method: 'POST', url: '/api/vip/order', token: unverified.token, payload: { fullName: 'A', email: unverified.email, adult: true } }), 403);
  });

  it('grants nothing for a forged signature', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const payment = razorpay.pay(orderId);
    const forged = { ...checkoutAnswer(orderId, payment), razorpay_signature: 'ab'.repeat(32) };
    expect(expectRestError(await verify(user, forged), 400)).toBe('The payment could not be verified');
    expect((await verify(user, { ...forged, razorpay_signature: 'not-hex' })).statusCode).toBe(400);
    expect((await status(user)).isMember).toBe(false);
    expect((await orderRow(orderId)).status).toBe('created');
  });

  it('grants nothing for a payment of another amount or currency', async () => {
    const user = await t.createUser();
    for (const mismatch of [{ amount: 100 }, { currency: 'USD' }]) {
      const { orderId } = await order(user);
      const payment = razorpay.pay(orderId, mismatch);
      const response = await verify(user, checkoutAnswer(orderId, payment));
      expect(expectRestError(response, 400)).toBe('The payment does not match this order');
      expect(response.json().code).toBe('vip.payment-mismatch');
    }
    expect((await status(user)).isMember).toBe(false);
  });

  it("grants nothing for another person's order, or a failed payment", async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const { orderId } = await order(owner);
    const payment = razorpay.pay(orderId);
    expect((await verify(other, checkoutAnswer(orderId, payment))).json().code).toBe('vip.order-not-found');
    expectRestError(await verify(other, checkoutAnswer(orderId, payment)), 404);
    expect((await status(other)).isMember).toBe(false);
    expect((await orderRow(orderId)).status).toBe('created');

    const { orderId: failingOrder } = await order(owner);
    const failed = razorpay.pay(failingOrder, { status: 'failed' });
    expect((await verify(owner, checkoutAnswer(failingOrder, failed))).json().code).toBe('vip.payment-not-completed');
  });
});

describe('Checkout and configuration', () => {
  it("serves a Checkout stand-in whose signed answer the server accepts", async () => {
    const script = await fetch(razorpay.env.RAZORPAY_CHECKOUT_URL!);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Razorpay = Razorpay');
    const user = await t.createUser();
    const { orderId, keyId } = await order(user);
    const paid = await fetch(`${razorpay.url}/__checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: keyId, order_id: orderId, outcome: 'success' }) });
    expect((await verify(user, (await paid.json()) as Record<string, string>)).statusCode).toBe(200);
    const failed = await fetch(`${razorpay.url}/__checkout/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: keyId, order_id: (await order(user)).orderId, outcome: 'failure' }) });
    expect(((await failed.json()) as { error: { description: string } }).error.description).toBeTruthy();
  });

  it("lets the public origin's CSP load Checkout only while payments are configured", async () => {
    const publicCsp = String((await t.request('public', { method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    expect(publicCsp).toContain(`script-src 'self' ${razorpay.url}`);
    expect(publicCsp).toContain(`frame-src ${razorpay.url}`);
    expect(String((await t.request('admin', { method: 'GET', url: '/healthz' })).headers['content-security-policy'])).not.toContain(razorpay.url);
  });

  it('while payments are not configured VIP is offered nowhere (site.info, its procedures, the admin says why); 503 when Razorpay does not answer', async () => {
    const unconfigured = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
    const unreachable = await createTestServer({ ...razorpay.env, RAZORPAY_API_URL: 'http://127.0.0.1:9' }, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      const user = await t.createUser();
      // The same switch is on for both servers; only the keys differ.
      expect(trpcData(await t.trpcQuery('public', 'site.info')).capabilities.vip).toBe(true);
      expect(trpcData(await unconfigured.trpcQuery('public', 'site.info')).capabilities.vip).toBe(false);
      const answer = await unconfigured.request('public', { method: 'GET', url: '/api/vip', token: user.token });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('capabilities.off');
      expect(String(answer.headers['content-security-policy'])).toMatch(/(^|; )script-src 'self'(;|$)/);
      const refused = await unconfigured.request('public', { method: 'POST', url: '/api/vip/order', token: user.token, payload: { fullName: 'A', email: user.email, adult: true } });
      expect(refused.statusCode).toBe(404);
      const list = trpcData(await unconfigured.trpcQuery('admin', 'capabilities.list', undefined, { token: await unconfigured.adminToken() }));
      expect(list.find((row: { capability: string }) => row.capability === 'vip')).toMatchObject({ enabled: true, offered: false });
      const down = await unreachable.request('public', { method: 'POST', url: '/api/vip/order', token: user.token, payload: { fullName: 'A', email: user.email, adult: true } });
      expect(down.statusCode).toBe(503);
    } finally {
      await unreachable.close();
      await unconfigured.close();
    }
  });
});

describe('webhooks', () => {
  it('a signed body holding text PostgreSQL cannot store (a lone surrogate) is refused with 400 and nothing is recorded', async () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_x","notes":{"name":"\\ud800"}}}}}';
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', razorpay.webhookSecret).update(body).digest('hex'), 'x-razorpay-event-id': 'evt_lone_surrogate' };
    const response = await t.request('public', { method: 'POST', url: '/api/webhooks/razorpay', payload: body, headers });
    expect(response.statusCode, response.body).toBe(400);
    expect(await query(`select 1 from razorpay_webhook_events where event_id = 'evt_lone_surrogate'`)).toEqual([]);
  });

  it('grants on a webhook that arrives before the verify call, and the verify call adds nothing', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const payment = razorpay.pay(orderId);
    const response = await deliver(razorpay.webhook('payment.captured', { payment }));
    expect(response.statusCode, response.body).toBe(200);
    await eventually(async () => (await orderRow(orderId)).status === 'paid', 'the webhook to pay the order');
    const granted = await expiryOf(user);
    expect(granted).toBe(t.clock.now().getTime() + VIP_DAYS * DAY_MS);
    expect((await verify(user, checkoutAnswer(orderId, payment))).statusCode).toBe(200);
    expect(await expiryOf(user)).toBe(granted);
  });

  it('adds nothing when the webhooks arrive after the verify call', async () => {
    const { user, orderId, payment } = await member();
    const granted = await expiryOf(user);
    expect((await deliver(razorpay.webhook('payment.captured', { payment }))).statusCode).toBe(200);
    expect((await deliver(razorpay.webhook('order.paid', { payment, order: razorpay.orders.get(orderId)! }))).statusCode).toBe(200);
    await eventually(eventsProcessed, 'the events to be processed');
    expect(await expiryOf(user)).toBe(granted);
  });

  it('applies 20 concurrent deliveries of one event once', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const payment = razorpay.pay(orderId);
    const webhook = razorpay.webhook('payment.captured', { payment });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(webhook)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    await eventually(async () => (await orderRow(orderId)).status === 'paid', 'the order to be paid');
    await eventually(eventsProcessed, 'the events to be processed');
    expect(await query(`select 1 from razorpay_webhook_events where event_id = ?`, [webhook.headers['x-razorpay-event-id']])).toHaveLength(1);
    expect(await expiryOf(user)).toBe(t.clock.now().getTime() + VIP_DAYS * DAY_MS);
  });

  it('grants one membership when payment.captured and order.paid both arrive, at once', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const payment = razorpay.pay(orderId);
    const both = [razorpay.webhook('payment.captured', { payment }), razorpay.webhook('order.paid', { payment, order: razorpay.orders.get(orderId)! })];
    await Promise.all([...both, ...both].map(deliver));
    await eventually(eventsProcessed, 'the events to be processed');
    const outcomes = await query<{ outcome: string }>(`select outcome from razorpay_webhook_events where event_id in (?, ?) order by outcome`, both.map((webhook) => webhook.headers['x-razorpay-event-id']));
    expect(outcomes.map((row) => row.outcome)).toEqual(['already-paid', 'granted']);
    expect(await expiryOf(user)).toBe(t.clock.now().getTime() + VIP_DAYS * DAY_MS);
  });

  it('refuses a bad signature and a re-serialised body, recording nothing', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const payment = razorpay.pay(orderId);
    const genuine = razorpay.webhook('payment.captured', { payment });
    const badSignature = razorpay.webhook('payment.captured', { payment }, { signature: 'cd'.repeat(32) });
    const reserialised = { ...genuine, body: JSON.stringify(JSON.parse(genuine.body), null, 2) };
    const unsigned = { body: genuine.body, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned' } };
    for (const forged of [badSignature, reserialised]) expect(expectRestError(await deliver(forged), 400)).toBe('Invalid webhook signature');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/webhooks/razorpay', payload: unsigned.body, headers: unsigned.headers }), 400);
    expect(await query(`select 1 from razorpay_webhook_events where event_id in (?, ?, ?)`, [badSignature.headers['x-razorpay-event-id'], genuine.headers['x-razorpay-event-id'], 'evt_unsigned'])).toHaveLength(0);
    expect((await orderRow(orderId)).status).toBe('created');
  });

  it('records a failed attempt with its reason, and a later captured payment still pays the order', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    const failed = razorpay.pay(orderId, { status: 'failed', errorDescription: 'Your bank declined this payment' });
    await deliver(razorpay.webhook('payment.failed', { payment: failed }));
    await eventually(async () => (await orderRow(orderId)).status === 'attempted', 'the failed attempt');
    const [row] = await query<{ failure_reason: string }>(`select failure_reason from vip_orders where razorpay_order_id = ?`, [orderId]);
    expect(row!.failure_reason).toBe('Your bank declined this payment');
    const retry = razorpay.pay(orderId);
    expect((await verify(user, checkoutAnswer(orderId, retry))).statusCode).toBe(200);
    expect((await status(user)).isMember).toBe(true);
  });
});

describe('reconciliation', () => {
  it('grants a paid order whose browser closed and fails one never paid, after 15 minutes', async () => {
    const paying = await t.createUser();
    const leaving = await t.createUser();
    const { orderId: paidOrder } = await order(paying);
    const { orderId: abandoned } = await order(leaving);
    razorpay.pay(paidOrder);
    await query(`select graphile_worker.add_job('reconcile-vip-orders', '{}'::json)`);
    await eventually(async () => (await query(`select 1 from graphile_worker.jobs where task_identifier = 'reconcile-vip-orders'`)).length === 0, 'the early run');
    expect((await orderRow(paidOrder)).status).toBe('created');

    t.clock.advance(16 * 60_000);
    await query(`select graphile_worker.add_job('reconcile-vip-orders', '{}'::json), graphile_worker.add_job('reconcile-vip-orders', '{}'::json)`);
    await eventually(async () => (await orderRow(paidOrder)).status === 'paid' && (await orderRow(abandoned)).status === 'failed', 'the orders to be settled');
    expect((await status(paying)).isMember).toBe(true);
    expect((await status(leaving)).isMember).toBe(false);
    expect(await query(`select 1 from vip_orders where user_id = ? and status = 'paid'`, [paying.id])).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('ends the membership once when the refund is retried, and the refund.processed webhook changes nothing more', async () => {
    const { user, orderId, payment } = await member();
    const { id } = await orderRow(orderId);
    const list = await t.request('admin', { method: 'GET', url: '/api/admin/vip/payments?status=paid&pageSize=100', token: admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().payments.find((row: { _id: string }) => row._id === id)).toMatchObject({ status: 'paid', refundable: true, amountRupees: 29, razorpayPaymentId: payment.id });

    const refunds = await Promise.all([1, 2].map(() => t.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${id}/refund`, token: admin, payload: { reason: 'Accidental purchase' } })));
    for (const refund of refunds) expect(refund.statusCode, refund.body).toBe(200);
    const again = await t.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${id}/refund`, token: admin, payload: {} });
    expect(again.json()).toMatchObject({ status: 'refunded' });
    const sent = razorpay.refundRequests.filter((request) => request.paymentId === payment.id);
    expect(new Set(sent.map((request) => request.idempotencyKey)).size).toBe(1);
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    expect((await status(user)).isMember).toBe(false);
    expect(await query(`select 1 from audit_log where action = 'vip.refund' and target_id = ?`, [id])).toHaveLength(1);

    const refund = [...razorpay.refunds.values()].find((candidate) => candidate.payment_id === payment.id)!;
    const processed = razorpay.webhook('refund.processed', { payment: razorpay.payments.get(payment.id)!, refund });
    await deliver(processed);
    await eventually(eventsProcessed, 'the refund event');
    const [event] = await query<{ outcome: string }>(`select outcome from razorpay_webhook_events where event_id = ?`, [processed.headers['x-razorpay-event-id']]);
    expect(event!.outcome).toBe('already-refunded');
    expect((await status(user)).isMember).toBe(false);
  });

  it('takes back only the refunded payment’s days from a member who paid twice', async () => {
    const { user } = await member();
    const { orderId } = await order(user);
    expect((await verify(user, checkoutAnswer(orderId, razorpay.pay(orderId)))).statusCode).toBe(200);
    const twice = (await expiryOf(user))!;
    const { id } = await orderRow(orderId);
    expect((await t.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${id}/refund`, token: admin, payload: {} })).statusCode).toBe(200);
    expect(await expiryOf(user)).toBe(twice - VIP_DAYS * DAY_MS);
    expect((await status(user)).isMember).toBe(true);
  });

  it('refuses an order never paid and one past the 7-day window', async () => {
    const user = await t.createUser();
    const { orderId } = await order(user);
    expect(expectRestError(await t.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${(await orderRow(orderId)).id}/refund`, token: admin, payload: {} }), 409)).toBe(
      'Only a paid VIP payment can be refunded',
    );
    const { orderId: paid } = await member();
    t.clock.advance(8 * DAY_MS);
    admin = await t.adminToken();
    const late = await t.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${(await orderRow(paid)).id}/refund`, token: admin, payload: {} });
    expect(expectRestError(late, 409)).toBe('Refunds are only possible within 7 days of purchase');
    expect((await orderRow(paid)).status).toBe('paid');
  });
});

describe('the VIP code', () => {
  it('the purchase page’s schedule counts the active VIP codes of the next 30 code days and their amounts, from the admin’s codes', async () => {
    const user = await t.createUser();
    const schedule = async () => trpcData(await t.trpcQuery('public', 'vip.status', undefined, { token: user.token })).schedule as { codes: number; minPaise: number | null; maxPaise: number | null };
    const day = (offset: number) => vipCodeDay(new Date(t.clock.now().getTime() + offset * DAY_MS));
    const before = await schedule();
    const stamp = Date.now() % 1e6;
    const add = (suffix: string, amount: number, dailyFor: string) =>
      t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: `SCHED${stamp}${suffix}`, amount, dailyFor, vipOnly: true } });
    expect((await add('A', 999, day(VIP_DAYS - 1))).statusCode).toBe(201);
    // The day after a membership bought now ends, and a day already past: neither is what it buys.
    expect((await add('B', 998, day(VIP_DAYS))).statusCode).toBe(201);
    expect((await add('C', 997, day(-1))).statusCode).toBe(201);
    expect(await schedule()).toEqual({ codes: before.codes + 1, minPaise: before.minPaise ?? 99_900, maxPaise: 99_900 });
  });

  it("goes to members once each, never to others, not through the promo page, and not after the membership ends", async () => {
    const code = `VIPDAY${Date.now() % 1e6}`;
    const created = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code, amount: 75, dailyFor: vipCodeDay(t.clock.now()), vipOnly: true } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ vipOnly: true });
    expect((await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: `${code}X`, amount: 5, vipOnly: true } })).statusCode).toBe(400);

    const { user } = await member();
    expect((await status(user)).todayCode).toEqual({ code, amountRupees: 75, redeemed: false });
    const redeemed = await t.request('public', { method: 'POST', url: '/api/vip/code/redeem', token: user.token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: 75, newBalance: 75, code });
    expect((await status(user)).todayCode).toEqual({ code, amountRupees: 75, redeemed: true });
    expect(expectRestError(await t.request('public', { method: 'POST', url: '/api/vip/code/redeem', token: user.token }), 409)).toBe('You have already used this promo code');

    const outsider = await t.createUser();
    expect((await status(outsider)).todayCode).toBeNull();
    const refused = await t.request('public', { method: 'POST', url: '/api/vip/code/redeem', token: outsider.token });
    expect(expectRestError(refused, 403)).toBe('This is for VIP members only');
    expect(refused.json().code).toBe('vip.not-member');
    // Typing the VIP code on the promo page finds no such code, for members and others alike.
    for (const person of [outsider, user]) {
      expectRestError(await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: person.token, payload: { code } }), 404);
    }

    const { user: memberThen } = await member();
    t.clock.advance((VIP_DAYS + 1) * DAY_MS);
    admin = await t.adminToken();
    const lateMember = await signIn(memberThen);
    await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: `${code}L`, amount: 10, dailyFor: vipCodeDay(t.clock.now()), vipOnly: true } });
    expect((await status(lateMember)).isMember).toBe(false);
    expect((await t.request('public', { method: 'POST', url: '/api/vip/code/redeem', token: lateMember.token })).json().code).toBe('vip.not-member');
  });
});
