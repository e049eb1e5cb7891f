/**
 * Gzip size of the JavaScript the public home page loads (decision 014's Measurements table), file
 * by file, and of every other route (`--all`), counted as `npm test`'s budgets count it
 * (route-javascript.ts). Builds into a temporary folder so a running `dist/` is left alone.
 *
 *   node --import tsx tests/load/home-page-js.ts [--all]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeJavaScript } from './route-javascript';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const outDir = mkdtempSync(path.join(tmpdir(), 'home-page-js-'));
try {
  execFileSync('npx', ['vite', 'build', '--config', 'vite.public.config.ts', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const routes = routeJavaScript(outDir);
  const home = routes.find((route) => route.path === '/');
  if (!home) throw new Error('The manifest has no home route.');
  for (const { file, gzipBytes } of home.files) console.log(`${String(gzipBytes).padStart(8)} B  ${file}`);
  console.log(`${String(home.gzipBytes).padStart(8)} B  total (${kib(home.gzipBytes)} gzip, level 9)`);
  if (process.argv.includes('--all')) {
    console.log('\nEvery route:');
    for (const route of routes) console.log(`${kib(route.gzipBytes).padStart(10)}  ${route.path}`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
