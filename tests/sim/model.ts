import type { Op, Program, VipWebhook } from './program';

/**
 * The simulator's model of the money rules: a pure in-memory state machine written from the
 * product's rules (docs/reliability.md lists them), not from the server's code — it imports
 * nothing from `server/` or `db/`. It predicts what each operation must answer and what it must
 * change; the runner compares its prediction with what the server answered and, after a program,
 * with what the database holds.
 */

/** The rules a program runs under: the game tables and limits as the server publishes them, and the program's own setup. */
export interface Rules {
  program: Program;
  /** Offerwall hold (the provider's hold days, in ms). */
  offerwallHoldMs: number;
  dailyLoginPaise: number[];
  spinsPerDay: number;
  spinPrizesPaise: number[];
  flipPrizePaise: number;
  flipLockMs: number;
  scratchPrizesPaise: number[];
  guessPrizePaise: number;
  guessLockMs: number;
  /** Guess the Number's attempts when the program starts (a settings step changes them). */
  guessAttempts: number;
  /** The referral programme's settings (paise, days). */
  referral: { rewardPaise: number; qualifyPaise: number; qualifyWindowDays: number; holdDays: number };
}

export interface UserState {
  /** Available balance, paise. */
  balance: number;
  /** Held by pending withdrawal requests. */
  held: number;
  /** Open debt left by a reversal the balance could not cover. */
  debt: number;
  /** Offerwall credits waiting for their hold to end, by transaction index. */
  pending: Record<number, { amount: number; clearsAt: number }>;
  promosUsed: number[];
  login: { streak: number; lastDay: string | null };
  spinsByDay: Record<string, number>;
  lastFlipAt: number | null;
  /** Scratch cards: the day of the one issued and not yet revealed, and every day that had a card. */
  scratch: { unrevealed: string | null; days: string[] };
  orders: number;
  /** The open Guess the Number round (with the attempts it started with), and the lock after the last one. */
  guess: { round: { attemptsLeft: number } | null; lockedUntil: number | null };
  /** What counts towards a referral: game prizes (the daily login too), task rewards and cleared offerwall credits, when, and which offer. */
  earnings: Array<{ amount: number; at: number; txn?: number }>;
  /** Offerwall credits taken back after they cleared, by transaction: they no longer count. */
  takenBack: number[];
}

export interface ModelState {
  /** Guess the Number's current attempts setting: what a new round starts with. */
  guessAttempts: number;
  users: UserState[];
  promoUses: number[];
  stock: number[];
  /** Applied adjustments, orders and withdrawals by idempotency key, with what they were for. */
  adjustKeys: Record<string, string>;
  orderKeys: Record<string, string>;
  withdrawals: Record<string, { user: number; paise: number; status: 'pending' | 'completed' | 'rejected'; fingerprint: string }>;
  /** Each offerwall transaction: where its credit is, and whether its reversal has been recorded. */
  txns: Record<number, { credit: 'none' | 'pending' | 'released' | 'cancelled'; reversed: boolean }>;
  /** Task submissions by label. */
  submissions: Record<string, { user: number; task: number; status: 'pending' | 'approved' | 'rejected' }>;
  /** VIP orders by program index (absent until opened). */
  vip: Record<number, VipOrderState>;
  /** Webhooks recorded and not yet applied, by `order:event`, with when they arrived. */
  vipEvents: Record<string, { receivedAt: number; processed: boolean }>;
  /** Each friend's referral, once they signed up. */
  referrals: Record<number, { status: 'pending' | 'held' | 'paid' | 'expired' | 'reversed'; createdAt: number; clearsAt: number | null }>;
}

export interface VipOrderState {
  user: number;
  createdAt: number;
  status: 'created' | 'failed' | 'paid' | 'refunded';
  /** The payment at Razorpay: none yet, captured, or refunded (by the admin or in the Dashboard). */
  payment: 'none' | 'captured' | 'refunded';
  paidAt: number | null;
  refundedAt: number | null;
  refundRequestedAt: number | null;
  /** The place of this order among the person's paid orders (1, 2, …): their intervals follow it. */
  grantSeq: number | null;
}

/** The VIP plan: 30 days per paid order; refunds by the admin within 7 days of payment; the reconciliation waits 15 minutes, a lost webhook's job 5. */
const VIP_DAYS_MS = 30 * 24 * 60 * 60_000;
const VIP_REFUND_WINDOW_MS = 7 * 24 * 60 * 60_000;
const VIP_RECONCILE_AFTER_MS = 15 * 60_000;
const VIP_STALE_EVENT_MS = 5 * 60_000;

/** What the server did with one operation, as the runner saw it. */
export type Observed =
  | { status: 'ok'; prizePaise?: number; amountPaise?: number; scratch?: 'issued' | 'revealed'; attemptsLeft?: number; round?: 'active' | 'won' | 'lost' }
  | { status: 'refused'; code: string; httpStatus: number }
  /** No answer, or a 5xx: the operation may or may not have happened (a retry tells). */
  | { status: 'in-doubt' }
  /** Not sent: what it refers to does not exist on the server (a withdrawal that was never made). */
  | { status: 'skipped' };

