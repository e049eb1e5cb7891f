import { SeededRandom } from './random';

/**
 * A simulator program: what a seed expands into, replayed exactly by `npm run sim -- --seed S`.
 * Everything is named by index or label inside the program (user 2, promo 0, offerwall
 * transaction 3, withdrawal "w5"), so the runner can give each program fresh rows on a shared
 * server and the shrinker can drop steps without renumbering anything.
 */

/** The background jobs a program can run; `process-razorpay-events` is the job each recorded webhook queues, run for every event waiting. */
export type JobName = 'release-offerwall-credits' | 'advance-referrals' | 'reconcile-vip-orders' | 'process-razorpay-events';
export const JOB_NAMES: readonly JobName[] = ['release-offerwall-credits', 'advance-referrals', 'reconcile-vip-orders', 'process-razorpay-events'];

export type VipWebhook = 'payment.captured' | 'order.paid' | 'refund.processed';

export type Op =
  /** An admin's balance adjustment; `key` is the dialog's idempotency key (a retry sends it again). */
  | { kind: 'adjust'; user: number; direction: 'add' | 'deduct'; paise: number; key: string }
  | { kind: 'promo'; user: number; promo: number }
  | { kind: 'daily-login'; user: number }
  | { kind: 'spin'; user: number }
  | { kind: 'flip'; user: number; side: 'HEAD' | 'TAIL' }
  | { kind: 'scratch'; user: number }
  /** A store order with an Idempotency-Key (a reused key is a retry, or a key sent for another product). */
  | { kind: 'order'; user: number; product: number; key: string }
  | { kind: 'withdraw'; user: number; rupees: 30 | 50 | 100; key: string }
  /** The admin completes or rejects the withdrawal the request with this key made. */
  | { kind: 'resolve'; withdrawal: string; action: 'complete' | 'reject' }
  /** An offerwall provider's postback for one of the program's transactions (sent again = a duplicate). */
  | { kind: 'postback'; txn: number; status: 'credit' | 'reversal' }
  /** A user hands in a task (no proof asked); `label` names the submission for a later review. */
  | { kind: 'submit'; user: number; task: number; label: string }
  | { kind: 'review'; submission: string; action: 'approve' | 'reject' }
  /** Guess the Number: start a round, or guess (the client halves the range its hints left). */
  | { kind: 'guess-start'; user: number }
  | { kind: 'guess'; user: number }
  /** The admin changes Guess the Number's attempts (a new settings version; open rounds keep theirs). */
  | { kind: 'guess-settings'; attempts: number }
  /** VIP: the person opens an order; pays in Checkout (at Razorpay only); Checkout's handler verifies. */
  | { kind: 'vip-order'; order: number }
  | { kind: 'vip-pay'; order: number }
  | { kind: 'vip-verify'; order: number }
  /** Razorpay delivers one of the order's webhooks (again = the same event id: a duplicate). */
  | { kind: 'vip-webhook'; order: number; event: VipWebhook }
  /** Someone refunds the payment in Razorpay's Dashboard (the app hears of it only by webhook). */
  | { kind: 'vip-dashboard-refund'; order: number }
  /** The admin refunds the order from the admin site. */
  | { kind: 'vip-refund'; order: number }
  /**
   * A friend signs up with a referrer's code (and verifies their address): friend `friend` is user
   * `program.users + friend` from then on, earning like anyone (qualifying the referral).
   */
  | { kind: 'referral-signup'; friend: number };

export type Step =
  /** Operations sent at once by different clients; `terminate` also ends a random server backend while they run. */
  | { kind: 'batch'; ops: Op[]; terminate?: boolean }
  /** The injectable clock moves forward (minutes up to days: across holds and IST days). */
  | { kind: 'advance'; ms: number }
  /** A background job runs; `twice` runs two copies at once. */
  | { kind: 'job'; job: JobName; twice: boolean }
  /** The server process goes away between steps (its connections cut) and a new one starts on the same database. */
  | { kind: 'restart' };

