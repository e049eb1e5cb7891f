import { Worker } from 'node:worker_threads';
import type { RunningServer } from '../../server/app';
import { systemClock } from '../../server/clock';
import type { AppConfig } from '../../server/config';
import { RATE_LIMITS } from '../../server/modules/rate-limit/rules';
import { uploadRewardCodes } from '../../server/modules/rewards/upload-reward-codes';
import { MAX_CODES_PER_UPLOAD } from '#contract/rewards/rules';
import { call, CONCURRENCY, expectOk, pool, SECONDS, WARM_UP_SECONDS, type BenchUser } from './bench-setup';
import { startBackgroundPgbench } from './pgbench';
import { checkpoint, cpuReport, cpuSnapshot, fmt, machineLine, oldestSnapshotLine, percentile, sampleBackends, startCpuProfile, watchServerThread } from './measurement';

/**
 * The store phase of `npm run bench` (issue 16): CONCURRENCY clients buy in-stock gift cards at
 * once (POST /api/rewards/{id}/redeem), each order taking a code, holding and settling the price
 * in one database function (reward_place_order, decision 020) and its transaction. First closed loop (capacity, orders/s), then open loop at
 * the latency point — half the store's own capacity ("p99 under 50 ms at half its
 * capacity") — and, for comparison, at half the withdrawal path's capacity. Afterwards no code may be assigned twice (every code out of stock belongs to exactly the
 * one fulfilled order that points at it, and there are as many as orders answered) and the
 * ledger check must be clean.
 */

/** Products bought at once: orders of one product do not wait for each other (SKIP LOCKED claims; the low-stock check runs after commit). */
const STORE_PRODUCTS = Number(process.env.BENCH_STORE_PRODUCTS ?? 10);
const PRICE_PAISE = 1_000;
/** Marks the benchmark's products (beside any seeded demo ones) for the check after the phases. */
const BENCH_REGION = 'Benchmark';
/** The background pgbench starts this long before the latency phase at the target (its warm-up and checkpoint follow). */
const BACKGROUND_LEAD_SECONDS = 5;
/** The highest order rate stocked for: codes run out (and orders fail, as the report shows) beyond it. */
const MAX_STORE_OPS_PER_SECOND = Number(process.env.BENCH_STORE_MAX_OPS ?? 1_500);

