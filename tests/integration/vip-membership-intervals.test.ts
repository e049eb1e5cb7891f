import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openOrm } from '../../db/orm';
import { DAY_MS } from '../../server/clock';
import { getMembership } from '../../server/modules/vip/get-membership';
import { VIP_DAYS, vipCodeDay } from '#contract/vip/schemas';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { startRazorpayStandIn, type RazorpayStandIn } from '../fixtures/razorpay-stand-in';
import { checkEveryResponse } from './assertions';
import { createTestServer, type TestServer } from './harness';
import { vipDriver } from './vip-helpers';

/**
 * Issue 27: a membership is the sum of its paid orders' intervals (decision 028). A refund takes
 * back only the part of its own order still ahead — never days another order paid for — and one
 * admin refund is one effect, however many times it is asked for at once.
 */

let t: TestServer;
let razorpay: RazorpayStandIn;
checkEveryResponse(() => t);
const vip = vipDriver(
  () => t,
  () => razorpay,
);

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  t = await createTestServer(razorpay.env, { capabilities: ['vip'] });
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

type Interval = { grantedFrom: string | null; grantedUntil: string | null; status: string; membershipEndIfRefunded: string | null };

async function adminRows(admin: string): Promise<Map<string, Interval & { razorpayOrderId: string }>> {
  const list = await t.request('admin', { method: 'GET', url: '/api/admin/vip/payments?pageSize=100', token: admin });
  expect(list.statusCode, list.body).toBe(200);
  const rows = list.json().payments as Array<Interval & { razorpayOrderId: string }>;
  return new Map(rows.map((row) => [row.razorpayOrderId, row]));
}

/** Razorpay tells the app of a refund made in its Dashboard: `refund.processed`, applied by its job. */
async function refundedInDashboard(paymentId: string): Promise<void> {
  const refund = razorpay.refundInDashboard(paymentId);
  const answer = await vip.deliver(razorpay.webhook('refund.processed', { payment: razorpay.payments.get(paymentId)!, refund }));
  expect(answer.statusCode, answer.body).toBe(200);
  await vip.eventually(vip.eventsProcessed, 'the refund event');
}

describe('a refund takes back only its own order’s days still ahead', () => {
  it('keeps a newer order’s days when an older, used-up order is refunded in the Dashboard, and its VIP code redeemable', async () => {
    const first = await vip.member();
    t.clock.advance((VIP_DAYS + 1) * DAY_MS);
    const user = await vip.signIn(first.user);
    expect((await vip.status(user)).isMember).toBe(false);
    const secondPaidAt = t.clock.now().getTime();
    await vip.buy(user);
    expect(await vip.expiryOf(user)).toBe(secondPaidAt + VIP_DAYS * DAY_MS);

    await refundedInDashboard(first.payment.id);
    expect((await vip.orderRow(first.orderId)).status).toBe('refunded');
    expect(await vip.status(user)).toMatchObject({ isMember: true, expiresAt: new Date(secondPaidAt + VIP_DAYS * DAY_MS).toISOString() });

    const admin = await t.adminToken();
    const code = `VIPKEEP${Date.now() % 1e6}`;
    const created = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code, amount: 20, dailyFor: vipCodeDay(t.clock.now()), vipOnly: true } });
    expect(created.statusCode, created.body).toBe(201);
    const redeemed = await t.request('public', { method: 'POST', url: '/api/vip/code/redeem', token: user.token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ amount: 20, code });
  });

  it('keeps the part already used, and the later order’s days close up behind it', async () => {
    const { user, orderId: firstOrder, payment: firstPayment } = await vip.member();
    const start = t.clock.now().getTime();
    const { orderId: secondOrder, payment: secondPayment } = await vip.buy(user);
    expect(await vip.expiryOf(user)).toBe(start + 2 * VIP_DAYS * DAY_MS);

    // Within the refund window the admin's row says when the membership would end were the first refunded now (decision 048).
    t.clock.advance(3 * DAY_MS);
    expect((await adminRows(await t.adminToken())).get(firstOrder)!.membershipEndIfRefunded).toBe(new Date(start + (3 + VIP_DAYS) * DAY_MS).toISOString());
    t.clock.advance(7 * DAY_MS);
    const member = await vip.signIn(user);
    await refundedInDashboard(firstPayment.id);
    // The first order was used for 10 days; the second's 30 follow on at once.
    expect(await vip.expiryOf(member)).toBe(start + (10 + VIP_DAYS) * DAY_MS);
    const rows = await adminRows(await t.adminToken());
    expect(rows.get(firstOrder)).toMatchObject({ status: 'refunded', grantedFrom: new Date(start).toISOString(), grantedUntil: new Date(start + 10 * DAY_MS).toISOString() });
    expect(rows.get(secondOrder)).toMatchObject({
      status: 'paid',
      grantedFrom: new Date(start + 10 * DAY_MS).toISOString(),
      grantedUntil: new Date(start + (10 + VIP_DAYS) * DAY_MS).toISOString(),
    });

    t.clock.advance(5 * DAY_MS);
    const later = await vip.signIn(member);
    await refundedInDashboard(secondPayment.id);
    expect(await vip.status(later)).toMatchObject({ isMember: false, expiresAt: null });
  });

  it('grants nothing for a payment whose refund is reported before the payment itself', async () => {
    const user = await t.createUser();
    const { orderId } = await vip.order(user);
    const payment = razorpay.pay(orderId);
    await refundedInDashboard(payment.id);
    expect((await vip.orderRow(orderId)).status).toBe('refunded');

    const refunded = razorpay.payments.get(payment.id)!;
    await vip.deliver(razorpay.webhook('payment.captured', { payment: { ...refunded, status: 'captured' } }));
    await vip.deliver(razorpay.webhook('order.paid', { payment: { ...refunded, status: 'captured' }, order: razorpay.orders.get(orderId)! }));
    await vip.eventually(vip.eventsProcessed, 'the payment events');
    expect((await vip.verify(user, vip.checkoutAnswer(orderId, payment))).json().code).toBe('vip.payment-not-completed');
    expect(await vip.status(user)).toMatchObject({ isMember: false, expiresAt: null });
    expect((await vip.orderRow(orderId)).status).toBe('refunded');
  });
});

