import { createHmac, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { OutboxMail, User } from '../../db/entities';
import { SERVER_APPLICATION_NAME } from '../../db/application-name';
import { startServer, type RunningServer } from '../../server/app';
import { ManualClock, DAY_MS, HOUR_MS } from '../../server/clock';
import { loadConfig, type AppConfig } from '../../server/config';
import { createUserSession } from '../../server/modules/auth/sessions';
import { CAPABILITIES, type Capability } from '#contract/capabilities/names';
import { CAPABILITIES_SETTING_KEY, getCapabilities } from '../../server/modules/capabilities/get-capabilities';
import type { Deps } from '../../server/modules/deps';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { releaseOfferwallCredits } from '../../server/modules/offerwalls/release-offerwall-credits';
import { advanceReferrals } from '../../server/modules/referrals/advance-referrals';
import { getReferralSettings } from '../../server/modules/referrals/get-referral-settings';
import { outboxMailContent } from '../../server/modules/mail/outbox-mail-content';
import { writeSetting } from '../../server/modules/settings/write-setting';
import { reconcileVipOrders } from '../../server/modules/vip/reconcile-vip-orders';
import { checkLedger } from '../../server/modules/wallet/check-ledger';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { readCachedValues, staleCacheEntries } from '../integration/cache-truth';
import { isDatabaseUnavailable } from '../../server/database-unavailable';
import { startRazorpayStandIn, type RazorpayStandIn, type SignedWebhook, type StandInPayment } from '../fixtures/razorpay-stand-in';
import { processRazorpayEvent } from '../../server/modules/vip/process-razorpay-event';
import type { Observed, Rules, UserFigures } from './model';
import type { JobName, Op, Program, VipWebhook } from './program';

/**
 * The real system a simulator program runs against: the server's code started in this process
 * (both origins, requests through Fastify's inject) on a real PostgreSQL database of its own, with
 * a manual clock and the job queue stopped, so jobs run exactly when a program says. One world
 * serves many programs; each program gets fresh users, promo codes, products and offerwall
 * transactions, named with the program's run id.
 */

const ADMIN_EMAIL = 'sim-admin@example.com';
const ADMIN_PASSWORD = 'simulator-admin-password';
const OFFERWALL_SECRET = 'simulator-offerwall-secret-0123456789';
const OFFERWALL_HOLD_DAYS = 1;
const FRIEND_PASSWORD = 'a-friend-password';
/** No password hashes to this: simulator users never sign in with one (their sessions are made directly). */
const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2ltdWxhdG9y$c2ltdWxhdG9yLW5vdC1hLXJlYWwtaGFzaA';

export interface ProgramWorld {
  runId: string;
  users: Array<{ id: string; token: string; email: string }>;
  promoCodes: string[];
  productIds: string[];
  txnIds: string[];
  taskIds: string[];
  /** Task submission ids by label. */
  submissionIds: Map<string, string>;
  /** Withdrawal request ids by the key of the request that made them. */
  withdrawalIds: Map<string, string>;
  /** Each user's Guess the Number range left by the hints so far: the client guesses its middle. */
  guessRanges: Map<number, { low: number; high: number }>;
  /** VIP orders at Razorpay by program index: the order id, its payment, and the webhooks Razorpay built when things happened. */
  vipOrders: Map<number, { razorpayOrderId: string; payment: StandInPayment | null; webhooks: Partial<Record<VipWebhook, SignedWebhook>> }>;
}

export class SimWorld {
  private server!: RunningServer;
  private adminToken = '';
  private requestCounter = 0;
  private friendRangeCounter = 0;
  readonly clock: ManualClock;
  private readonly config: AppConfig;
  private constructor(
    private readonly database: { url: string; drop(): Promise<void> },
    clock: ManualClock,
    private readonly razorpay: RazorpayStandIn,
  ) {
    this.clock = clock;
    this.config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_URL: 'http://localhost:3001',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      ...razorpay.env,
    });
  }

  /** A fresh database on the server at `postgresAdminUrl`, migrated and seeded by the server's own boot. */
  static async create(postgresAdminUrl: string): Promise<SimWorld> {
    const database = await createFreshDatabase(postgresAdminUrl);
    // The simulator never crashes PostgreSQL itself, so a commit need not wait for the disk: the
    // database's own setting, read by every connection the server opens, halves a program's time.
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      await admin.query(`alter database "${new URL(database.url).pathname.slice(1)}" set synchronous_commit = off`);
    } finally {
      await admin.end();
    }
    const world = new SimWorld(database, new ManualClock(new Date('2026-03-02T04:00:00.000Z')), await startRazorpayStandIn());
    await world.boot();
    await world.signInAdmin();
    await world.enableEverything();
    return world;
  }

  private async boot(): Promise<void> {
    this.server = await startServer({ config: this.config, clock: this.clock, listen: false, staticRoot: '/nonexistent' });
    // Jobs run when a program says, never on the queue's own timers.
    await this.server.jobs.stop();
  }

  private deps(): Deps {
    return { em: this.server.orm.em.fork(), clock: this.clock, config: this.config };
  }

  private async signInAdmin(): Promise<void> {
    const response = await this.request('admin', 'POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    if (response.statusCode !== 200) throw new Error(`simulator admin sign-in failed: ${response.body}`);
    this.adminToken = response.json().token;
  }

  private async enableEverything(): Promise<void> {
    await this.server.orm.em.fork().transactional(async (em) => {
      const switches = await getCapabilities({ em });
      for (const capability of CAPABILITIES as readonly Capability[]) switches[capability] = true;
      await writeSetting({ em, clock: this.clock }, CAPABILITIES_SETTING_KEY, switches);
    });
    const provider = await this.admin('PUT', '/api/admin/offerwalls/generic', { enabled: true, secret: OFFERWALL_SECRET, holdDays: OFFERWALL_HOLD_DAYS });
    if (provider.statusCode !== 200) throw new Error(`offerwall set-up failed: ${provider.body}`);
  }

  async request(target: 'public' | 'admin', method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const app = target === 'admin' ? this.server.adminApp : this.server.publicApp;
    // Each caller its own address, so the per-IP limits count people, not the simulator.
    this.requestCounter += 1;
    const ip = `10.${(this.requestCounter >> 16) & 255}.${(this.requestCounter >> 8) & 255}.${(this.requestCounter & 255) || 1}`;
    return app.inject({ method, url, payload: payload as never, headers: { 'x-forwarded-for': ip, ...headers } });
  }

  /** An admin request; an admin session that ended while the clock moved on is opened again, as the admin would sign in again. */
  private async admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const send = () => this.request('admin', method, url, payload, { authorization: `Bearer ${this.adminToken}`, ...headers });
    const response = await send();
    if (response.statusCode !== 401) return response;
    await this.signInAdmin();
    return send();
  }

  private user(token: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request('public', method, url, payload, { authorization: `Bearer ${token}`, ...headers });
  }

  /** The games' published rules (tables and limits as any visitor reads them) and the program's own setup. */
  async rules(program: Program): Promise<Rules> {
    const response = await this.request('public', 'GET', '/api/games');
    if (response.statusCode !== 200) throw new Error(`games state: ${response.body}`);
    const games = response.json().games as Array<{ game: string; table: any; limits: any }>;
    const game = (name: string) => games.find((entry) => entry.game === name)!;
    const paise = (rupees: number) => Math.round(rupees * 100);
    return {
      program,
      offerwallHoldMs: OFFERWALL_HOLD_DAYS * DAY_MS,
      dailyLoginPaise: (game('daily-login').table.days as number[]).map(paise),
      spinsPerDay: game('spin').limits.spinsPerDay,
      spinPrizesPaise: (game('spin').table.segments as Array<{ prize: number }>).map((segment) => paise(segment.prize)),
      flipPrizePaise: paise(game('flip').table.prize),
      flipLockMs: game('flip').limits.lockHours * HOUR_MS,
      scratchPrizesPaise: (game('scratch').table.segments as Array<{ prize: number }>).map((segment) => paise(segment.prize)),
      guessPrizePaise: paise(game('guess').table.prize),
      guessLockMs: game('guess').limits.lockHours * HOUR_MS,
      guessAttempts: game('guess').limits.attempts,
      referral: await this.referralSettings(),
    };
  }

  private async referralSettings(): Promise<Rules['referral']> {
    const settings = await getReferralSettings(this.deps());
    return { rewardPaise: settings.rewardPaise, qualifyPaise: settings.qualifyPaise, qualifyWindowDays: settings.qualifyWindowDays, holdDays: settings.holdDays };
  }

  /** Fresh rows for one program: verified users with sessions (made directly: no password hashing), promo codes, products with codes. */
  async prepare(program: Program): Promise<ProgramWorld> {
    const runId = randomUUID().slice(0, 8);
    const users: ProgramWorld['users'] = [];
    await this.server.orm.em.fork().transactional(async (em) => {
      for (let index = 0; index < program.users; index += 1) {
        const user = em.create(User, {
          name: `Sim ${runId} ${index}`,
          email: `sim-${runId}-${index}@example.com`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          emailVerifiedAt: this.clock.now(),
          isBlocked: false,
          createdAt: this.clock.now(),
          locale: 'en',
        });
        await em.flush();
        const { token } = await createUserSession({ ...this.deps(), em }, user);
        users.push({ id: user.id, token, email: user.email });
      }
    });
    const promoCodes: string[] = [];
    for (const [index, promo] of program.promos.entries()) {
      const code = `SIM${runId}P${index}`.toUpperCase();
      const created = await this.admin('POST', '/api/admin/promocodes', { code, amount: promo.amountPaise / 100, maxUses: promo.maxUses });
      if (created.statusCode !== 201) throw new Error(`promo set-up failed: ${created.body}`);
      promoCodes.push(code);
    }
    const productIds: string[] = [];
    for (const [index, product] of program.products.entries()) {
      const created = await this.admin('POST', '/api/admin/rewards', {
        kind: 'google_play',
        name: `Sim ${runId} card ${index}`,
        faceValue: product.pricePaise / 100,
        pricePaise: product.pricePaise,
        region: 'India Play Store only',
        validity: 'Valid 12 months',
        enabled: true,
      });
      if (created.statusCode !== 201) throw new Error(`product set-up failed: ${created.body}`);
      const id = created.json()._id ?? created.json().id;
      if (product.stock > 0) {
        const codes = Array.from({ length: product.stock }, (_, code) => `SIM-${runId}-${index}-${code}-${randomUUID().slice(0, 8)}`.toUpperCase());
        const uploaded = await this.admin('POST', `/api/admin/rewards/${id}/codes`, { codes });
        if (uploaded.statusCode !== 200) throw new Error(`code upload failed: ${uploaded.body}`);
      }
      productIds.push(id);
    }
    const txnIds = program.txns.map((_, index) => `sim-${runId}-t${index}`);
    const taskIds: string[] = [];
    for (const [index, task] of program.tasks.entries()) {
      const created = await this.admin('POST', '/api/admin/tasks', { title: `Sim ${runId} task ${index}`, steps: 'Do the thing.', rewardPaise: task.rewardPaise, proof: 'none', perUserLimit: task.perUserLimit, totalLimit: task.totalLimit, enabled: true });
      if (created.statusCode !== 201) throw new Error(`task set-up failed: ${created.body}`);
      taskIds.push(created.json()._id);
    }
    return { runId, users, promoCodes, productIds, txnIds, taskIds, submissionIds: new Map(), withdrawalIds: new Map(), guessRanges: new Map(), vipOrders: new Map() };
  }

  /** Sends one operation the way a browser, the admin site or a provider would, and reads the answer. */
  async send(program: Program, world: ProgramWorld, op: Op): Promise<Observed> {
    try {
      return await this.sendOnce(program, world, op);
    } catch {
      // The request itself failed (a connection cut under it): the client has no answer.
      return { status: 'in-doubt' };
    }
  }

  private async sendOnce(program: Program, world: ProgramWorld, op: Op): Promise<Observed> {
    // A friend who has not signed up yet does nothing; nor does an offer of theirs.
    if ('user' in op && !world.users[op.user]) return { status: 'skipped' };
    if (op.kind === 'postback' && !world.users[program.txns[op.txn]!.user]) return { status: 'skipped' };
    const token = 'user' in op ? world.users[op.user]!.token : '';
    switch (op.kind) {
      case 'adjust': {
        const response = await this.admin('PUT', `/api/admin/users/${world.users[op.user]!.id}/balance`, { amount: op.paise / 100, type: op.direction, reason: 'simulator' }, { 'idempotency-key': `${world.runId}-${op.key}` });
        return observe(response);
      }
      case 'promo':
        return observe(await this.user(token, 'POST', '/api/wallet/redeem-promo', { code: world.promoCodes[op.promo] }));
      case 'daily-login':
        return observe(await this.user(token, 'POST', '/api/daily-login/claim'), (body) => ({ amountPaise: Math.round(body.amount * 100) }));
      case 'spin':
        return observe(await this.user(token, 'POST', '/api/games/spin', {}), (body) => ({ prizePaise: Math.round(body.prize * 100) }));
      case 'flip':
        return observe(await this.user(token, 'POST', '/api/games/flip', { side: op.side }), (body) => ({ prizePaise: Math.round(body.prize * 100) }));
      case 'scratch':
        return observe(await this.user(token, 'POST', '/api/games/scratch'), (body) => ({ scratch: body.status, prizePaise: body.prize ? Math.round(body.prize.prize * 100) : undefined }));
      case 'order':
        return observe(await this.user(token, 'POST', `/api/rewards/${world.productIds[op.product]}/redeem`, {}, { 'idempotency-key': `${world.runId}-${op.key}` }));
      case 'withdraw': {
        const response = await this.user(token, 'POST', '/api/wallet/redeem', { amount: op.rupees, email: world.users[op.user]!.email }, { 'idempotency-key': `${world.runId}-${op.key}` });
        if (response.statusCode === 200) world.withdrawalIds.set(op.key, response.json().request._id);
        return observe(response);
      }
      case 'resolve': {
        const id = world.withdrawalIds.get(op.withdrawal);
        if (!id) return { status: 'skipped' };
        const payload = op.action === 'complete' ? { code: `SIMCODE-${randomUUID().slice(0, 12)}`.toUpperCase() } : { reason: 'simulator says no' };
        return observe(await this.admin('PUT', `/api/admin/redeem-requests/${id}/${op.action}`, payload));
      }
      case 'postback': {
        const txn = program.txns[op.txn]!;
        const params = { user_id: world.users[txn.user]!.id, txn_id: world.txnIds[op.txn]!, reward: String(txn.rewardPaise), status: op.status };
        const signature = createHmac('sha256', OFFERWALL_SECRET).update(genericSigningString(params)).digest('hex');
        const response = await this.request('public', 'GET', `/api/postback/generic?${new URLSearchParams(params).toString()}`, undefined, { 'x-signature': signature });
        if (response.statusCode === 200) return { status: 'ok' };
        return response.statusCode >= 500 ? { status: 'in-doubt' } : { status: 'refused', code: `postback-${response.body}`, httpStatus: response.statusCode };
      }
      case 'guess-start': {
        const response = await this.user(token, 'POST', '/api/games/guess/start');
        if (response.statusCode === 200) world.guessRanges.set(op.user, { low: 1, high: 100 });
        return observe(response, (body) => ({ attemptsLeft: body.attemptsLeft, prizePaise: Math.round(body.prize * 100) }));
      }
      case 'guess': {
        const range = world.guessRanges.get(op.user) ?? { low: 1, high: 100 };
        const number = Math.floor((range.low + range.high) / 2);
        const response = await this.user(token, 'POST', '/api/games/guess', { number });
        if (response.statusCode === 200) {
          const { hint } = response.json();
          world.guessRanges.set(op.user, hint === 'higher' ? { low: number + 1, high: range.high } : hint === 'lower' ? { low: range.low, high: number - 1 } : range);
        }
        return observe(response, (body) => ({ attemptsLeft: body.attemptsLeft, round: body.status, prizePaise: Math.round(body.prize * 100) }));
      }
      case 'guess-settings': {
        const current = await this.request('public', 'GET', '/api/games');
        const lockHours = (current.json().games as Array<{ game: string; limits: { lockHours: number } }>).find((game) => game.game === 'guess')!.limits.lockHours;
        return observe(await this.admin('PUT', '/api/admin/games/guess', { limits: { attempts: op.attempts, lockHours } }));
      }
      case 'vip-order': {
        if (world.vipOrders.has(op.order)) return { status: 'skipped' };
        const buyer = world.users[program.vipOrders[op.order]!.user]!;
        const response = await this.user(buyer.token, 'POST', '/api/vip/order', { fullName: 'Asha Verma', email: buyer.email, phone: '98765 43210', adult: true });
        if (response.statusCode === 201) world.vipOrders.set(op.order, { razorpayOrderId: response.json().orderId, payment: null, webhooks: {} });
        return observe(response);
      }
      case 'vip-pay': {
        const order = world.vipOrders.get(op.order);
        if (!order || order.payment) return { status: 'skipped' };
        order.payment = this.razorpay.pay(order.razorpayOrderId);
        // Razorpay builds its reports when the payment happens (the stand-in changes the payment object later).
        order.webhooks['payment.captured'] = this.razorpay.webhook('payment.captured', { payment: order.payment });
        order.webhooks['order.paid'] = this.razorpay.webhook('order.paid', { payment: order.payment, order: this.razorpay.orders.get(order.razorpayOrderId) });
        return { status: 'ok' };
      }
      case 'vip-dashboard-refund': {
        const order = world.vipOrders.get(op.order);
        if (!order?.payment || order.payment.status !== 'captured') return { status: 'skipped' };
        const refund = this.razorpay.refundInDashboard(order.payment.id);
        order.webhooks['refund.processed'] = this.razorpay.webhook('refund.processed', { payment: order.payment, refund });
        return { status: 'ok' };
      }
      case 'vip-verify': {
        const order = world.vipOrders.get(op.order);
        if (!order?.payment) return { status: 'skipped' };
        const buyer = world.users[program.vipOrders[op.order]!.user]!;
        const signature = this.razorpay.checkoutSignature(order.razorpayOrderId, order.payment.id);
        return observe(await this.user(buyer.token, 'POST', '/api/vip/verify', { razorpay_order_id: order.razorpayOrderId, razorpay_payment_id: order.payment.id, razorpay_signature: signature }));
      }
      case 'vip-webhook': {
        const webhook = world.vipOrders.get(op.order)?.webhooks[op.event];
        if (!webhook) return { status: 'skipped' };
        return observe(await this.request('public', 'POST', '/api/webhooks/razorpay', webhook.body, webhook.headers));
      }
      case 'vip-refund': {
        const order = world.vipOrders.get(op.order);
        if (!order) return { status: 'skipped' };
        const [row] = await this.server.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`select id from vip_orders where razorpay_order_id = ?`, [order.razorpayOrderId]);
        if (!row) return { status: 'skipped' };
        const response = await this.admin('POST', `/api/admin/vip/payments/${row.id}/refund`, { reason: 'simulator' });
        if (response.statusCode === 200 && order.payment && !order.webhooks['refund.processed']) {
          // Razorpay reports the admin's refund too.
          const refund = [...this.razorpay.refunds.values()].find((candidate) => candidate.payment_id === order.payment!.id);
          if (refund) order.webhooks['refund.processed'] = this.razorpay.webhook('refund.processed', { payment: order.payment, refund });
        }
        return observe(response);
      }
      case 'referral-signup': {
        const index = program.users + op.friend;
        if (world.users[index]) return { status: 'skipped' };
        return this.signUpFriend(program, world, op.friend);
      }
      case 'submit': {
        const response = await this.user(token, 'POST', `/api/tasks/${world.taskIds[op.task]}/submissions`, {});
        if (response.statusCode === 201) world.submissionIds.set(op.label, response.json()._id);
        return observe(response);
      }
      case 'review': {
        const id = world.submissionIds.get(op.submission);
        if (!id) return { status: 'skipped' };
        return observe(await this.admin('PUT', `/api/admin/task-submissions/${id}/${op.action}`, op.action === 'reject' ? { reason: 'simulator says no' } : undefined));
      }
    }
  }

  /** A friend signs up with the referrer's code from an address range of their own, verifies the address from the mail and signs in. */
  private async signUpFriend(program: Program, world: ProgramWorld, friend: number): Promise<Observed> {
    const referrer = world.users[program.friends[friend]!.referrer]!;
    const mine = await this.user(referrer.token, 'GET', '/api/referrals');
    if (mine.statusCode !== 200) throw new Error(`referral code: ${mine.body}`);
    const email = `sim-${world.runId}-friend-${friend}@example.com`;
    this.friendRangeCounter += 1;
    const ip = `172.${16 + ((this.friendRangeCounter >> 8) & 15)}.${this.friendRangeCounter & 255}.9`;
    const registered = await this.request('public', 'POST', '/api/auth/register', { name: `Friend ${friend}`, email, password: FRIEND_PASSWORD, ageConfirmed: true, referralCode: mine.json().code }, { 'x-forwarded-for': ip });
    if (registered.statusCode !== 201) return observe(registered);
    const mail = await this.server.orm.em.fork().findOneOrFail(OutboxMail, { to: email }, { orderBy: { createdAt: 'desc' } });
    const token = /\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(outboxMailContent(mail, this.config).text)![1]!;
    const verified = await this.request('public', 'POST', '/api/auth/verify-email', { token: decodeURIComponent(token) });
    if (verified.statusCode !== 200) throw new Error(`friend verification: ${verified.body}`);
    const login = await this.request('public', 'POST', '/api/auth/login', { email, password: FRIEND_PASSWORD }, { 'x-forwarded-for': ip });
    if (login.statusCode !== 200) throw new Error(`friend sign-in: ${login.body}`);
    const [row] = await this.server.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`select id from users where email = ?`, [email]);
    world.users[program.users + friend] = { id: row!.id, token: login.json().token, email };
    return { status: 'ok' };
  }

  async runJob(job: JobName): Promise<void> {
    const deps = this.deps();
    if (job === 'release-offerwall-credits') await releaseOfferwallCredits(deps);
    else if (job === 'advance-referrals') await advanceReferrals(deps);
    else if (job === 'reconcile-vip-orders') await reconcileVipOrders(deps);
    else {
      const waiting = await deps.em.getConnection().execute<Array<{ event_id: string }>>(`select event_id from razorpay_webhook_events where processed_at is null order by received_at`);
      for (const { event_id: eventId } of waiting) await processRazorpayEvent(this.deps(), eventId);
    }
  }

  /** Reads into the server's caches what every visitor reads and each program user's "who am I", so what a step changes is held. */
  async readCachedValues(world: ProgramWorld): Promise<void> {
    await onAnotherConnection(() => readCachedValues(this.server, () => this.deps(), world.users.filter(Boolean).map((user) => user.token)));
  }

  /** The cached values that differ from the database's: a write nobody announced (decision 034). Each is forgotten. */
  staleCacheEntries(): Promise<string[]> {
    return onAnotherConnection(() => staleCacheEntries(this.server, () => this.deps()));
  }

  /** Ends one of the server's database connections that is running a statement now (none may be). */
  async terminateBackend(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url });
    await client.connect();
    try {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1 and state <> 'idle' and pid <> pg_backend_pid()
          order by random() limit 1`,
        [SERVER_APPLICATION_NAME],
      );
    } finally {
      await client.end();
    }
  }

  /** The process goes away — its connections cut first, as a killed process's are — and a new one starts on the database. */
  async restart(): Promise<void> {
    const client = new pg.Client({ connectionString: this.database.url });
    await client.connect();
    try {
      await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`, [SERVER_APPLICATION_NAME]);
    } finally {
      await client.end();
    }
    await this.server.close().catch(() => undefined);
    await this.boot();
  }

  /** What the database holds of each user, in the model's terms. */
  async figures(program: Program, world: ProgramWorld): Promise<UserFigures[]> {
    const connection = this.server.orm.em.fork().getConnection();
    const vipRows = world.vipOrders.size
      ? await connection.execute<Array<{ razorpay_order_id: string; status: string; granted_from: string | null; granted_until: string | null }>>(
          `select razorpay_order_id, status, granted_from, granted_until from vip_orders where razorpay_order_id in (?)`,
          [[...world.vipOrders.values()].map((order) => order.razorpayOrderId)],
        )
      : [];
    const time = (value: string | null) => (value === null ? null : new Date(value).getTime());
    const vipOf = (userIndex: number): UserFigures['vip'] => {
      const result: UserFigures['vip'] = {};
      for (const [index, order] of world.vipOrders) {
        const row = vipRows.find((candidate) => candidate.razorpay_order_id === order.razorpayOrderId);
        if (row && program.vipOrders[index]!.user === userIndex) result[index] = { status: row.status, from: time(row.granted_from), until: time(row.granted_until) };
      }
      return result;
    };
    const ids = world.users.filter(Boolean).map((user) => user.id);
    const rows = await connection.execute<Array<Record<string, string | null> & { user_id: string }>>(
      `select u.id as user_id,
              coalesce((select balance from wallet_accounts where user_id = u.id), 0) as balance,
              (select coalesce(sum(amount_paise), 0) from redeem_requests where user_id = u.id and status = 'pending') as held,
              (select coalesce(sum(amount_paise - settled_paise), 0) from user_debts where user_id = u.id) as debt,
              (select coalesce(sum(amount_paise), 0) from offerwall_credits where user_id = u.id and status = 'pending') as pending_offerwall,
              (select count(*) from redeem_requests where user_id = u.id and status = 'pending') as w_pending,
              (select count(*) from redeem_requests where user_id = u.id and status = 'completed') as w_completed,
              (select count(*) from redeem_requests where user_id = u.id and status = 'rejected') as w_rejected,
              (select count(*) from reward_orders where user_id = u.id) as orders,
              (select count(*) from promo_redemptions where user_id = u.id) as promos,
              (select count(*) from task_submissions where user_id = u.id and status = 'pending') as s_pending,
              (select count(*) from task_submissions where user_id = u.id and status = 'approved') as s_approved,
              (select count(*) from task_submissions where user_id = u.id and status = 'rejected') as s_rejected,
              (select status from referrals where friend_id = u.id) as referral
         from users u where u.id in (?)`,
      [ids],
    );
    const memberUntil = new Map<number, number | null>();
    for (const userIndex of new Set(program.vipOrders.map((order) => order.user))) {
      if (![...world.vipOrders.keys()].some((index) => program.vipOrders[index]!.user === userIndex)) continue;
      const status = await this.user(world.users[userIndex]!.token, 'GET', '/api/vip');
      memberUntil.set(userIndex, status.json().expiresAt === null ? null : new Date(status.json().expiresAt).getTime());
    }
    return Array.from({ length: program.users + program.friends.length }, (_, userIndex) => {
      // A friend who never signed up has nothing; the model's figures for them are all zero too.
      const row = rows.find((candidate) => candidate.user_id === world.users[userIndex]?.id) ?? {};
      const n = (name: string) => Number((row as Record<string, string | null>)[name] ?? 0);
      const referral = (row as Record<string, string | null>).referral;
      return {
        balance: n('balance'),
        held: n('held'),
        debt: n('debt'),
        pendingOfferwall: n('pending_offerwall'),
        withdrawals: { pending: n('w_pending'), completed: n('w_completed'), rejected: n('w_rejected') },
        orders: n('orders'),
        promos: n('promos'),
        submissions: { pending: n('s_pending'), approved: n('s_approved'), rejected: n('s_rejected') },
        vip: vipOf(userIndex),
        ...(memberUntil.has(userIndex) ? { memberUntil: memberUntil.get(userIndex)! } : {}),
        ...(referral ? { referral } : {}),
      };
    });
  }

  /**
   * What must hold whatever the program did: the whole ledger checks out, and of the program's own
   * rows, no balance is negative, no code went to two orders, and each offerwall credit moved money
   * as its status says (released once, never while pending). Problems, or an empty list.
   */
  async invariantProblems(world: ProgramWorld): Promise<string[]> {
    const problems: string[] = [];
    const ledger = await checkLedger(this.deps());
    if (!ledger.ok) problems.push(`ledger check: ${JSON.stringify(ledger)}`);
    const connection = this.server.orm.em.fork().getConnection();
    const ids = world.users.filter(Boolean).map((user) => user.id);
    const credits = await connection.execute<Array<{ id: string; status: string; releases: string }>>(
      `select c.id, c.status, (select count(*) from ledger_transfers t where t.idempotency_key = 'offerwall-release:' || c.id) as releases
         from offerwall_credits c where c.user_id in (?)`,
      [ids],
    );
    for (const credit of credits) {
      const releases = Number(credit.releases);
      if (credit.status === 'released' ? releases !== 1 : credit.status === 'pending' && releases !== 0) problems.push(`offerwall credit ${credit.id} is ${credit.status} with ${releases} releases`);
    }
    const codes = await connection.execute<Array<{ code_id: string }>>(`select code_id from reward_orders where code_id is not null and user_id in (?) group by code_id having count(*) > 1`, [ids]);
    for (const row of codes) problems.push(`reward code ${row.code_id} assigned to more than one order`);
    const negative = await connection.execute<Array<{ user_id: string }>>(`select user_id from wallet_accounts where user_id in (?) and balance < 0`, [ids]);
    for (const row of negative) problems.push(`user ${row.user_id} has a negative balance`);
    return problems;
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.razorpay.close();
    await this.database.drop();
  }
}

/** A REST answer in the model's terms. */
function observe(response: LightMyRequestResponse, data: (body: any) => Partial<Extract<Observed, { status: 'ok' }>> = () => ({})): Observed {
  if (response.statusCode >= 500) return { status: 'in-doubt' };
  if (response.statusCode >= 200 && response.statusCode < 300) return { status: 'ok', ...data(response.json()) };
  let code = `http-${response.statusCode}`;
  try {
    code = response.json().code ?? code;
  } catch {
    // A body that is not JSON keeps the status as its code.
  }
  return { status: 'refused', code, httpStatus: response.statusCode };
}

/**
 * A backend a batch terminated sits in the pool until its socket's end is read, so a read right
 * after may be handed it: the pool then drops it, and the read is made again on another connection.
 */
async function onAnotherConnection<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return read();
  }
}
