/**
 * Lighthouse on the built public site with its default mobile settings (a mid-range phone, simulated
 * slow 4G and 4x CPU slowdown): each page three times, the medians printed (docs/performance.md).
 * Starts the built app as the e2e tests do (its own embedded PostgreSQL, a fresh database). A page
 * that needs a user (the router's `_signed-in` layout) is measured signed in, as its visitors see
 * it: a new verified account's session cookie goes with every request Lighthouse makes.
 *
 *   npm run build && npm run perf:web [-- /path …]
 *   PERF_WEB_REPORTS=<folder> …  also keeps each run's Lighthouse report (JSON) there, to see what costs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startAppProcess } from '../e2e/app-process';
import { resolveChromium } from '../e2e/chromium';
import { createE2eUser, userToken } from '../e2e/factory';
import { freePort } from '../fixtures/free-port';

// `npm run perf:web -- /blog` measures the pages named; without arguments the four of issue 15.
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/spin-and-win', '/blog', '/youtube-app'];
const RUNS = 3;
const CHROMIUM_START_TIMEOUT_MS = 30_000;
const REPORTS_DIR = process.env.PERF_WEB_REPORTS;

/** The paths the router puts under the `_signed-in` layout, read from its generated route tree (ids like '/_signed-in/wallet/'). */
function signedInPaths(): Set<string> {
  const tree = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/route-tree.gen.ts'), 'utf8');
  return new Set([...tree.matchAll(/'\/_signed-in(\/[\w./-]+)'/g)].map((match) => match[1]!.replace(/\/$/, '')));
}

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Chromium with its DevTools port open for Lighthouse; resolves once it says it is listening. */
async function startChromium(port: number) {
  const { executablePath, args } = await resolveChromium();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-web-chromium-'));
  // A headless shell (the packaged Chromium) already says how it runs headless; a full Chromium needs `--headless=new`.
  const headless = args.some((arg) => arg.startsWith('--headless')) ? [] : ['--headless=new'];
  const child = spawn(executablePath, [...args, ...headless, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${output}`)), CHROMIUM_START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('DevTools listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });
  return {
    stop: () => {
      child.kill('SIGKILL');
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run, or null when a metric could not be measured in it (then the run has no performance score). */
async function measure(url: string, port: number, cookie: string | null): Promise<Run | null> {
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], extraHeaders });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const performance = categories.performance?.score;
  if (performance === null || performance === undefined) {
    const reasons = new Set(Object.values(audits).flatMap((audit) => (audit.scoreDisplayMode === 'error' ? [audit.errorMessage?.match(/\(([A-Z_]+)\)$/)?.[1] ?? audit.errorMessage ?? 'error'] : [])));
    console.warn(`${url}: a run without a performance score (${[...reasons].join(', ')}); measuring again`);
    return null;
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(performance * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
  };
}

const app = await startAppProcess();
const debuggingPort = await freePort();
const chromium = await startChromium(debuggingPort);
try {
  const needsUser = signedInPaths();
  // One account for every signed-in page: its session cookie, as the browser keeps it after sign-in.
  const sessionCookie = PAGES.some((page) => needsUser.has(page)) ? `sid=${await userToken(app, await createE2eUser(app))}` : null;
  const rows: string[] = [];
  for (const page of PAGES) {
    const cookie = needsUser.has(page) ? sessionCookie : null;
    const runs: Run[] = [];
    // Now and then a simulated run loses a metric (seen: about one run in five here); such a run is repeated.
    for (let attempt = 0; runs.length < RUNS; attempt += 1) {
      if (attempt === RUNS * 2) throw new Error(`${page}: only ${runs.length} of ${RUNS} runs had a performance score in ${attempt} attempts`);
      const run = await measure(`${app.publicUrl}${page}`, debuggingPort, cookie);
      if (run) runs.push(run);
    }
    const of = (key: keyof Run) => median(runs.map((entry) => entry[key]));
    const row = [
      `${page}${cookie ? ' (signed in)' : ''}`.padEnd(24),
      String(of('performance')).padStart(4),
      `${(of('fcpMs') / 1000).toFixed(1)} s`.padStart(7),
      `${(of('lcpMs') / 1000).toFixed(1)} s`.padStart(7),
      of('cls').toFixed(3).padStart(6),
      `${Math.round(of('tbtMs'))} ms`.padStart(8),
      String(of('accessibility')).padStart(5),
      `  (performance per run: ${runs.map((entry) => entry.performance).join(', ')})`,
    ].join(' ');
    rows.push(row);
    console.log(row);
  }
  console.log(`\nMedians of ${RUNS} Lighthouse runs, mobile settings:\n${'page'.padEnd(24)} perf     FCP     LCP    CLS      TBT  a11y\n${rows.join('\n')}`);
} finally {
  chromium.stop();
  await app.stop();
}