describe('an admin refund is one effect', () => {
  it('writes one audit entry and makes one Razorpay refund when asked ten times at once, and refund.processed adds nothing', async () => {
    const admin = await t.adminToken();
    const { user, orderId, payment } = await vip.member();
    const { id } = await vip.orderRow(orderId);

    const answers = await Promise.all(Array.from({ length: 10 }, () => vip.refund(admin, id, { reason: 'Asked twice' })));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'refunded' });
    }
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    const audits = () => vip.query<{ after: { reason: string | null } }>(`select after from audit_log where action = 'vip.refund' and target_id = ?`, [id]);
    expect(await audits()).toHaveLength(1);
    expect((await audits())[0]!.after).toMatchObject({ reason: 'Asked twice' });
    expect((await vip.status(user)).isMember).toBe(false);

    const refund = [...razorpay.refunds.values()].find((candidate) => candidate.payment_id === payment.id)!;
    const processed = razorpay.webhook('refund.processed', { payment: razorpay.payments.get(payment.id)!, refund });
    await vip.deliver(processed);
    await vip.eventually(vip.eventsProcessed, 'the refund event');
    const [event] = await vip.query<{ outcome: string }>(`select outcome from razorpay_webhook_events where event_id = ?`, [processed.headers['x-razorpay-event-id']]);
    expect(event!.outcome).toBe('already-refunded');
    expect(await audits()).toHaveLength(1);
  });

  it('takes a refund made in the Dashboard, its webhook not yet here, as the one the admin asked for', async () => {
    const admin = await t.adminToken();
    const { user, orderId, payment } = await vip.member();
    const { id } = await vip.orderRow(orderId);
    razorpay.refundInDashboard(payment.id);
    const answer = await vip.refund(admin, id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'refunded', razorpayRefundId: null });
    expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
    expect((await vip.status(user)).isMember).toBe(false);
  });

  it('keeps a refund decided while Razorpay did not answer, and the reconciliation job completes it once', async () => {
    const unreachable = await createTestServer({ ...razorpay.env, RAZORPAY_API_URL: 'http://127.0.0.1:9' }, { databaseUrl: t.databaseUrl, clock: t.clock });
    // Only the process that reaches Razorpay runs jobs: the queued reconciliation must not land on this one.
    await unreachable.server.jobs.stop();
    try {
      const { user, orderId, payment } = await vip.member();
      const { id } = await vip.orderRow(orderId);
      const down = await unreachable.request('admin', { method: 'POST', url: `/api/admin/vip/payments/${id}/refund`, token: await unreachable.adminToken(), payload: {} });
      expect(down.statusCode).toBe(503);
      expect(await vip.query(`select 1 from audit_log where action = 'vip.refund' and target_id = ?`, [id])).toHaveLength(1);
      expect((await vip.orderRow(orderId)).status).toBe('paid');
      expect((await vip.status(user)).isMember).toBe(true);

      t.clock.advance(16 * 60_000);
      await vip.query(`select graphile_worker.add_job('reconcile-vip-orders', '{}'::json)`);
      await vip.eventually(async () => (await vip.orderRow(orderId)).status === 'refunded', 'the reconciliation to refund the order');
      expect([...razorpay.refunds.values()].filter((refund) => refund.payment_id === payment.id)).toHaveLength(1);
      expect(await vip.query(`select 1 from audit_log where action = 'vip.refund' and target_id = ?`, [id])).toHaveLength(1);
      expect((await vip.status(await vip.signIn(user))).isMember).toBe(false);
    } finally {
      await unreachable.close();
    }
  });
});