const STORE_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, mode, loops, products, warmUpMs, durationMs, ratePerSecond } = workerData;
let samples, failures, bySecond, periodStart;
function post(loop, path, user) {
  loop.agent ||= new http.Agent({ keepAlive: true, maxSockets: 6 });
  return new Promise((resolve) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: loop.agent, headers: {
      'content-type': 'application/json', 'content-length': 2, authorization: 'Bearer ' + user.token, 'x-forwarded-for': user.ip,
    } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end('{}');
  });
}
async function send(loop, index, startedAt) {
  const user = loop.users[loop.turn % loop.users.length];
  const product = products[(index + loop.turn) % products.length];
  loop.turn += 1;
  const { status, text } = await post(loop, '/api/rewards/' + product + '/redeem', user);
  const elapsed = performance.now() - startedAt;
  if (status === 200 && text.includes('"status":"fulfilled"')) {
    samples.push(elapsed);
    (bySecond[Math.floor((startedAt - periodStart) / 1000)] ||= []).push(elapsed);
  }
  else { const key = status + ' ' + text.slice(0, 120); failures[key] = (failures[key] || 0) + 1; }
}
async function closedLoop(loop, index, deadline) {
  while (performance.now() < deadline) await send(loop, index, performance.now());
}
async function openLoop(loop, index, started, deadline) {
  const intervalMs = (1000 * loops.length) / ratePerSecond;
  const sent = [];
  for (let k = 0; ; k++) {
    const at = started + (k + index / loops.length) * intervalMs;
    if (at >= deadline) break;
    const waitMs = at - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    sent.push(send(loop, index, at));
  }
  await Promise.all(sent);
}
async function period(lengthMs) {
  samples = []; failures = {}; bySecond = [];
  const started = performance.now();
  periodStart = started;
  const deadline = started + lengthMs;
  await Promise.all(loops.map((loop, index) => (mode === 'open' ? openLoop(loop, index, started, deadline) : closedLoop(loop, index, deadline))));
  return { samples, failures, bySecond, elapsedMs: mode === 'open' ? lengthMs : performance.now() - started };
}
async function run() {
  for (const loop of loops) loop.turn ||= 0;
  const warmUp = await period(warmUpMs);
  const measured = await period(durationMs);
  for (const loop of loops) loop.agent?.destroy();
  parentPort.postMessage({ warmUp, measured, turns: loops.map((loop) => loop.turn) });
}
run();
`;

interface StoreLoad {
  samples: number[];
  /** The fulfilled orders' latencies by the second of the period they were sent in. */
  bySecond: Array<number[] | undefined>;
  failures: Record<string, number>;
  elapsedMs: number;
}

export interface StorePhase {
  label: string;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  p99BySecond: number[];
  orders: number;
  failureCount: number;
  failures: Record<string, number>;
}

export interface StoreResult {
  phases: StorePhase[];
  capacity: StorePhase;
  targetRate: number;
  /** Latency at the target rate: half the store's own closed-loop capacity (issue 16). */
  atTarget: StorePhase;
  codesStocked: number;
  fulfilledOrders: number;
  codesOutOfStock: number;
  misassignedCodes: number;
  ledgerOk: boolean;
  clean: boolean;
}

interface StoreClient {
  users: Array<{ token: string; ip: string }>;
  turn?: number;
}

function runStoreLoad(port: number, clients: StoreClient[], products: string[], mode: 'closed' | 'open', ratePerSecond: number): Promise<{ warmUp: StoreLoad; measured: StoreLoad; turns: number[] }> {
  return new Promise((resolve, reject) => {
    const workerData = { port, mode, loops: clients, products, warmUpMs: WARM_UP_SECONDS * 1000, durationMs: SECONDS * 1000, ratePerSecond };
    const worker = new Worker(STORE_WORKER, { eval: true, workerData });
    worker.once('message', (result: { warmUp: StoreLoad; measured: StoreLoad; turns: number[] }) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

function summarise(label: string, load: StoreLoad, warmUp: StoreLoad): StorePhase {
  const sorted = [...load.samples].sort((a, b) => a - b);
  const failures = { ...warmUp.failures };
  for (const [key, count] of Object.entries(load.failures)) failures[key] = (failures[key] ?? 0) + count;
  return {
    label,
    ordersPerSecond: (1000 * load.samples.length) / load.elapsedMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    p99BySecond: Array.from(load.bySecond, (latencies) => percentile([...(latencies ?? [])].sort((a, b) => a - b), 99)),
    orders: load.samples.length + warmUp.samples.length,
    failureCount: Object.values(failures).reduce((sum, count) => sum + count, 0),
    failures,
  };
}

function printStorePhase(phase: StorePhase) {
  console.log(`  ${fmt(phase.ordersPerSecond)} orders/s fulfilled, p50 ${fmt(phase.p50)} ms, p99 ${fmt(phase.p99)} ms; ${phase.orders} orders with the warm-up, ${phase.failureCount} failed`);
  for (const [key, count] of Object.entries(phase.failures)) console.log(`    ${count} × ${key}`);
  console.log(`  p99 by second of the phase (ms): ${phase.p99BySecond.map((p99) => fmt(p99, 0)).join(' ')}`);
}

/** Products with codes for every order the phases can place, stocked through the admin's own upload (sealed, fingerprinted). */
async function stockStore(server: RunningServer, config: AppConfig, adminUrl: string, adminToken: string, codesPerProduct: number): Promise<string[]> {
  const products: string[] = [];
  for (let index = 0; index < STORE_PRODUCTS; index += 1) {
    const created = await expectOk(
      'bench product',
      call(adminUrl, 'POST', '/api/admin/rewards', {
        token: adminToken,
        body: { kind: 'google_play', name: `Bench Google Play ₹10 #${index + 1}`, faceValue: 10, pricePaise: PRICE_PAISE, region: BENCH_REGION, validity: 'Benchmark', enabled: true },
      }),
      201,
    );
    products.push(created._id as string);
  }
  const batches = products.flatMap((productId, productIndex) =>
    Array.from({ length: Math.ceil(codesPerProduct / MAX_CODES_PER_UPLOAD) }, (_, batch) => ({
      productId,
      codes: Array.from({ length: Math.min(MAX_CODES_PER_UPLOAD, codesPerProduct - batch * MAX_CODES_PER_UPLOAD) }, (_, n) => `BENCH-${productIndex}-${batch * MAX_CODES_PER_UPLOAD + n}-GIFT`),
    })),
  );
  await pool(batches, 2, async ({ productId, codes }) => {
    await uploadRewardCodes({ em: server.orm.em.fork(), clock: systemClock, config }, { id: productId, codes, adminId: null });
  });
  return products;
}