export interface Program {
  seed: number;
  users: number;
  promos: Array<{ amountPaise: number; maxUses: number }>;
  products: Array<{ pricePaise: number; stock: number }>;
  /** Offerwall transactions: whose, and for how much (a credit and its reversal carry the same reward). */
  txns: Array<{ user: number; rewardPaise: number }>;
  tasks: Array<{ rewardPaise: number; perUserLimit: number; totalLimit: number }>;
  /** VIP orders: whose. */
  vipOrders: Array<{ user: number }>;
  /** Friends who may sign up with a referral code: whose code. Their user indexes follow the program's users. */
  friends: Array<{ referrer: number }>;
  steps: Step[];
}

export interface ProgramShape {
  users: number;
  clients: number;
  steps: number;
  /**
   * Operation kinds left out of the programs, and `key-retry` for "an adjustment sent again with its
   * key" (sent with a new key instead): to look for one error on a build that has another the
   * simulator finds first (docs/reliability.md, "Teeth").
   */
  without?: readonly string[];
}

export const DEFAULT_SHAPE: ProgramShape = { users: 8, clients: 6, steps: 24 };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MAX_ADVANCE_MS = 20 * DAY_MS;

/** Operations that a client may retry after an answer it did not get (each is idempotent by design). */
export function retriable(op: Op): boolean {
  return !['spin', 'flip', 'scratch', 'submit', 'guess-start', 'guess', 'vip-order', 'vip-pay', 'vip-dashboard-refund', 'referral-signup'].includes(op.kind);
}

