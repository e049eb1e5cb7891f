import { Worker } from 'node:worker_threads';
import { CONCURRENCY, WARM_UP_SECONDS, WITHDRAWAL_RUPEES, WITHDRAWALS_PER_USER, type BenchUser } from './bench-setup';

// ── the load generator: plain JS in a worker thread, node:http with keep-alive ─────────

/**
 * Two modes. 'closed': each client keeps one request in flight and sends the next as soon as the
 * answer arrives, which measures capacity (at saturation latency is mostly queueing). 'open':
 * each client sends on a fixed schedule whatever the answers do (together `ratePerSecond`), and
 * latency counts from the scheduled moment, so a slow answer cannot hide the requests it delayed
 * (no coordinated omission) — this measures latency at a given load.
 */
const LOAD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, mode, loops, warmUpMs, durationMs, ratePerSecond, withdrawalRupees } = workerData;
const { monitorEventLoopDelay } = require('node:perf_hooks');
/** The generator's own stalls (its GC, waiting for a core) delay sends, and count as latency; this shows them. */
const generatorDelay = monitorEventLoopDelay({ resolution: 5 });
/** Each client keeps up to 6 connections, as a browser does per host; more requests wait their turn. */
const MAX_CONNECTIONS_PER_CLIENT = 6;
let samples, failures, promoSent, withdrawalSent, maxInFlight, runStartedAt;
/** Latencies by the second of the period in which each request was due, to show when the tail happened. */
let bySecond;
let inFlight = 0;
function resetCounters() {
  samples = { promo: [], withdrawal: [] };
  failures = {};
  bySecond = [];
  promoSent = 0; withdrawalSent = 0; maxInFlight = 0;
  generatorDelay.reset();
}

function post(loop, path, user, body) {
  const payload = JSON.stringify(body);
  loop.agent ||= new http.Agent({ keepAlive: true, maxSockets: MAX_CONNECTIONS_PER_CLIENT });
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: loop.agent, headers: {
      'content-type': 'application/json', 'content-length': Buffer.byteLength(payload),
      authorization: 'Bearer ' + user.token, 'x-forwarded-for': user.ip,
    } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(payload);
  });
}

/** The next operation of a client: its users in turn, each alternating a promo code and a withdrawal. */
function nextOperation(loop) {
  const user = loop.users[loop.turn % loop.users.length];
  const round = Math.floor(loop.turn / loop.users.length);
  loop.turn += 1;
  const wantPromo = round % 2 === 0 && user.codes.length > 0;
  if (wantPromo || (user.withdrawalsLeft === 0 && user.codes.length > 0)) { promoSent++; return { type: 'promo', loop, user, path: '/api/wallet/redeem-promo', body: { code: user.codes.shift() } }; }
  if (user.withdrawalsLeft > 0) { user.withdrawalsLeft--; withdrawalSent++; return { type: 'withdrawal', loop, user, path: '/api/wallet/redeem', body: { amount: withdrawalRupees, email: user.email } }; }
  return null;
}

async function send(operation, startedAt) {
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  const { status, text } = await post(operation.loop, operation.path, operation.user, operation.body);
  inFlight--;
  const elapsed = performance.now() - startedAt;
  if (status === 200) {
    samples[operation.type].push(elapsed);
    (bySecond[Math.floor((startedAt - runStartedAt) / 1000)] ||= []).push(elapsed);
  }
  else {
    const key = operation.type + ' ' + status + ' ' + text.slice(0, 120);
    failures[key] = (failures[key] || 0) + 1;
  }
}

async function closedLoop(loop, deadline) {
  while (performance.now() < deadline) {
    const operation = nextOperation(loop);
    if (!operation) return;
    await send(operation, performance.now());
  }
}

async function openLoop(loop, index, started, deadline) {
  const intervalMs = (1000 * loops.length) / ratePerSecond;
  const sent = [];
  for (let k = 0; ; k++) {
    const at = started + (k + index / loops.length) * intervalMs;
    if (at >= deadline) break;
    const waitMs = at - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    const operation = nextOperation(loop);
    if (!operation) break;
    sent.push(send(operation, at));
  }
  await Promise.all(sent);
}

