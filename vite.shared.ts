import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { Alias, Plugin, PluginOption, UserConfig } from 'vite';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '#i18n/paraglide-options';
import { ADMIN_PARAGLIDE_OPTIONS } from './admin/i18n/paraglide-options';
import { publicBuildFolder, publicRuntimeFromEnv } from './server/http/public-runtime';
import { precompressPlugin } from './vite.precompress';
import { pwaPlugin } from './vite.pwa';

/** The public SPA's runtime, from PUBLIC_RUNTIME (decision 016): the shipped 'preact', or 'react' 19. */
export const PUBLIC_RUNTIME = publicRuntimeFromEnv();
/** Where the public build goes: `dist/public`, or `dist/public-react` beside it. */
export const PUBLIC_OUT_DIR = path.join('dist', publicBuildFolder(PUBLIC_RUNTIME));

/** React's entry points answered by Preact's compatibility layer (exact matches only). */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The two modules whose code differs by runtime: how the browser app takes over the prerendered
 * page (React hydrates it; Preact renders over it) and how the build renders it. The source imports
 * the React module; the Preact build swaps in its `.preact.tsx` twin beside it.
 */
const PREACT_TWINS = ['src/app/mount-app.tsx', 'src/prerender/render-app.tsx'].map((file) => path.resolve(import.meta.dirname, file));

function preactTwins(): Plugin {
  const names = PREACT_TWINS.map((file) => path.basename(file, '.tsx'));
  return {
    name: 'preact-twins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!names.some((name) => source.endsWith(name))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && PREACT_TWINS.includes(resolved.id) ? resolved.id.replace(/\.tsx$/, '.preact.tsx') : null;
    },
  };
}

/**
 * What the public SPA's runtime adds to a build of it (the browser build and the prerender's Node
 * bundle alike): on Preact, React's entry points answered by `preact/compat` and the twins swapped
 * in; on React, nothing — the source as written.
 */
export function publicRuntimeConfig(): { plugins: Plugin[]; alias: Alias[] } {
  return PUBLIC_RUNTIME === 'preact' ? { plugins: [preactTwins()], alias: PREACT_FOR_REACT } : { plugins: [], alias: [] };
}

/**
 * The stylesheet before the scripts in index.html: Vite writes it after the entry script and its
 * modulepreload links, so a phone queued sixteen script downloads before the one file the first
 * paint waits for (the prerendered home page paints as soon as its CSS is in).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/^\s*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        if (stylesheets.length === 0) return html;
        const withoutThem = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        const firstScript = withoutThem.search(/^\s*<script type="module"/m);
        if (firstScript < 0) return html;
        return withoutThem.slice(0, firstScript) + stylesheets.join('') + withoutThem.slice(firstScript);
      },
    },
  };
}

/**
 * A lazy chunk's preload list without what the entry already loaded: Vite lists every chunk a dynamic
 * import needs (for the public site ~30 names, most of them the entry's own), and that list is
 * JavaScript the home page downloads (a lazy banner's list alone was 0.7 KB gzip). Chunks the entry
 * imports statically are in memory before any lazy import can run, so naming them again preloads nothing.
 */
function lazyPreloadsWithoutEntry(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[] } {
  const loadedByEntry = new Set<string>();
  return {
    plugin: {
      name: 'lazy-preloads-without-entry',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loadedByEntry.clear();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (loadedByEntry.has(file) || chunk?.type !== 'chunk') return;
            loadedByEntry.add(file);
            for (const css of chunk.viteMetadata?.importedCss ?? []) loadedByEntry.add(css);
            chunk.imports.forEach(visit);
          };
          for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedByEntry.has(dep)) : deps),
  };
}

/** TanStack Router's file routes of an SPA folder (`routes/` → `route-tree.gen.ts`). */
export function routerPlugin(root: string, options: { autoCodeSplitting: boolean }): PluginOption {
  return tanstackRouter({
    target: 'react',
    autoCodeSplitting: options.autoCodeSplitting,
    routesDirectory: path.join(root, 'routes'),
    generatedRouteTree: path.join(root, 'route-tree.gen.ts'),
    quoteStyle: 'single',
  });
}

/** Both SPAs build the same way; only the folder, the output and the dev proxy target differ. */
export function spaConfig(options: { app: 'src' | 'admin'; outDir: string; apiPort: number; devPort: number; mode: string }): UserConfig {
  const root = path.resolve(import.meta.dirname, options.app);
  const isMock = options.mode === 'mock';
  const runtime = options.app === 'src' ? publicRuntimeConfig() : undefined;
  const lazyPreloads = lazyPreloadsWithoutEntry();
  return {
    root,
    // The QA mock mode ships MSW's service worker; real public builds ship the install icons
    // (src/public/icons, named by the server's manifest); the admin has no public folder.
    publicDir: isMock ? path.resolve(import.meta.dirname, 'src/kit/mocks/msw-public') : options.app === 'src' ? path.join(root, 'public') : false,
    plugins: [
      routerPlugin(root, { autoCodeSplitting: true }),
      ...(runtime?.plugins ?? []),
      react(),
      tailwindcss(),
      // The public site speaks English and Hindi; the admin stays English (issue 15), from its own catalogue.
      paraglideVitePlugin(options.app === 'src' ? PARAGLIDE_OPTIONS : ADMIN_PARAGLIDE_OPTIONS) as PluginOption,
      // Installable: the public site only; the admin has no manifest and no service worker.
      ...(options.app === 'src' ? [pwaPlugin({ isMock })] : []),
      stylesheetFirst(),
      lazyPreloads.plugin,
      precompressPlugin(),
    ],
    // The manifest lets the JavaScript budgets (tests/e2e/budgets.test.ts) follow each route's chunks.
    // The public site runs on Preact's React-compatible layer: react-dom alone was 65 KB of the home
    // page's 141 KB of gzipped JavaScript, and issue 15's budgets are 100 KB for home and 150 KB for any
    // route (decision 016). The code, its types and the UI tests stay on React's API; the e2e suite
    // drives the Preact build, a smoke test the React one. The admin (no budget) keeps React.
    resolve: runtime ? { alias: runtime.alias } : undefined,
    build: {
      outDir: path.resolve(import.meta.dirname, options.outDir),
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      manifest: options.app === 'src',
      modulePreload: { resolveDependencies: lazyPreloads.resolveDependencies },
      // Fonts stay files, fetched only when a page draws their letters; inlined they would sit in the
      // render-blocking stylesheet of every page (the 2.4 KB language-name faces are under Vite's 4 KB limit).
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    },
    server: {
      port: options.devPort,
      proxy: isMock ? undefined : { '/trpc': `http://localhost:${options.apiPort}`, '/api': `http://localhost:${options.apiPort}`, '/uploads': `http://localhost:${options.apiPort}` },
    },
  };
}
