/**
 * After the public build: renders the first HTML of the pages in PRERENDERED_PATHS (the home page,
 * issue 15; issue 29's phone pages) in every language into `<public build>/prerendered/` (the first
 * HTML paints the page, so nothing waits for JavaScript), with the list of those that need a user.
 * The server puts the visitor's language's copy into index.html's #root
 * (server/http/prerendered-pages.ts); the browser app then takes it over in one frame. It renders
 * on the build's runtime (PUBLIC_RUNTIME, decision 016): Preact's renderer for the Preact build,
 * react-dom's for the React one, so the markup is what that runtime's browser render expects.
 *
 *   node --import tsx vite.prerender.ts   (part of `npm run build`)
 */
import fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { LOCALES } from '#contract/i18n/locales';
import { NEEDS_USER_FILE, PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFileName } from './server/http/prerendered-pages';
import { PUBLIC_OUT_DIR, publicRuntimeConfig, routerPlugin } from './vite.shared';

const root = path.resolve(import.meta.dirname, 'src');
const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
const runtime = publicRuntimeConfig();
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      // One bundle for Node: the route code is not split off.
      routerPlugin(root, { autoCodeSplitting: false }),
      ...runtime.plugins,
      react(),
    ],
    resolve: { alias: runtime.alias },
    // Everything bundled, so the aliases reach the libraries too (on Preact, React's API answered by it).
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: path.join(root, 'prerender/render-page.tsx'), outDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'render-page.mjs', codeSplitting: false } } },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(outDir, 'render-page.mjs')).href)) as typeof import('./src/prerender/render-page');
  const target = path.resolve(import.meta.dirname, PUBLIC_OUT_DIR, PRERENDERED_DIR);
  fs.mkdirSync(target, { recursive: true });
  const needsUser = new Set<string>();
  for (const pathname of PRERENDERED_PATHS) {
    for (const locale of LOCALES) {
      const page = await renderPage(pathname, locale);
      if (page.needsUser) needsUser.add(pathname);
      // The router's scroll-restoration snippet is an inline script, which the CSP refuses (and the
      // app restores scroll itself once it runs): the first HTML is markup only.
      const html = page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
      if (/<script\b/i.test(html)) throw new Error(`The prerendered ${pathname} (${locale}) still has a script.`);
      fs.writeFileSync(path.join(target, prerenderedFileName(pathname, locale)), html);
      console.log(`prerendered ${pathname} (${locale}): ${html.length} characters`);
    }
  }
  fs.writeFileSync(path.join(target, NEEDS_USER_FILE), JSON.stringify([...needsUser]));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