export function generateProgram(seed: number, shape: ProgramShape = DEFAULT_SHAPE): Program {
  const random = new SeededRandom(seed);
  const users = Math.max(2, shape.users);
  const promos = Array.from({ length: random.int(1, 3) }, () => ({ amountPaise: random.pick([500, 1000, 2500]), maxUses: random.int(1, users) }));
  const products = Array.from({ length: random.int(1, 2) }, () => ({ pricePaise: random.pick([1000, 2000, 5000]), stock: random.int(0, 3) }));
  const friends = Array.from({ length: random.int(0, 2) }, () => ({ referrer: random.int(0, users - 1) }));
  // Offerwall offers are done by the program's users and by its friends (whose referral they may qualify).
  const txns = Array.from({ length: random.int(1, 5) }, () => ({ user: random.int(0, users + friends.length - 1), rewardPaise: random.pick([300, 1500, 4000]) }));
  const tasks = Array.from({ length: random.int(1, 2) }, () => ({ rewardPaise: random.pick([700, 2000]), perUserLimit: random.int(1, 2), totalLimit: random.int(2, users + 1) }));
  // Few buyers, so one person's orders stack and refunds meet later orders.
  const vipBuyers = [random.int(0, users - 1), random.int(0, users - 1)];
  const vipOrders = Array.from({ length: random.int(1, 4) }, () => ({ user: random.pick(vipBuyers) }));
  const sent: Op[] = [];
  const withdrawals: string[] = [];
  const submissions: string[] = [];
  let keyCounter = 0;
  const newKey = (prefix: string) => `${prefix}${(keyCounter += 1)}`;

  function freshOp(): Op {
    // A friend who may have signed up earns like anyone: half the time a friend acts, when there are friends.
    const user = friends.length && random.chance(0.25) ? users + random.int(0, friends.length - 1) : random.int(0, users - 1);
    const kind = random.weighted(leaveOut({ adjust: 4, promo: 2, 'daily-login': 2, spin: 2, flip: 1, scratch: 1, order: 3, withdraw: 3, resolve: withdrawals.length ? 3 : 0, postback: 4, submit: 2, review: submissions.length ? 2 : 0, 'guess-start': 1.5, guess: 3, 'guess-settings': 0.3, 'vip-order': 1.5, 'vip-pay': 1.5, 'vip-verify': 1.5, 'vip-webhook': 3, 'vip-dashboard-refund': 0.4, 'vip-refund': 0.8, 'referral-signup': friends.length ? 1 : 0 }));
    switch (kind) {
      case 'adjust':
        return { kind, user, direction: random.chance(0.7) ? 'add' : 'deduct', paise: random.pick([1000, 2500, 5000, 10000]), key: newKey('a') };
      case 'promo':
        return { kind, user, promo: random.int(0, promos.length - 1) };
      case 'daily-login':
      case 'spin':
      case 'scratch':
      case 'guess-start':
      case 'guess':
        return { kind, user };
      case 'guess-settings':
        return { kind, attempts: random.int(1, 10) };
      case 'vip-order':
      case 'vip-pay':
      case 'vip-verify':
      case 'vip-dashboard-refund':
      case 'vip-refund':
        return { kind, order: random.int(0, vipOrders.length - 1) };
      case 'vip-webhook':
        return { kind, order: random.int(0, vipOrders.length - 1), event: random.weighted({ 'payment.captured': 2, 'order.paid': 2, 'refund.processed': 1 }) };
      case 'referral-signup':
        return { kind, friend: random.int(0, friends.length - 1) };
      case 'flip':
        return { kind, user, side: random.pick(['HEAD', 'TAIL'] as const) };
      case 'order':
        return { kind, user, product: random.int(0, products.length - 1), key: newKey('o') };
      case 'withdraw': {
        const op = { kind, user, rupees: random.pick([30, 50, 100] as const), key: newKey('w') };
        withdrawals.push(op.key);
        return op;
      }
      case 'resolve':
        return { kind, withdrawal: random.pick(withdrawals), action: random.chance(0.5) ? 'complete' : 'reject' };
      case 'postback':
        return { kind, txn: random.int(0, txns.length - 1), status: random.chance(0.6) ? 'credit' : 'reversal' };
      case 'submit': {
        const op = { kind, user, task: random.int(0, tasks.length - 1), label: newKey('s') };
        submissions.push(op.label);
        return op;
      }
      case 'review':
        return { kind, submission: random.pick(submissions), action: random.chance(0.6) ? 'approve' : 'reject' };
    }
  }

  function leaveOut<K extends string>(weights: Record<K, number>): Record<K, number> {
    const left = { ...weights };
    for (const kind of shape.without ?? []) if (kind in left) left[kind as K] = 0;
    return left;
  }

  /** A delivery sent again (a retry, a duplicate postback), or a key reused for something else. */
  function repeatedOp(): Op {
    const earlier = random.pick(sent);
    if (earlier.kind === 'adjust' && shape.without?.includes('key-retry')) return { ...earlier, key: newKey('a') };
    // A hand-in has no key: sending it again is a second submission.
    if (earlier.kind === 'submit') return freshOp();
    if (earlier.kind === 'adjust' && random.chance(0.3)) return { ...earlier, paise: earlier.paise + 100 };
    if (earlier.kind === 'order' && random.chance(0.3) && products.length > 1) return { ...earlier, product: (earlier.product + 1) % products.length };
    return earlier;
  }

  const steps: Step[] = [];
  // User sessions last 30 days: a program stays well inside one.
  let advancedMs = 0;
  for (let index = 0; index < shape.steps; index += 1) {
    const kind = random.weighted({ batch: 10, advance: 2, job: 2.5, restart: 0.3 });
    if (kind === 'advance') {
      const ms = random.pick([5 * MINUTE_MS, 3 * HOUR_MS, DAY_MS, 2 * DAY_MS + 7 * HOUR_MS]);
      if (advancedMs + ms > MAX_ADVANCE_MS) continue;
      advancedMs += ms;
      steps.push({ kind, ms });
    } else if (kind === 'job') {
      steps.push({ kind, job: random.pick(JOB_NAMES), twice: random.chance(0.3) });
    } else if (kind === 'restart') {
      steps.push({ kind });
    } else {
      const size = random.int(1, Math.max(1, shape.clients));
      const ops = Array.from({ length: size }, () => (sent.length && random.chance(0.2) ? repeatedOp() : freshOp()));
      sent.push(...ops);
      const terminate = random.chance(0.08) && ops.every(retriable);
      steps.push(terminate ? { kind, ops, terminate } : { kind, ops });
    }
  }
  return { seed, users, promos, products, txns, tasks, vipOrders, friends, steps };
}