export async function runStorePhase(options: {
  server: RunningServer;
  config: AppConfig;
  loadPort: number;
  /** The embedded PostgreSQL's data folder, for its processes' CPU. */
  dataDir: string;
  adminUrl: string;
  adminToken: string;
  users: BenchUser[];
  /** The money path's closed-loop capacity (ops/s) measured earlier in this run. */
  withdrawalOpsPerSecond: number;
  /** pgbench at a fixed rate on the same server, from BACKGROUND_LEAD_SECONDS before the latency phase at the target to its end; null without pgbench. */
  background: { binary: string; ratePerSecond: number } | null;
}): Promise<StoreResult> {
  const { server, config, loadPort, dataDir, adminUrl, adminToken, users, withdrawalOpsPerSecond, background } = options;
  // Capacity, then half of it and half the withdrawal path's: at most 1 + ½ + ½ of the top rate, plus a margin.
  const codesPerProduct = Math.ceil((2 * MAX_STORE_OPS_PER_SECOND * (WARM_UP_SECONDS + SECONDS)) / STORE_PRODUCTS);
  const products = await stockStore(server, config, adminUrl, adminToken, codesPerProduct);
  const codesStocked = codesPerProduct * STORE_PRODUCTS;
  console.log('');
  console.log(`Store: ${STORE_PRODUCTS} in-stock products, ${codesStocked} codes uploaded; at most ${RATE_LIMITS.rewardOrderPerUser.limit} orders per user an hour over ${users.length} users`);

  const clients: StoreClient[] = Array.from({ length: CONCURRENCY }, (_, client) => ({
    users: users.filter((user) => user.index % CONCURRENCY === client).map((user) => ({ token: user.token, ip: user.ip })),
  }));
  const phases: StorePhase[] = [];
  const runPhase = async (label: string, mode: 'closed' | 'open', rate: number, profileFile?: string) => {
    console.log(`Store ${label} …`);
    await checkpoint(server.boot.databaseUrl);
    const sampler = sampleBackends(server.boot.databaseUrl);
    const claimsBefore = await claimCounters(server);
    const cpuBefore = cpuSnapshot(dataDir);
    // The profile includes the warm-up: the worker measures on its own clock, out of this thread's reach.
    const stopProfile = profileFile ? await startCpuProfile(profileFile) : null;
    const serverThread = watchServerThread();
    serverThread.begin();
    const { warmUp, measured, turns } = await runStoreLoad(loadPort, clients, products, mode, rate);
    const stalls = serverThread.stop();
    if (stopProfile) await stopProfile();
    const backends = await sampler.stop();
    const cpu = cpuReport(cpuBefore, cpuSnapshot(dataDir));
    const claimsAfter = await claimCounters(server);
    turns.forEach((turn, index) => (clients[index]!.turn = turn));
    const phase = summarise(label, measured, warmUp);
    printStorePhase(phase);
    console.log(`  app connections in pg_stat_activity (${backends.samples} samples, average per sample):`);
    for (const [state, count] of backends.counts.slice(0, 6)) console.log(`    ${fmt(count / backends.samples, 2).padStart(6)}  ${state}`);
    console.log(`  ${oldestSnapshotLine(backends.oldestSnapshot)}`);
    console.log(`  CPU: server thread ${fmt(cpu.serverPct)}%, PostgreSQL ${fmt(cpu.postgresPct)}%; ${machineLine(cpu)}`);
    const longestGcMs = Math.max(0, ...stalls.majorGcs.map((gc) => gc.durationMs));
    console.log(`  server event loop delay p99 ${fmt(stalls.eventLoopDelayMs.p99)} ms, max ${fmt(stalls.eventLoopDelayMs.max)} ms; full garbage collections ${stalls.majorGcs.length} (longest ${fmt(longestGcMs)} ms), warm-up included`);
    console.log(`  ${claimCountersLine(claimsBefore, claimsAfter)}`);
    phases.push(phase);
    return phase;
  };
  const capacity = await runPhase(`capacity: ${CONCURRENCY} clients, closed loop × ${SECONDS} s`, 'closed', 0, process.env.BENCH_STORE_PROFILE);
  const targetRate = capacity.ordersPerSecond / 2;
  const backgroundLoad = background
    ? await startBackgroundPgbench(background.binary, server.boot.databaseUrl, background.ratePerSecond, BACKGROUND_LEAD_SECONDS + WARM_UP_SECONDS + SECONDS + 2)
    : null;
  const withBackground = background ? `, pgbench at ${fmt(background.ratePerSecond)} tps on the same server from ${BACKGROUND_LEAD_SECONDS} s before to the end` : '';
  if (backgroundLoad) await new Promise((resolve) => setTimeout(resolve, BACKGROUND_LEAD_SECONDS * 1000));
  const atTarget = await runPhase(`latency at ${fmt(targetRate)} orders/s (½ × the store's own capacity), open loop × ${SECONDS} s${withBackground}`, 'open', targetRate);
  const backgroundResult = await backgroundLoad?.stop();
  if (backgroundResult) console.log(`  the background pgbench: ${fmt(backgroundResult.tps)} tps held, ${backgroundResult.transactions} transactions, p99 ${fmt(backgroundResult.p99)} ms`);
  await runPhase(`latency at ${fmt(withdrawalOpsPerSecond / 2)} orders/s (½ × the withdrawal path's ${fmt(withdrawalOpsPerSecond)} ops/s, for comparison), open loop × ${SECONDS} s`, 'open', withdrawalOpsPerSecond / 2);

  // Every code out of stock must be the code of exactly the fulfilled order it names, and of no other.
  const [check] = await server.orm.em.fork().getConnection().execute<Array<{ fulfilled: string; out_of_stock: string; misassigned: string }>>(
    `with bench_codes as (select c.* from reward_codes c join reward_products p on p.id = c.product_id where p.region = ?)
     select (select count(*) from reward_orders o join bench_codes c on c.id = o.code_id where o.status = 'fulfilled') as fulfilled,
            (select count(*) from bench_codes where status <> 'available') as out_of_stock,
            (select count(*) from bench_codes c where c.status <> 'available'
               and (select count(*) from reward_orders o where o.code_id = c.id and o.id = c.order_id) <> 1) as misassigned`,
    [BENCH_REGION],
  );
  await printClaimPlan(server, products[0]!);
  const ledger = await expectOk('ledger check', call(adminUrl, 'POST', '/api/admin/ledger-check', { token: adminToken }));
  const fulfilledOrders = Number(check!.fulfilled);
  const codesOutOfStock = Number(check!.out_of_stock);
  const misassignedCodes = Number(check!.misassigned);
  const answered = phases.reduce((sum, phase) => sum + phase.orders, 0);
  console.log(`Store check: ${fulfilledOrders} fulfilled orders (answered ${answered}), ${codesOutOfStock} codes out of stock, ${misassignedCodes} assigned other than once; ledger check ${ledger.ok ? 'ok' : 'FAILED'}`);
  const clean = ledger.ok && misassignedCodes === 0 && fulfilledOrders === answered && codesOutOfStock === answered && phases.every((phase) => phase.failureCount === 0);
  return { phases, capacity, targetRate, atTarget, codesStocked, fulfilledOrders, codesOutOfStock, misassignedCodes, ledgerOk: ledger.ok, clean };
}