/** One period of load; the connections and the clients' state carry over from the previous one. */
async function period(lengthMs) {
  resetCounters();
  generatorDelay.enable();
  const started = performance.now();
  runStartedAt = started;
  const deadline = started + lengthMs;
  await Promise.all(loops.map((loop, index) => (mode === 'open' ? openLoop(loop, index, started, deadline) : closedLoop(loop, deadline))));
  generatorDelay.disable();
  // Open mode: the schedule spans exactly lengthMs; its late answers count as latency, not time.
  const elapsedMs = mode === 'open' ? lengthMs : performance.now() - started;
  return { generatorDelayMs: { p99: generatorDelay.percentile(99) / 1e6, max: generatorDelay.max / 1e6 }, samples, bySecond, failures, elapsedMs, promoSent, withdrawalSent, maxInFlight };
}

/**
 * The warm-up and the measured period run on the same connections and the same warmed-up code, so
 * the measurement does not start with 50 clients opening connections. Between the two, the main
 * thread takes its "before" readings and answers 'go'.
 */
async function run() {
  for (const loop of loops) loop.turn = 0;
  const warmUp = await period(warmUpMs);
  parentPort.postMessage({ kind: 'warmed-up', result: { ...warmUp, loops: [] } });
  await new Promise((resolve) => parentPort.once('message', resolve));
  const measured = await period(durationMs);
  for (const loop of loops) loop.agent?.destroy();
  parentPort.postMessage({ kind: 'done', result: { ...measured, loops: loops.map((loop) => ({ users: loop.users })) } });
}
run();
`;

export interface LoadResult {
  samples: { promo: number[]; withdrawal: number[] };
  bySecond: Array<number[] | null>;
  /** Event-loop delay of the load generator's own thread. */
  generatorDelayMs: { p99: number; max: number };
  failures: Record<string, number>;
  elapsedMs: number;
  promoSent: number;
  withdrawalSent: number;
  maxInFlight: number;
  /** The clients as the phase left them (codes used, withdrawals made), for the next phase. */
  loops: LoadClient[];
}

export interface LoadClient {
  users: Array<{ token: string; ip: string; email: string; codes: string[]; withdrawalsLeft: number }>;
}

/** Splits the users over CONCURRENCY clients; the clients keep their state between the phases. */
export function makeClients(users: BenchUser[]): LoadClient[] {
  return Array.from({ length: CONCURRENCY }, (_, client) => ({
    users: users
      .filter((user) => user.index % CONCURRENCY === client)
      .map((user) => ({ token: user.token, ip: user.ip, email: user.email, codes: user.codes, withdrawalsLeft: WITHDRAWALS_PER_USER })),
  }));
}

/**
 * Runs WARM_UP_SECONDS of load, awaits `beforeMeasuring` (the caller's "before" readings), then
 * measures for `seconds`, in one worker and on the same connections.
 */
export function runLoad(
  port: number,
  clients: LoadClient[],
  mode: 'closed' | 'open',
  seconds: number,
  ratePerSecond: number,
  beforeMeasuring: () => Promise<void>,
): Promise<{ warmUp: LoadResult; measured: LoadResult }> {
  return new Promise((resolve, reject) => {
    const workerData = { port, mode, loops: clients, warmUpMs: WARM_UP_SECONDS * 1000, durationMs: seconds * 1000, ratePerSecond, withdrawalRupees: WITHDRAWAL_RUPEES };
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData });
    let warmUp: LoadResult | undefined;
    worker.on('message', (message: { kind: 'warmed-up' | 'done'; result: LoadResult }) => {
      if (message.kind === 'warmed-up') {
        warmUp = message.result;
        beforeMeasuring().then(() => worker.postMessage('go'), reject);
        return;
      }
      void worker.terminate();
      resolve({ warmUp: warmUp!, measured: message.result });
    });
    worker.once('error', reject);
  });
}
