import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The JavaScript one public route loads on a first visit: its files and their gzip size in total. */
export interface RouteJavaScript {
  /** The address, e.g. `/`, `/blog/$id`, `/wallet/history`. */
  path: string;
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
}

const SPLIT_SUFFIX = /\?tsr-split=.*$/;

/** `_signed-in/wallet.history` → `/wallet/history`: pathless layouts (`_…`) and `index` add nothing to the address. */
function addressOf(routeFile: string): string {
  const segments = routeFile.split(/[/.]/).filter((segment) => segment && !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/**
 * For every route of a built public SPA (`dist/public`, built with `build.manifest`), the gzip size
 * (level 9) of the JavaScript a first visit to it loads: the entry and its static imports, plus the
 * lazy chunks TanStack Router splits off that route and its layout routes, and their static imports.
 * Dynamic imports made later (another route, a dialog opened) are not counted.
 */
export function routeJavaScript(outDir: string): RouteJavaScript[] {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');

  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipBytes.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
    return size;
  };

  // `routes/blog.$id.tsx?tsr-split=component` → its route file `blog.$id` and its split chunk keys.
  const splitKeys = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('routes/') || !SPLIT_SUFFIX.test(key)) continue;
    const routeFile = key.slice('routes/'.length).replace(SPLIT_SUFFIX, '').replace(/\.tsx?$/, '');
    splitKeys.set(routeFile, [...(splitKeys.get(routeFile) ?? []), key]);
  }
  // A layout route's file name is the prefix of its children's (`_signed-in` → `_signed-in/account`).
  const layoutsOf = (routeFile: string) => [...splitKeys.keys()].filter((other) => routeFile.startsWith(`${other}/`) || routeFile.startsWith(`${other}.`));

  const layouts = new Set([...splitKeys.keys()].flatMap(layoutsOf));
  return [...splitKeys.keys()]
    // A layout is no page of its own: it is counted with each of its pages.
    .filter((routeFile) => routeFile !== '__root' && !layouts.has(routeFile))
    .map((routeFile) => {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      [entry, ...(splitKeys.get('__root') ?? []), ...layoutsOf(routeFile).flatMap((layout) => splitKeys.get(layout) ?? []), ...(splitKeys.get(routeFile) ?? [])].forEach(visit);
      const sized = [...files].sort().map((file) => ({ file, gzipBytes: sizeOf(file) }));
      return { path: addressOf(routeFile), files: sized, gzipBytes: sized.reduce((total, { gzipBytes: bytes }) => total + bytes, 0) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
