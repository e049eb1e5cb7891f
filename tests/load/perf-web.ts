/**
 * Lighthouse on the built public site with its default mobile settings (a mid-range phone, simulated
 * slow 4G and 4x CPU slowdown): each page three times, the medians printed (docs/performance.md).
 * Starts the built app as the e2e tests do (its own embedded PostgreSQL, a fresh database).
 *
 *   npm run build && npm run perf:web
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startAppProcess } from '../e2e/app-process';
import { resolveChromium } from '../e2e/chromium';
import { freePort } from '../fixtures/free-port';

// `npm run perf:web -- /blog` measures the pages named; without arguments the four of issue 15.
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/spin-and-win', '/blog', '/youtube-app'];
const RUNS = 3;
const CHROMIUM_START_TIMEOUT_MS = 30_000;

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
async function measure(url: string, port: number): Promise<Run | null> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
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
  const rows: string[] = [];
  for (const page of PAGES) {
    const runs: Run[] = [];
    // Now and then a simulated run loses a metric (seen: about one run in five here); such a run is repeated.
    for (let attempt = 0; runs.length < RUNS; attempt += 1) {
      if (attempt === RUNS * 2) throw new Error(`${page}: only ${runs.length} of ${RUNS} runs had a performance score in ${attempt} attempts`);
      const run = await measure(`${app.publicUrl}${page}`, debuggingPort);
      if (run) runs.push(run);
    }
    const of = (key: keyof Run) => median(runs.map((entry) => entry[key]));
    const row = [
      page.padEnd(14),
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
  console.log(`\nMedians of ${RUNS} Lighthouse runs, mobile settings:\n${'page'.padEnd(14)} perf     FCP     LCP    CLS      TBT  a11y\n${rows.join('\n')}`);
} finally {
  chromium.stop();
  await app.stop();
}
