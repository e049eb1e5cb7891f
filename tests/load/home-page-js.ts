/**
 * Gzip size of the JavaScript the public home page loads (decision 014's Measurements table): the
 * entry chunk and its static imports plus the root and index routes' lazy chunks and theirs, read
 * from Vite's manifest. Builds into a temporary folder so a running `dist/` is left alone.
 *
 *   node --import tsx tests/load/home-page-js.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const HOME_ROUTE_CHUNKS = ['routes/__root.tsx?tsr-split=component', 'routes/index.tsx?tsr-split=component'];

const outDir = mkdtempSync(path.join(tmpdir(), 'home-page-js-'));
try {
  execFileSync('npx', ['vite', 'build', '--config', 'vite.public.config.ts', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [entry, ...HOME_ROUTE_CHUNKS].forEach(visit);

  let total = 0;
  for (const file of [...files].sort()) {
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    total += size;
    console.log(`${String(size).padStart(8)} B  ${file}`);
  }
  console.log(`${String(total).padStart(8)} B  total (${(total / 1024).toFixed(1)} KiB gzip, level 9)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