export type Prediction =
  | { kind: 'ok'; next: ModelState; check?: (observed: Observed & { status: 'ok' }) => string | null }
  | { kind: 'refused'; codes: string[] | '*' };

/** Refusals that depend on things outside a program (other programs' plays, request rates): always allowed, never an effect. */
export function isCircumstantialRefusal(observed: Observed): boolean {
  return observed.status === 'refused' && (observed.httpStatus === 429 || observed.code === 'games.budget-used');
}

export function initialState(rules: Rules): ModelState {
  const { program } = rules;
  return {
    users: Array.from({ length: program.users + program.friends.length }, () => ({
      balance: 0,
      held: 0,
      debt: 0,
      pending: {},
      promosUsed: [],
      login: { streak: 0, lastDay: null },
      spinsByDay: {},
      lastFlipAt: null,
      scratch: { unrevealed: null, days: [] },
      orders: 0,
      guess: { round: null, lockedUntil: null },
      earnings: [],
      takenBack: [],
    })),
    guessAttempts: rules.guessAttempts,
    promoUses: program.promos.map(() => 0),
    stock: program.products.map((product) => product.stock),
    adjustKeys: {},
    orderKeys: {},
    withdrawals: {},
    txns: Object.fromEntries(program.txns.map((_, index) => [index, { credit: 'none', reversed: false }])),
    submissions: {},
    vip: {},
    vipEvents: {},
    referrals: {},
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The IST calendar day of an instant, YYYY-MM-DD: every "per day" rule counts in it. */
export function istDay(nowMs: number): string {
  return new Date(nowMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

function clone(state: ModelState): ModelState {
  return structuredClone(state);
}

/**
 * Earnings first pay the user's open debt; the rest reaches the balance. `counts` (with the time, and
 * the offer for an offerwall credit) records an earning that qualifies a referral.
 */
function earn(user: UserState, amount: number, counts?: { at: number; txn?: number }): void {
  if (counts && amount > 0) user.earnings.push({ amount, ...counts });
  const paid = Math.min(user.debt, amount);
  user.debt -= paid;
  user.balance += amount - paid;
}

/** Taking back a credit that already reached the wallet: what the balance holds, the rest becomes a debt. */
function takeBack(user: UserState, amount: number): void {
  const taken = Math.min(user.balance, amount);
  user.balance -= taken;
  user.debt += amount - taken;
}

function prizeAmong(allowed: number[], what: string) {
  return (observed: Observed & { status: 'ok' }) =>
    observed.prizePaise !== undefined && allowed.includes(observed.prizePaise) ? null : `${what} paid ${observed.prizePaise} paise, not a prize of its table (${allowed.join(', ')})`;
}

/**
 * A friend qualifies in the transaction of the earning that reaches the goal (issue 29), so after any
 * step that may credit an earning, a pending referral whose friend has reached it is held from now.
 */
function qualifyOnEarning(rules: Rules, next: ModelState, nowMs: number): ModelState {
  const windowMs = rules.referral.qualifyWindowDays * DAY_MS;
  for (const [friend, row] of Object.entries(next.referrals)) {
    if (row.status === 'pending' && qualifyingPaise(next.users[rules.program.users + Number(friend)]!, row.createdAt, windowMs) >= rules.referral.qualifyPaise) {
      row.status = 'held';
      row.clearsAt = nowMs + rules.referral.holdDays * DAY_MS;
    }
  }
  return next;
}

/** What the rules say `op` must do in `state` at `now`; `observed` supplies what only the server can draw (a prize). */
export function predict(rules: Rules, state: ModelState, op: Op, nowMs: number, observed: Observed): Prediction {
  const prediction = predictStep(rules, state, op, nowMs, observed);
  return prediction.kind === 'ok' ? { ...prediction, next: qualifyOnEarning(rules, prediction.next, nowMs) } : prediction;
}

function predictStep(rules: Rules, state: ModelState, op: Op, nowMs: number, observed: Observed): Prediction {
  const next = clone(state);
  const day = istDay(nowMs);
  switch (op.kind) {
    case 'adjust': {
      const fingerprint = `${op.user}|${op.direction}|${op.paise}`;
      const earlier = state.adjustKeys[op.key];
      if (earlier !== undefined) return earlier === fingerprint ? { kind: 'ok', next } : { kind: 'refused', codes: '*' };
      const user = next.users[op.user]!;
      if (op.direction === 'deduct') {
        if (user.balance < op.paise) return { kind: 'refused', codes: ['wallet.deduct-exceeds-balance'] };
        user.balance -= op.paise;
      } else {
        user.balance += op.paise;
      }
      next.adjustKeys[op.key] = fingerprint;
      return { kind: 'ok', next };
    }
    case 'promo': {
      const user = next.users[op.user]!;
      if (user.promosUsed.includes(op.promo)) return { kind: 'refused', codes: ['promo.already-used'] };
      if (next.promoUses[op.promo]! >= rules.program.promos[op.promo]!.maxUses) return { kind: 'refused', codes: ['promo.exhausted'] };
      next.promoUses[op.promo]! += 1;
      user.promosUsed = [...user.promosUsed, op.promo].sort((a, b) => a - b);
      earn(user, rules.program.promos[op.promo]!.amountPaise);
      return { kind: 'ok', next };
    }
    case 'daily-login': {
      const user = next.users[op.user]!;
      if (user.login.lastDay === day) return { kind: 'refused', codes: ['games.already-claimed'] };
      const continuing = user.login.lastDay === istDay(nowMs - DAY_MS);
      let streak = continuing ? user.login.streak : 0;
      if (streak >= rules.dailyLoginPaise.length) streak = 0;
      const amount = rules.dailyLoginPaise[streak]!;
      user.login = { streak: streak + 1, lastDay: day };
      earn(user, amount, { at: nowMs });
      return { kind: 'ok', next, check: (seen) => (seen.amountPaise === amount ? null : `daily login paid ${seen.amountPaise} paise for day ${streak + 1}, the calendar says ${amount}`) };
    }
    case 'spin': {
      const user = next.users[op.user]!;
      const used = user.spinsByDay[day] ?? 0;
      if (used >= rules.spinsPerDay) return { kind: 'refused', codes: ['games.no-spins-left'] };
      user.spinsByDay[day] = used + 1;
      if (observed.status === 'ok' && observed.prizePaise) earn(user, observed.prizePaise, { at: nowMs });
      return { kind: 'ok', next, check: prizeAmong(rules.spinPrizesPaise, 'a spin') };
    }
    case 'flip': {
      const user = next.users[op.user]!;
      if (user.lastFlipAt !== null && nowMs < user.lastFlipAt + rules.flipLockMs) return { kind: 'refused', codes: ['games.flip-locked'] };
      user.lastFlipAt = nowMs;
      if (observed.status === 'ok' && observed.prizePaise) earn(user, observed.prizePaise, { at: nowMs });
      return { kind: 'ok', next, check: prizeAmong([0, rules.flipPrizePaise], 'a flip') };
    }
    case 'scratch': {
      // One card per IST day, issued (its outcome drawn) by one call and revealed (paid) by the next;
      // a card left unrevealed is revealed first, whatever day it is; later calls show it again.
      const user = next.users[op.user]!;
      const prizeCheck = prizeAmong(rules.scratchPrizesPaise, 'a scratch card');
      if (user.scratch.unrevealed !== null) {
        user.scratch.unrevealed = null;
        if (observed.status === 'ok' && observed.prizePaise) earn(user, observed.prizePaise, { at: nowMs });
        return { kind: 'ok', next, check: (seen) => (seen.scratch === 'revealed' ? prizeCheck(seen) : `scratching an issued card answered ${seen.scratch}, not revealed`) };
      }
      if (user.scratch.days.includes(day)) return { kind: 'ok', next, check: (seen) => (seen.scratch === 'revealed' ? null : `today's revealed card answered ${seen.scratch}`) };
      user.scratch.unrevealed = day;
      user.scratch.days.push(day);
      return { kind: 'ok', next, check: (seen) => (seen.scratch === 'issued' ? null : `the first scratch of the day answered ${seen.scratch}, not issued`) };
    }
    case 'order': {
      const fingerprint = `${op.user}|${op.product}`;
      const earlier = state.orderKeys[op.key];
      if (earlier !== undefined) return earlier === fingerprint ? { kind: 'ok', next } : { kind: 'refused', codes: '*' };
      const user = next.users[op.user]!;
      const price = rules.program.products[op.product]!.pricePaise;
      const refusals = [...(next.stock[op.product]! <= 0 ? ['rewards.out-of-stock'] : []), ...(user.balance < price ? ['rewards.insufficient-balance'] : [])];
      if (refusals.length) return { kind: 'refused', codes: refusals };
      next.stock[op.product]! -= 1;
      user.balance -= price;
      user.orders += 1;
      next.orderKeys[op.key] = fingerprint;
      return { kind: 'ok', next };
    }
    case 'withdraw': {
      const paise = op.rupees * 100;
      const fingerprint = `${op.user}|${paise}`;
      const earlier = state.withdrawals[op.key];
      if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'ok', next } : { kind: 'refused', codes: ['redeem.key-reused'] };
      const user = next.users[op.user]!;
      if (user.balance < paise) return { kind: 'refused', codes: ['insufficient-balance'] };
      user.balance -= paise;
      user.held += paise;
      next.withdrawals[op.key] = { user: op.user, paise, status: 'pending', fingerprint };
      return { kind: 'ok', next };
    }
    case 'resolve': {
      const request = next.withdrawals[op.withdrawal];
      if (!request) return { kind: 'refused', codes: '*' };
      if (request.status !== 'pending') return { kind: 'refused', codes: ['redeem.already-resolved'] };
      const user = next.users[request.user]!;
      user.held -= request.paise;
      // A rejected request gives back the user's own money: it pays no debt.
      if (op.action === 'reject') user.balance += request.paise;
      request.status = op.action === 'complete' ? 'completed' : 'rejected';
      return { kind: 'ok', next };
    }
    case 'postback': {
      const { user: userIndex, rewardPaise } = rules.program.txns[op.txn]!;
      const txn = next.txns[op.txn]!;
      const user = next.users[userIndex]!;
      if (op.status === 'credit') {
        if (txn.credit !== 'none') return { kind: 'ok', next };
        if (txn.reversed) {
          // A reversal that came first: the credit is recorded as taken back and never paid.
          txn.credit = 'cancelled';
          return { kind: 'ok', next };
        }
        txn.credit = 'pending';
        user.pending[op.txn] = { amount: rewardPaise, clearsAt: nowMs + rules.offerwallHoldMs };
        return { kind: 'ok', next };
      }
      if (txn.reversed) return { kind: 'ok', next };
      txn.reversed = true;
      if (txn.credit === 'pending') {
        txn.credit = 'cancelled';
        delete user.pending[op.txn];
      } else if (txn.credit === 'released') {
        takeBack(user, rewardPaise);
        user.takenBack.push(op.txn);
      }
      return { kind: 'ok', next };
    }
    case 'guess-start': {
      const user = next.users[op.user]!;
      if (user.guess.round) return { kind: 'refused', codes: ['games.round-active'] };
      if (user.guess.lockedUntil !== null && nowMs < user.guess.lockedUntil) return { kind: 'refused', codes: ['games.guess-locked'] };
      const attempts = next.guessAttempts;
      user.guess.round = { attemptsLeft: attempts };
      return {
        kind: 'ok',
        next,
        check: (seen) =>
          seen.attemptsLeft === attempts && seen.prizePaise === rules.guessPrizePaise ? null : `a round started with ${seen.attemptsLeft} attempts for ${seen.prizePaise} paise; the settings say ${attempts} for ${rules.guessPrizePaise}`,
      };
    }
    case 'guess': {
      const user = next.users[op.user]!;
      const round = user.guess.round;
      if (!round) return { kind: 'refused', codes: ['games.no-active-round'] };
      // A round keeps the attempts it started with, whatever the admin set since.
      const left = round.attemptsLeft - 1;
      const outcome = observed.status === 'ok' ? observed.round : undefined;
      if (outcome === 'active') round.attemptsLeft = left;
      else {
        user.guess.round = null;
        user.guess.lockedUntil = nowMs + rules.guessLockMs;
        if (outcome === 'won') earn(user, rules.guessPrizePaise, { at: nowMs });
      }
      return {
        kind: 'ok',
        next,
        check: (seen) => {
          if (seen.attemptsLeft !== left) return `the guess left ${seen.attemptsLeft} attempts; the round had ${round.attemptsLeft}`;
          if (seen.round === 'active' && left === 0) return 'the round goes on after its last attempt';
          if (seen.round === 'lost' && left > 0) return `the round was lost with ${left} attempts left`;
          if (seen.round === 'won' && seen.prizePaise !== rules.guessPrizePaise) return `a right guess paid ${seen.prizePaise} paise, the round's prize is ${rules.guessPrizePaise}`;
          return null;
        },
      };
    }
    case 'guess-settings': {
      // No silent devaluation (decision 044): attempts that lower a best player's chance of a right
      // guess (halving finds one of 2^attempts − 1 numbers of 100) are refused at once; scheduled,
      // they would apply only after the notice, beyond any program.
      const numbersFound = (attempts: number) => Math.min(100, 2 ** attempts - 1);
      if (numbersFound(op.attempts) < numbersFound(next.guessAttempts)) return { kind: 'refused', codes: ['changes.notice-required'] };
      next.guessAttempts = op.attempts;
      return { kind: 'ok', next };
    }
    case 'vip-order': {
      if (next.vip[op.order]) return { kind: 'ok', next };
      next.vip[op.order] = { user: rules.program.vipOrders[op.order]!.user, createdAt: nowMs, status: 'created', payment: 'none', paidAt: null, refundedAt: null, refundRequestedAt: null, grantSeq: null };
      return { kind: 'ok', next };
    }
    case 'vip-pay': {
      const order = next.vip[op.order];
      if (!order || order.payment !== 'none') return { kind: 'refused', codes: '*' };
      order.payment = 'captured';
      return { kind: 'ok', next };
    }
    case 'vip-dashboard-refund': {
      const order = next.vip[op.order];
      if (!order || order.payment !== 'captured') return { kind: 'refused', codes: '*' };
      order.payment = 'refunded';
      return { kind: 'ok', next };
    }
    case 'vip-verify': {
      const order = next.vip[op.order];
      if (!order || order.payment === 'none') return { kind: 'refused', codes: '*' };
      if (order.payment === 'refunded') return { kind: 'refused', codes: ['vip.payment-not-completed'] };
      if (order.status === 'created' || order.status === 'failed') grantVip(next, order, nowMs);
      return { kind: 'ok', next };
    }
    case 'vip-webhook': {
      const key = `${op.order}:${op.event}`;
      if (!next.vipEvents[key]) next.vipEvents[key] = { receivedAt: nowMs, processed: false };
      return { kind: 'ok', next };
    }
    case 'vip-refund': {
      const order = next.vip[op.order];
      if (!order) return { kind: 'refused', codes: '*' };
      if (order.status === 'refunded') return { kind: 'ok', next };
      if (order.status !== 'paid') return { kind: 'refused', codes: ['vip.not-refundable'] };
      if (order.refundRequestedAt === null && nowMs - order.paidAt! > VIP_REFUND_WINDOW_MS) return { kind: 'refused', codes: ['vip.refund-window-passed'] };
      order.refundRequestedAt ??= nowMs;
      // Refunded at Razorpay now, or found already refunded there (the Dashboard): either way the order ends its days now.
      order.payment = 'refunded';
      refundVip(next, order, nowMs);
      return { kind: 'ok', next };
    }
    case 'referral-signup': {
      const friend = op.friend;
      if (next.referrals[friend]) return { kind: 'refused', codes: '*' };
      next.referrals[friend] = { status: 'pending', createdAt: nowMs, clearsAt: null };
      return { kind: 'ok', next };
    }
    case 'submit': {
      // A slot is taken by a pending or approved submission; a rejected one frees it.
      const task = rules.program.tasks[op.task]!;
      const live = Object.values(state.submissions).filter((submission) => submission.task === op.task && submission.status !== 'rejected');
      const refusals = [
        ...(live.filter((submission) => submission.user === op.user).length >= task.perUserLimit ? ['tasks.user-limit-reached'] : []),
        ...(live.length >= task.totalLimit ? ['tasks.no-slots-left'] : []),
      ];
      if (refusals.length) return { kind: 'refused', codes: refusals };
      next.submissions[op.label] = { user: op.user, task: op.task, status: 'pending' };
      return { kind: 'ok', next };
    }
    case 'review': {
      const submission = next.submissions[op.submission];
      if (!submission) return { kind: 'refused', codes: '*' };
      // Approving an approved submission answers it as it is; anything else already reviewed is refused.
      if (op.action === 'approve' && submission.status === 'approved') return { kind: 'ok', next };
      if (submission.status !== 'pending') return { kind: 'refused', codes: ['tasks.already-reviewed'] };
      submission.status = op.action === 'approve' ? 'approved' : 'rejected';
      if (op.action === 'approve') earn(next.users[submission.user]!, rules.program.tasks[submission.task]!.rewardPaise, { at: nowMs });
      return { kind: 'ok', next };
    }
  }
}

function grantVip(state: ModelState, order: VipOrderState, nowMs: number): void {
  order.status = 'paid';
  order.paidAt = nowMs;
  order.grantSeq = 1 + Math.max(0, ...Object.values(state.vip).filter((other) => other.user === order.user && other.grantSeq !== null).map((other) => other.grantSeq!));
}

function refundVip(state: ModelState, order: VipOrderState, nowMs: number): void {
  if (order.status === 'created' || order.status === 'failed') grantVip(state, order, nowMs);
  order.status = 'refunded';
  order.refundedAt = nowMs;
}

/** One recorded webhook applied: a payment report pays an open order; a refund report refunds it (a refund heard before its payment pays and refunds at once). */
function applyVipEvent(state: ModelState, key: string, nowMs: number): void {
  const [orderIndex, event] = key.split(':') as [string, VipWebhook];
  state.vipEvents[key]!.processed = true;
  const order = state.vip[Number(orderIndex)];
  if (!order) return;
  if (event === 'refund.processed') {
    if (order.status !== 'refunded') refundVip(state, order, nowMs);
  } else if (order.status === 'created' || order.status === 'failed') {
    grantVip(state, order, nowMs);
  }
}

/** Every state reachable by applying `items` one by one in any order (the server takes ties in an order the model cannot know). */
function inAnyOrder<T>(states: ModelState[], items: T[], applyOne: (state: ModelState, item: T) => void): ModelState[] {
  // Up to five items every order is tried; beyond (programs rarely get there) the order as listed and its reverse stand for all.
  const orders = items.length <= 5 ? permutations(items) : [items, [...items].reverse()];
  const results = new Map<string, ModelState>();
  for (const state of states) {
    for (const order of orders) {
      const next = clone(state);
      for (const item of order) applyOne(next, item);
      results.set(stateKey(next), next);
    }
  }
  return [...results.values()];
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}

/** The job each recorded webhook queues, run for every event waiting. */
export function processVipEvents(states: ModelState[], nowMs: number): ModelState[] {
  return states.flatMap((state) => inAnyOrder([state], Object.keys(state.vipEvents).filter((key) => !state.vipEvents[key]!.processed), (next, key) => applyVipEvent(next, key, nowMs)));
}

/**
 * A process starting up runs the jobs already queued before anything stops it: any of the recorded
 * webhooks' jobs may have run by the time it answers, in any order (up to four waiting; beyond,
 * none or all).
 */
function processSomeVipEvents(states: ModelState[], nowMs: number): ModelState[] {
  const results = new Map<string, ModelState>();
  for (const state of states) {
    const waiting = Object.keys(state.vipEvents).filter((key) => !state.vipEvents[key]!.processed);
    const subsets = waiting.length <= 4 ? Array.from({ length: 1 << waiting.length }, (_, mask) => waiting.filter((_, bit) => mask & (1 << bit))) : [[], waiting];
    for (const subset of subsets) for (const next of inAnyOrder([state], subset, (copy, key) => applyVipEvent(copy, key, nowMs))) results.set(stateKey(next), next);
  }
  return [...results.values()];
}

/**
 * What a process's start may have done before it answers: the queued webhook jobs (any of them),
 * and the recurring jobs its schedule backfills (the release, the referrals' advance, the VIP
 * reconciliation — each may have run or not, in any order).
 */
export function startUp(rules: Rules, states: ModelState[], nowMs: number): ModelState[] {
  type Job = (state: ModelState) => ModelState[];
  const recurring: Job[] = [
    (state) => [releaseOfferwallCredits(rules, state, nowMs)],
    (state) => [advanceReferrals(rules, state, nowMs)],
    (state) => reconcileVip([state], nowMs),
  ];
  const results = new Map<string, ModelState>();
  for (const afterEvents of processSomeVipEvents(states, nowMs)) {
    for (let mask = 0; mask < 1 << recurring.length; mask += 1) {
      for (const order of permutations(recurring.filter((_, bit) => mask & (1 << bit)))) {
        let reached = [afterEvents];
        for (const job of order) reached = reached.flatMap(job);
        for (const state of reached) results.set(stateKey(state), state);
      }
    }
  }
  return [...results.values()];
}

/** The reconciliation job: stale webhook events, then open orders settled with what Razorpay has, then refunds decided and not completed. */
export function reconcileVip(states: ModelState[], nowMs: number): ModelState[] {
  return states.flatMap((state) => {
    const stale = Object.keys(state.vipEvents).filter((key) => !state.vipEvents[key]!.processed && state.vipEvents[key]!.receivedAt < nowMs - VIP_STALE_EVENT_MS);
    const afterEvents = inAnyOrder([state], stale, (next, key) => applyVipEvent(next, key, nowMs));
    return afterEvents.flatMap((afterEvent) => {
      const open = Object.keys(afterEvent.vip).filter((index) => afterEvent.vip[Number(index)]!.status === 'created' && afterEvent.vip[Number(index)]!.createdAt < nowMs - VIP_RECONCILE_AFTER_MS);
      return inAnyOrder([afterEvent], open, (next, index) => {
        const order = next.vip[Number(index)]!;
        if (order.payment === 'captured') grantVip(next, order, nowMs);
        else order.status = 'failed';
      }).map((settled) => {
        const next = clone(settled);
        for (const order of Object.values(next.vip)) if (order.status === 'paid' && order.refundRequestedAt !== null && order.refundRequestedAt < nowMs - VIP_RECONCILE_AFTER_MS) refundVip(next, order, nowMs);
        return next;
      });
    });
  });
}

/** What a friend earned towards qualifying: earnings inside the window after sign-up, an offer taken back after it cleared not counted. */
function qualifyingPaise(user: UserState, createdAt: number, windowMs: number): number {
  return user.earnings.filter((earning) => earning.at >= createdAt && earning.at < createdAt + windowMs && !(earning.txn !== undefined && user.takenBack.includes(earning.txn))).reduce((sum, earning) => sum + earning.amount, 0);
}

function reversedPaise(user: UserState, createdAt: number, windowMs: number): number {
  return user.earnings.filter((earning) => earning.at >= createdAt && earning.at < createdAt + windowMs && earning.txn !== undefined && user.takenBack.includes(earning.txn)).reduce((sum, earning) => sum + earning.amount, 0);
}

/**
 * The referrals' job: a held referral whose friend's qualifying earnings were taken back below the
 * goal is reversed; a pending one whose friend earned the goal in the window is held for the hold
 * days; one whose window passed expires; a held one whose hold ended is paid to the referrer once.
 */
export function advanceReferrals(rules: Rules, state: ModelState, nowMs: number): ModelState {
  const next = clone(state);
  const { referral } = rules;
  const windowMs = referral.qualifyWindowDays * DAY_MS;
  const friendUser = (friend: number) => next.users[rules.program.users + friend]!;
  for (const [friend, row] of Object.entries(next.referrals)) {
    const user = friendUser(Number(friend));
    if (row.status === 'held' && qualifyingPaise(user, row.createdAt, windowMs) < referral.qualifyPaise && reversedPaise(user, row.createdAt, windowMs) > 0) row.status = 'reversed';
  }
  for (const [friend, row] of Object.entries(next.referrals)) {
    if (row.status === 'pending' && qualifyingPaise(friendUser(Number(friend)), row.createdAt, windowMs) >= referral.qualifyPaise) {
      row.status = 'held';
      row.clearsAt = nowMs + referral.holdDays * DAY_MS;
    }
  }
  for (const row of Object.values(next.referrals)) if (row.status === 'pending' && row.createdAt <= nowMs - windowMs) row.status = 'expired';
  for (const [friend, row] of Object.entries(next.referrals)) {
    if (row.status === 'held' && row.clearsAt! <= nowMs) {
      row.status = 'paid';
      earn(next.users[rules.program.friends[Number(friend)]!.referrer]!, referral.rewardPaise);
    }
  }
  return next;
}

/** A person's VIP intervals as the product's rule lays them out: in the order orders became paid, each from its payment or the end of the one before, 30 days, a refunded one cut at its refund. */
function vipIntervals(state: ModelState, user: number): Record<number, { status: string; from: number | null; until: number | null }> {
  const result: Record<number, { status: string; from: number | null; until: number | null }> = {};
  const granted = Object.entries(state.vip)
    .filter(([, order]) => order.user === user && order.grantSeq !== null)
    .sort(([, a], [, b]) => a.grantSeq! - b.grantSeq!);
  let end: number | null = null;
  for (const [index, order] of granted) {
    const from = Math.max(order.paidAt!, end ?? -Infinity);
    let until = from + VIP_DAYS_MS;
    if (order.refundedAt !== null) until = Math.min(until, Math.max(from, order.refundedAt));
    end = until;
    result[Number(index)] = { status: order.status, from, until };
  }
  for (const [index, order] of Object.entries(state.vip)) if (order.user === user && order.grantSeq === null) result[Number(index)] = { status: order.status, from: null, until: null };
  return result;
}

/** A member is someone inside one of their intervals now; the membership ends with the last interval. */
function memberUntil(intervals: ReturnType<typeof vipIntervals>, nowMs: number): number | null {
  const granted = Object.values(intervals).filter((interval) => interval.from !== null && interval.from < interval.until!);
  if (!granted.some((interval) => interval.from! <= nowMs && nowMs < interval.until!)) return null;
  return Math.max(...granted.map((interval) => interval.until!));
}

/** The release job: every pending offerwall credit whose hold has ended reaches the wallet, once. */
export function releaseOfferwallCredits(rules: Rules, state: ModelState, nowMs: number): ModelState {
  const next = clone(state);
  next.users.forEach((user) => {
    for (const [txnIndex, credit] of Object.entries(user.pending)) {
      if (credit.clearsAt > nowMs) continue;
      delete user.pending[Number(txnIndex)];
      next.txns[Number(txnIndex)]!.credit = 'released';
      earn(user, credit.amount, { at: nowMs, txn: Number(txnIndex) });
    }
  });
  return qualifyOnEarning(rules, next, nowMs);
}

/** What the database must show of a user: the model's figures compared with the server's. */
export interface UserFigures {
  balance: number;
  held: number;
  debt: number;
  pendingOfferwall: number;
  withdrawals: { pending: number; completed: number; rejected: number };
  orders: number;
  promos: number;
  submissions: { pending: number; approved: number; rejected: number };
  /** VIP orders by program index: status and the interval each was granted (ms). */
  vip: Record<number, { status: string; from: number | null; until: number | null }>;
  /** What `GET /api/vip` says now: the end of the membership while a member, else null (only for people with VIP orders). */
  memberUntil?: number | null;
  /** For a friend who signed up: their referral's status. */
  referral?: string;
}

export function figuresOf(rules: Rules, state: ModelState, nowMs: number): UserFigures[] {
  return state.users.map((user, index) => {
    const withdrawals = { pending: 0, completed: 0, rejected: 0 };
    for (const request of Object.values(state.withdrawals)) if (request.user === index) withdrawals[request.status] += 1;
    const submissions = { pending: 0, approved: 0, rejected: 0 };
    for (const submission of Object.values(state.submissions)) if (submission.user === index) submissions[submission.status] += 1;
    return {
      balance: user.balance,
      held: user.held,
      debt: user.debt,
      pendingOfferwall: Object.values(user.pending).reduce((sum, credit) => sum + credit.amount, 0),
      withdrawals,
      orders: user.orders,
      promos: user.promosUsed.length,
      submissions,
      vip: vipIntervals(state, index),
      ...(Object.values(state.vip).some((order) => order.user === index) ? { memberUntil: memberUntil(vipIntervals(state, index), nowMs) } : {}),
      ...(state.referrals[index - rules.program.users] ? { referral: state.referrals[index - rules.program.users]!.status } : {}),
    };
  });
}

/** Two states are the same when they hold the same things, whatever order the operations that made them ran in: keys sorted. */
function stateKey(state: ModelState): string {
  return canonical(state);
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

/** At most this many different states are kept as possible after a batch (they rarely exceed a handful). */
const MAX_CANDIDATE_STATES = 64;

/**
 * The states the model can be in after a batch of concurrent operations: every serial order of
 * the batch whose predictions match what each operation answered, applied to every state the
 * model could be in before (an answer that was lost branches into "happened" and "did not").
 * Empty when no order explains the answers: the server did something no serial execution of the
 * rules can do. Orders are searched depth first; a prefix that already contradicts an answer is
 * dropped, and (state, operations left) pairs are visited once.
 */
export function explainBatch(
  rules: Rules,
  states: ModelState[],
  ops: Op[],
  observed: Observed[],
  nowMs: number,
): { states: ModelState[]; problems: string[] } {
  const results = new Map<string, ModelState>();
  const visited = new Set<string>();
  const problems = new Set<string>();
  const all = (1 << ops.length) - 1;

  function visit(state: ModelState, done: number): void {
    if (results.size >= MAX_CANDIDATE_STATES) return;
    const key = `${done}|${stateKey(state)}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (done === all) {
      results.set(stateKey(state), state);
      return;
    }
    for (let index = 0; index < ops.length; index += 1) {
      if (done & (1 << index)) continue;
      const seen = observed[index]!;
      const mark = done | (1 << index);
      if (seen.status === 'skipped' || isCircumstantialRefusal(seen)) {
        visit(state, mark);
        continue;
      }
      const prediction = predict(rules, state, ops[index]!, nowMs, seen);
      if (seen.status === 'in-doubt') {
        visit(state, mark);
        if (prediction.kind === 'ok') visit(prediction.next, mark);
        continue;
      }
      if (seen.status === 'ok') {
        if (prediction.kind !== 'ok') {
          problems.add(`${describeOp(ops[index]!)} succeeded where the rules refuse it (${prediction.codes === '*' ? 'any refusal' : prediction.codes.join(' or ')})`);
          continue;
        }
        const problem = prediction.check?.(seen);
        if (problem) {
          problems.add(`${describeOp(ops[index]!)}: ${problem}`);
          continue;
        }
        visit(prediction.next, mark);
        continue;
      }
      if (prediction.kind === 'ok') {
        problems.add(`${describeOp(ops[index]!)} was refused (${seen.code}) where the rules accept it`);
        continue;
      }
      if (prediction.codes !== '*' && !prediction.codes.includes(seen.code)) {
        problems.add(`${describeOp(ops[index]!)} was refused with ${seen.code}, the rules refuse it with ${prediction.codes.join(' or ')}`);
        continue;
      }
      visit(state, mark);
    }
  }

  for (const state of states) visit(state, 0);
  return { states: [...results.values()], problems: results.size ? [] : [...problems] };
}

export function applyToAll(states: ModelState[], change: (state: ModelState) => ModelState): ModelState[] {
  const results = new Map<string, ModelState>();
  for (const state of states) {
    const next = change(state);
    results.set(stateKey(next), next);
  }
  return [...results.values()];
}

export function describeOp(op: Op): string {
  switch (op.kind) {
    case 'adjust':
      return `adjust(user ${op.user}, ${op.direction} ${op.paise}, key ${op.key})`;
    case 'promo':
      return `promo(user ${op.user}, promo ${op.promo})`;
    case 'order':
      return `order(user ${op.user}, product ${op.product}, key ${op.key})`;
    case 'withdraw':
      return `withdraw(user ${op.user}, ₹${op.rupees}, key ${op.key})`;
    case 'resolve':
      return `${op.action}(withdrawal ${op.withdrawal})`;
    case 'postback':
      return `postback(txn ${op.txn}, ${op.status})`;
    case 'submit':
      return `submit(user ${op.user}, task ${op.task}, as ${op.label})`;
    case 'guess-settings':
      return `guess-settings(${op.attempts} attempts)`;
    case 'vip-webhook':
      return `vip-webhook(order ${op.order}, ${op.event})`;
    case 'referral-signup':
      return `referral-signup(friend ${op.friend})`;
    case 'vip-order':
    case 'vip-pay':
    case 'vip-verify':
    case 'vip-dashboard-refund':
    case 'vip-refund':
      return `${op.kind}(order ${op.order})`;
    case 'review':
      return `${op.action}(submission ${op.submission})`;
    case 'flip':
      return `flip(user ${op.user}, ${op.side})`;
    default:
      return `${op.kind}(user ${op.user})`;
  }
}