interface ClaimCounters {
  scans: number;
  entriesRead: number;
  deadRows: number;
  autovacuums: number;
  /** Rows read by sequential scans, per table. */
  seqRowsRead: Map<string, number>;
}

/** The claim index's scans and entries read (cumulative statistics, flushed by each backend within a second) and reward_codes' dead rows. */
async function claimCounters(server: RunningServer): Promise<ClaimCounters> {
  const [row] = await server.orm.em.fork().getConnection().execute<Array<{ scans: string; entries_read: string; dead_rows: string; autovacuums: string }>>(
    `select i.idx_scan as scans, i.idx_tup_read as entries_read, t.n_dead_tup as dead_rows, t.autovacuum_count as autovacuums
     from pg_stat_user_indexes i join pg_stat_user_tables t on t.relid = i.relid where i.indexrelname = 'reward_codes_available_idx'`,
  );
  const tables = await server.orm.em.fork().getConnection().execute<Array<{ relname: string; seq_tup_read: string }>>(`select relname, seq_tup_read from pg_stat_user_tables`);
  const seqRowsRead = new Map(tables.map((table) => [table.relname, Number(table.seq_tup_read)]));
  return { scans: Number(row!.scans), entriesRead: Number(row!.entries_read), deadRows: Number(row!.dead_rows), autovacuums: Number(row!.autovacuums), seqRowsRead };
}

