import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeChunks } from '../../server/http/route-chunks';

/** The JavaScript one public route loads on a first visit: its files and their gzip size in total. */
export interface RouteJavaScript {
  /** The address, e.g. `/`, `/blog/$id`, `/wallet/history`. */
  path: string;
  files: Array<{ file: string; gzipBytes: number }>;
  gzipBytes: number;
}

/**
 * For every route of a built public SPA (`dist/public`, built with `build.manifest`), the gzip size
 * (level 9) of the JavaScript a first visit to it loads, as `routeChunks` lists it: the entry and its
 * static imports, plus the lazy chunks TanStack Router splits off that route and its layout routes,
 * and their static imports. Dynamic imports made later (another route, a dialog opened) are not counted.
 */
export function routeJavaScript(outDir: string): RouteJavaScript[] {
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipBytes.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
    return size;
  };
  return routeChunks(outDir).routes.map((route) => {
    const sized = [...route.files].sort().map((file) => ({ file, gzipBytes: sizeOf(file) }));
    return { path: route.path, files: sized, gzipBytes: sized.reduce((total, { gzipBytes: bytes }) => total + bytes, 0) };
  });
}
