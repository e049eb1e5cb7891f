import fs from 'node:fs';
import path from 'node:path';
import { routeServes } from '#contract/site/public-routes';

/** One chunk of Vite's build manifest (`build.manifest`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** A public route and the JavaScript a first visit to it loads (files relative to the build folder). */
export interface RouteChunks {
  /** The address, e.g. `/`, `/blog/$id`, `/task/$`, `/wallet/history`. */
  path: string;
  /** The entry and its static imports, then the chunks TanStack Router splits off the route and its layouts, and their static imports. */
  files: string[];
}

const SPLIT_SUFFIX = /\?tsr-split=.*$/;

/** `_signed-in/wallet.history` → `/wallet/history`: pathless layouts (`_…`) and `index` add nothing to the address. */
function addressOf(routeFile: string): string {
  const segments = routeFile.split(/[/.]/).filter((segment) => segment && !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/**
 * For every route of a built public SPA, read from its manifest: the entry and its static imports,
 * plus the lazy chunks TanStack Router splits off that route and its layout routes, and their static
 * imports. Dynamic imports made later (another route, a dialog opened) are not in it. The page-weight
 * budgets count these files (tests/e2e/budgets.test.ts), and the server names a route's own ones in
 * its first HTML so the browser fetches them beside the entry (routePreloads below).
 */
export function routeChunks(outDir: string): { entryFiles: string[]; routes: RouteChunks[] } {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');

  // `routes/blog.$id.tsx?tsr-split=component` → its route file `blog.$id` and its split chunk keys.
  const splitKeys = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('routes/') || !SPLIT_SUFFIX.test(key)) continue;
    const routeFile = key.slice('routes/'.length).replace(SPLIT_SUFFIX, '').replace(/\.tsx?$/, '');
    splitKeys.set(routeFile, [...(splitKeys.get(routeFile) ?? []), key]);
  }
  // A layout route's file name is the prefix of its children's (`_signed-in` → `_signed-in/account`).
  const layoutsOf = (routeFile: string) => [...splitKeys.keys()].filter((other) => routeFile.startsWith(`${other}/`) || routeFile.startsWith(`${other}.`));
  const filesFrom = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };

  const layouts = new Set([...splitKeys.keys()].flatMap(layoutsOf));
  const routes = [...splitKeys.keys()]
    // A layout is no page of its own: it is counted with each of its pages.
    .filter((routeFile) => routeFile !== '__root' && !layouts.has(routeFile))
    .map((routeFile) => ({
      path: addressOf(routeFile),
      files: filesFrom([entry, ...(splitKeys.get('__root') ?? []), ...layoutsOf(routeFile).flatMap((layout) => splitKeys.get(layout) ?? []), ...(splitKeys.get(routeFile) ?? [])]),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { entryFiles: filesFrom([entry]), routes };
}

/**
 * The `<link rel="modulepreload">` tags of a path's route chunks that index.html does not already
 * name (it names the entry's static imports). Without them the browser learns of a route's code
 * only once the entry has run, a second round trip before the page can paint (issue 29).
 * A build without a manifest gives no tags.
 */
export function routePreloads(outDir: string): (pathname: string) => string {
  if (!fs.existsSync(path.join(outDir, '.vite/manifest.json'))) return () => '';
  const { entryFiles, routes } = routeChunks(outDir);
  const inIndex = new Set(entryFiles);
  const tags = new Map(routes.map((route) => [route.path, route.files.filter((file) => !inIndex.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')]));
  // A path's own route before a pattern (`/blog/$id`) and patterns before a splat.
  const byPattern = routes.filter((route) => route.path.includes('$')).sort((a, b) => Number(a.path.endsWith('$')) - Number(b.path.endsWith('$')));
  return (pathname) => {
    const exact = tags.get(pathname.replace(/(.)\/+$/, '$1'));
    if (exact !== undefined) return exact;
    const route = byPattern.find((candidate) => routeServes(candidate.path, pathname));
    return route ? (tags.get(route.path) ?? '') : '';
  };
}
