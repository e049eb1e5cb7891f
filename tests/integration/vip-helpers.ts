import { expect } from 'vitest';
import type { RazorpayStandIn, SignedWebhook, StandInPayment } from '../fixtures/razorpay-stand-in';
import type { TestServer } from './harness';

export type VipUser = Awaited<ReturnType<TestServer['createUser']>>;

export interface VipStatusAnswer {
  isMember: boolean;
  expiresAt: string | null;
  todayCode: { code: string; amountRupees: number; redeemed: boolean } | null;
  paymentsConfigured: boolean;
}

/**
 * Driving VIP payments against the Razorpay stand-in the way a person, Checkout, Razorpay's
 * servers and an admin do, through the documented API only: the server and stand-in are read
 * when called, so a suite may start them in `beforeAll`.
 */
export function vipDriver(server: () => TestServer, standIn: () => RazorpayStandIn) {
  async function query<T = Record<string, unknown>>(statement: string, params: unknown[] = []): Promise<T[]> {
    return server().server.orm.em.fork().getConnection().execute<T[]>(statement, params);
  }

  /** Jobs run in other connections; their effects are waited for (at most 10 s), never slept for. */
  async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** `POST /api/vip/order`: the Razorpay order the server made, as Checkout opens it. */
  async function order(user: VipUser): Promise<{ orderId: string; amount: number; keyId: string; notes: { userId: string; plan: string } }> {
    const response = await server().request('public', { method: 'POST', url: '/api/vip/order', token: user.token, payload: { fullName: 'Asha Verma', email: user.email, phone: '98765 43210', adult: true } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** `POST /api/vip/verify` with what Checkout's handler received. */
  function verify(user: VipUser, body: Record<string, string>) {
    return server().request('public', { method: 'POST', url: '/api/vip/verify', token: user.token, payload: body });
  }

  /** Checkout's answer for a payment of an order, signed as Razorpay signs it. */
  function checkoutAnswer(orderId: string, payment: StandInPayment) {
    return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: standIn().checkoutSignature(orderId, payment.id) };
  }

  /** Delivers a signed webhook to `POST /api/webhooks/razorpay`; its effect comes from the queued job. */
  function deliver(webhook: SignedWebhook) {
    return server().request('public', { method: 'POST', url: '/api/webhooks/razorpay', payload: webhook.body, headers: webhook.headers });
  }

  async function status(user: VipUser): Promise<VipStatusAnswer> {
    const response = await server().request('public', { method: 'GET', url: '/api/vip', token: user.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The membership's end as `GET /api/vip` answers it (null when not a member), in milliseconds. */
  async function expiryOf(user: VipUser): Promise<number | null> {
    const { expiresAt } = await status(user);
    return expiresAt === null ? null : new Date(expiresAt).getTime();
  }

  async function orderRow(razorpayOrderId: string) {
    const [row] = await query<{ id: string; status: string; razorpay_payment_id: string | null }>(
      `select id, status, razorpay_payment_id from vip_orders where razorpay_order_id = ?`,
      [razorpayOrderId],
    );
    return row!;
  }

  /** A fresh session, for a test that moved the clock past the ones it had. */
  async function signIn(user: VipUser): Promise<VipUser> {
    const login = await server().request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode, login.body).toBe(200);
    return { ...user, token: login.json().token };
  }

  async function eventsProcessed(): Promise<boolean> {
    return (await query(`select 1 from razorpay_webhook_events where processed_at is null`)).length === 0;
  }

  /** An order of `user` paid in the stand-in and verified as Checkout's handler would. */
  async function buy(user: VipUser): Promise<{ orderId: string; payment: StandInPayment }> {
    const { orderId } = await order(user);
    const payment = standIn().pay(orderId);
    const verified = await verify(user, checkoutAnswer(orderId, payment));
    expect(verified.statusCode, verified.body).toBe(200);
    return { orderId, payment };
  }

  /** A new member: one order paid and verified. */
  async function member(): Promise<{ user: VipUser; orderId: string; payment: StandInPayment }> {
    const user = await server().createUser();
    return { user, ...(await buy(user)) };
  }

  /** The admin's refund of an order (our id, not Razorpay's), `POST /api/admin/vip/payments/{id}/refund`. */
  function refund(adminToken: string, id: string, body: { reason?: string } = {}) {
    return server().request('admin', { method: 'POST', url: `/api/admin/vip/payments/${id}/refund`, token: adminToken, payload: body });
  }

  return { query, eventually, order, verify, checkoutAnswer, deliver, status, expiryOf, orderRow, signIn, eventsProcessed, buy, member, refund };
}
