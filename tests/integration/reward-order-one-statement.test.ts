import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../../server/modules/mail/mail-dispatcher';
import { outboxMailContent } from '../../server/modules/mail/outbox-mail-content';
import { normaliseRewardCode } from '#contract/rewards/rules';
import { checkEveryResponse } from './assertions';
import { ADMIN_EMAIL, createTestServer, PUBLIC_URL } from './harness';
import { ledgerChecksOutAfterThisFile, moneyHelpers, type MoneyTestContext, type TestUser } from './money-helpers';

/**
 * A store order is one autocommit statement (issue 16, docs/performance.md "Store"):
 * reward_place_order notifies the buyer itself (decision 041), the mail rendered when it is read and delivered once
 * by the job queue, and the low-stock check runs only when the stock the function counted calls for it.
 */

type Message = Parameters<Transport['sendMail']>[0];

/** A fake SMTP server: records what it accepted. */
class FakeTransport implements Transport {
  sent: Message[] = [];
  async sendMail(message: Message): Promise<unknown> {
    await Promise.resolve();
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@fake>` };
  }
}

const transport = new FakeTransport();
const ctx = {} as MoneyTestContext;
beforeAll(async () => {
  ctx.t = await createTestServer({ SMTP_URL: 'smtp://mail.invalid:2525' }, { capabilities: ['store'], mailTransport: transport });
  // The test delivers itself, to count deliveries; the background worker would race it.
  await ctx.t.server.jobs.stop();
  ctx.admin = await ctx.t.adminToken();
});
afterAll(() => ctx.t.close());
checkEveryResponse(() => ctx.t);
const { fund, balance, db, mailsTo } = moneyHelpers(ctx);

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

let codeCounter = 0;
function freshCodes(count: number): string[] {
  return Array.from({ length: count }, () => `ONE-${String(++codeCounter).padStart(6, '0')}-STMT`);
}

let productCounter = 0;
async function product(extra: Record<string, unknown>, codes: number): Promise<{ id: string; name: string }> {
  const name = `One statement ${++productCounter}`;
  const created = await ctx.t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: ctx.admin, payload: { ...GIFT, name, ...extra } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  if (codes) {
    const uploaded = await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes: freshCodes(codes) } });
    expect(uploaded.json()).toMatchObject({ added: codes, duplicates: 0 });
  }
  return { id, name };
}

function redeem(user: { token: string }, productId: string, payload: Record<string, unknown> = {}) {
  return ctx.t.request('public', { method: 'POST', url: `/api/rewards/${productId}/redeem`, token: user.token, payload });
}

async function order(user: { token: string }, productId: string, payload: Record<string, unknown> = {}) {
  const response = await redeem(user, productId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order as { _id: string; status: string; code?: string };
}

async function fundedUser(rupees: number): Promise<TestUser> {
  const user = await ctx.t.createUser({ name: 'Asha Verma' });
  await fund(user.id, rupees);
  return user;
}

/** Every statement the server sends PostgreSQL while `work` runs (each one a round trip). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return statements.map((statement) => statement.replace(/\s+/g, ' ').trim());
}

/** The buyer's order mails to an address (its verification mail aside). */
const rewardMailsTo = (email: string) => db(`select 1 from outbox_mails where recipient = ? and template = 'notification'`, [email]);

const lowStockRead = (statement: string) => /from reward_products p where p\.id/.test(statement);

describe('an order from stock', () => {
  it('one statement writes the order and the buyer\'s mail in their language, delivered exactly once', async () => {
    const { id, name } = await product({}, 3);
    const buyer = await fundedUser(100);
    const language = await ctx.t.trpcMutation('public', 'account.setLanguage', { locale: 'hi' }, { token: buyer.token });
    expect(language.statusCode, language.body).toBe(200);

    let placed: { _id: string; code?: string } | undefined;
    const statements = await statementsDuring(async () => {
      placed = await order(buyer, id, { email: 'gift.inbox@example.com' });
    });
    // The rate limit's upsert and the order: no BEGIN or COMMIT, no mail row of its own, no low-stock read (2 codes left, threshold 0).
    const orderPath = statements.filter((statement) => /rate_limit_buckets|reward_|outbox_mails|^(begin|commit)$/i.test(statement));
    expect(orderPath).toHaveLength(2);
    expect(orderPath[0]).toMatch(/^insert into rate_limit_buckets/);
    expect(orderPath[1]).toMatch(/from reward_place_order\(/);

    // Written by that statement, with the order, to the address the order names.
    const [mail] = await db(`select recipient, template, params, status, created_at from outbox_mails where recipient = ?`, ['gift.inbox@example.com']);
    const [orderRow] = await db(`select created_at from reward_orders where id = ?`, [placed!._id]);
    const last4 = normaliseRewardCode(placed!.code!).slice(-4);
    expect(mail).toMatchObject({
      recipient: 'gift.inbox@example.com',
      template: 'notification',
      params: { userId: buyer.id, name: 'Asha Verma', locale: 'hi', notification: { kind: 'reward-delivered', values: { orderId: placed!._id, product: name, last4 } } },
      status: 'pending',
    });
    expect(await db(`select kind from notifications where user_id = ?`, [buyer.id])).toEqual([{ kind: 'reward-delivered' }]);
    expect(mail.created_at).toEqual(orderRow.created_at);

    // Worded as before, in the buyer's language, when delivered; by the job the row's insert queued, once.
    const [{ jobs }] = await db(`select count(*)::int as jobs from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
       where t.identifier = 'deliver-mail' and j.payload->>'mailId' = (select id::text from outbox_mails where recipient = ?)`, ['gift.inbox@example.com']);
    expect(jobs).toBe(1);
    transport.sent = [];
    await ctx.t.server.mailDispatcher.deliverDue();
    await ctx.t.server.mailDispatcher.deliverDue();
    const expected = outboxMailContent({ to: mail.recipient, template: mail.template, params: mail.params }, ctx.t.config);
    expect(transport.sent.filter((message) => message.to === expected.to)).toEqual([expect.objectContaining({ to: expected.to, subject: expected.subject, text: expected.text, html: expected.html, headers: expected.headers })]);
    expect(expected.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(expected.text).toContain(last4);
    expect(expected.text).not.toContain(placed!.code);
    expect(expected.text).toContain(`${PUBLIC_URL}/redeem-history`);
    expect((await db(`select status from outbox_mails where recipient = ?`, ['gift.inbox@example.com']))[0].status).toBe('sent');

    // The admin's viewer shows the rendered mail.
    const outbox = await ctx.t.request('admin', { method: 'GET', url: '/api/admin/outbox', token: ctx.admin });
    expect(outbox.statusCode, outbox.body).toBe(200);
    const listed = (outbox.json() as Array<{ to: string; subject: string; text: string }>).find((entry) => entry.to === 'gift.inbox@example.com');
    // With SMTP the viewer hides link tokens, the unsubscribe link's too.
    expect(listed).toMatchObject({ subject: expected.subject, text: expected.text.replace(/([?&]token=)[A-Za-z0-9_%-]+/g, '$1[hidden]') });
  });

  it('a refusal after the claim leaves neither order nor mail, and the code in stock', async () => {
    const { id } = await product({ pricePaise: 5_000 }, 1);
    const buyer = await fundedUser(10);
    const refused = await redeem(buyer, id);
    expect(refused.statusCode).toBe(409);
    expect(await rewardMailsTo(buyer.email)).toHaveLength(0);
    expect(await db(`select 1 from reward_orders where product_id = ?`, [id])).toHaveLength(0);
    expect(await db(`select 1 from reward_codes where product_id = ? and status = 'available'`, [id])).toHaveLength(1);
    expect(await balance(buyer)).toMatchObject({ balance: 10 });
  });

  it('a pending order is one statement too, and mails nobody', async () => {
    const { id } = await product({ outOfStockPromiseHours: 24 }, 0);
    const buyer = await fundedUser(100);
    let placed: { status: string } | undefined;
    const statements = await statementsDuring(async () => {
      placed = await order(buyer, id);
    });
    expect(placed!.status).toBe('pending');
    expect(statements.filter((statement) => /rate_limit_buckets|reward_|outbox_mails|^(begin|commit)$/i.test(statement))).toHaveLength(2);
    expect(await rewardMailsTo(buyer.email)).toHaveLength(0);
  });
});

describe('the low-stock check', () => {
  it('reads only when the stock the order left calls for it, and alerts once per crossing', async () => {
    const { id, name } = await product({ lowStockThreshold: 2 }, 5);
    const buyer = await fundedUser(100);
    const alerts = async () => (await mailsTo(ADMIN_EMAIL)).filter((mail) => mail.subject.startsWith(`Low stock: ${name} (`));

    expect((await statementsDuring(() => order(buyer, id))).filter(lowStockRead)).toHaveLength(0); // 4 left
    expect((await statementsDuring(() => order(buyer, id))).filter(lowStockRead)).toHaveLength(0); // 3 left
    expect((await statementsDuring(() => order(buyer, id))).filter(lowStockRead)).toHaveLength(1); // 2 left: crossed
    expect((await alerts()).map((mail) => mail.subject)).toEqual([`Low stock: ${name} (2 left)`]);
    // Below with the alert out: nothing to do, nothing read.
    expect((await statementsDuring(() => order(buyer, id))).filter(lowStockRead)).toHaveLength(0); // 1 left
    expect(await alerts()).toHaveLength(1);
  });
});

describe('a product whose oldest codes are taken', () => {
  // The bench's store phase (issue 32): the stock count's plan read the table from its start, through
  // every code already taken, on every order (23,800 rows an order, p99 230 ms at half the store's
  // capacity), because the planner guesses its test for claims in flight. reward_available_codes
  // walks the claim index from the oldest available code, with the statistics ANALYZE takes of a
  // product whose oldest codes are gone.
  it('an order reads no row of the codes table sequentially, its plan cached or not', async () => {
    const { id } = await product({ lowStockThreshold: 10 }, 0);
    for (let upload = 0; upload < 3; upload += 1) {
      const uploaded = await ctx.t.request('admin', { method: 'POST', url: `/api/admin/rewards/${id}/codes`, token: ctx.admin, payload: { codes: freshCodes(1000) } });
      expect(uploaded.json()).toMatchObject({ added: 1000 });
    }
    const buyer = await fundedUser(100);
    const client = new pg.Client({ connectionString: ctx.t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `update reward_codes set status = 'assigned', order_id = gen_random_uuid()
         where id in (select id from reward_codes where product_id = $1 order by created_at, id limit 2000)`,
        [id],
      );
      await client.query('analyze reward_codes');
      const seqScans = async () => (await client.query(`select seq_scan::int as scans, seq_tup_read::int as rows from pg_stat_xact_user_tables where relname = 'reward_codes'`)).rows[0];
      const before = await seqScans();
      // Past the fifth call a session's plan of a function's statement may be the generic one.
      const orders = 8;
      for (let count = 0; count < orders; count += 1) {
        const { rows } = await client.query(`select status, available_after from reward_place_order(gen_random_uuid(), $1, $2, 'gift.inbox@example.com', null, null, 'stored', now())`, [buyer.id, id]);
        expect(rows[0]).toEqual({ status: 'fulfilled', available_after: 11 });
      }
      expect(await seqScans()).toEqual(before);
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});

ledgerChecksOutAfterThisFile(ctx);