function claimCountersLine(before: ClaimCounters, after: ClaimCounters): string {
  const scans = after.scans - before.scans;
  const entries = after.entriesRead - before.entriesRead;
  const seqRead = [...after.seqRowsRead].map(([table, rows]) => [table, rows - (before.seqRowsRead.get(table) ?? 0)] as const).filter(([, rows]) => rows > 0).sort((a, b) => b[1] - a[1]).slice(0, 3);
  const seqLine = seqRead.length ? seqRead.map(([table, rows]) => `${table} ${rows}`).join(', ') : 'none';
  return `claim index: ${scans} scans, ${fmt(scans ? entries / scans : 0)} entries read per scan; reward_codes: ${after.deadRows} dead rows now, autovacuumed ${after.autovacuums - before.autovacuums} times in the phase; rows read by sequential scans: ${seqLine}`;
}

/** The plan of the claim's inner query (db/sql/reward_claim_code.sql) on a product after the phases; its row lock ends with the statement. */
async function printClaimPlan(server: RunningServer, productId: string) {
  const plan = await server.orm.em.fork().getConnection().execute<Array<{ 'QUERY PLAN': string }>>(
    `explain (analyze, buffers, costs off) select id from reward_codes where product_id = ? and status = 'available' order by created_at, id for update skip locked limit 1`,
    [productId],
  );
  console.log("The claim's plan after the phases:");
  for (const row of plan) console.log(`  ${row['QUERY PLAN']}`);
}

/** The store's lines of the summary, beside the withdrawal path's. */
export function printStoreSummary(store: StoreResult, withdrawalOpsPerSecond: number) {
  const ratio = store.capacity.ordersPerSecond / withdrawalOpsPerSecond;
  console.log(`  store capacity: ${fmt(store.capacity.ordersPerSecond)} orders/s (closed loop p99 ${fmt(store.capacity.p99)} ms) → ${fmt(ratio, 2)} × the withdrawal path (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
  for (const phase of store.phases.slice(1)) {
    const verdict = phase === store.atTarget ? ` (target p99 < 50 ms: ${phase.p99 < 50 ? 'met' : 'NOT met'})` : '';
    const during = phase.label.includes('pgbench at') ? ` with ${/pgbench at [\d.]+ tps/.exec(phase.label)![0]} running` : '';
    console.log(`  store ${phase.label.split(',')[0]}${during}: achieved ${fmt(phase.ordersPerSecond)} orders/s, p50 ${fmt(phase.p50)} ms, p99 ${fmt(phase.p99)} ms${verdict}`);
  }
  console.log(`  store check: ${store.clean ? 'clean' : 'FAILED'} (no code assigned twice: ${store.misassignedCodes === 0 ? 'yes' : 'NO'}, ledger ${store.ledgerOk ? 'ok' : 'FAILED'})`);
}