describe('migration 0033', () => {
  it('lays out the intervals of orders paid and refunded under the expiry-date model', async () => {
    const database = await createFreshDatabase(inject('postgresAdminUrl'));
    const orm = await openOrm(database.url);
    try {
      await orm.getMigrator().up({ to: 'Migration0031AccountChangeNotifications' });
      const db = orm.em.fork().getConnection();
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS);
      const person = async (name: string) => {
        const [row] = await db.execute<Array<{ id: string }>>(`insert into users (name, email, password_hash, created_at) values (?, ?, 'x', ?) returning id`, [name, `${name}@example.com`, day(0)]);
        return row!.id;
      };
      const wronged = await person('wronged');
      const closedUp = await person('closed-up');
      const plain = await person('plain');
      let serial = 0;
      const order = (user: string, paid: number, from: number, until: number, refunded: number | null) => {
        serial += 1;
        return db.execute(
          `insert into vip_orders (user_id, razorpay_order_id, receipt, amount_paise, currency, status, full_name, email, razorpay_payment_id, created_at, updated_at, paid_at, granted_from, granted_until, refunded_at)
           values (?, ?, ?, 2900, 'INR', ?, 'A', 'a@example.com', ?, ?, ?, ?, ?, ?, ?)`,
          [user, `order_${serial}`, `vip_${serial}`, refunded === null ? 'paid' : 'refunded', `pay_${serial}`, day(paid), day(paid), day(paid), day(from), day(until), refunded === null ? null : day(refunded)],
        );
      };
      // What the old model left: A used up, B bought after it, A refunded → the expiry cut to the refund's instant.
      await order(wronged, 0, 0, 30, 31);
      await order(wronged, 31, 31, 61, null);
      await db.execute(`insert into vip_memberships (user_id, expires_at, updated_at) values (?, ?, ?)`, [wronged, day(31), day(31)]);
      // A and B stacked, A refunded on day 10 → the old model ended it on day 30.
      await order(closedUp, 0, 0, 30, 10);
      await order(closedUp, 1, 30, 60, null);
      await db.execute(`insert into vip_memberships (user_id, expires_at, updated_at) values (?, ?, ?)`, [closedUp, day(30), day(10)]);
      await order(plain, 5, 5, 35, null);
      await db.execute(`insert into vip_memberships (user_id, expires_at, updated_at) values (?, ?, ?)`, [plain, day(35), day(5)]);

      await orm.getMigrator().up({ migrations: ['Migration0033VipMembershipIntervals'] });

      const intervals = async (user: string) =>
        (await db.execute<Array<{ granted_from: Date; granted_until: Date }>>(`select granted_from, granted_until from vip_orders where user_id = ? order by paid_at`, [user])).map((row) => [
          new Date(row.granted_from).getTime(),
          new Date(row.granted_until).getTime(),
        ]);
      expect(await intervals(wronged)).toEqual([
        [day(0).getTime(), day(30).getTime()],
        [day(31).getTime(), day(61).getTime()],
      ]);
      expect(await intervals(closedUp)).toEqual([
        [day(0).getTime(), day(10).getTime()],
        [day(10).getTime(), day(40).getTime()],
      ]);
      expect(await intervals(plain)).toEqual([[day(5).getTime(), day(35).getTime()]]);
      const em = orm.em.fork();
      expect(await getMembership(em, wronged, day(40))).toEqual({ isMember: true, expiresAt: day(61) });
      expect(await getMembership(em, closedUp, day(35))).toEqual({ isMember: true, expiresAt: day(40) });
      expect(await getMembership(em, plain, day(35))).toEqual({ isMember: false, expiresAt: null });
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});
