/**
 * After the public build: renders the home page's first HTML in every language into
 * `dist/public/prerendered/` (issue 15: the first HTML paints the page, so nothing waits for
 * JavaScript). The server puts the visitor's language's copy into index.html's #root
 * (server/http/prerendered-pages.ts); the browser app then renders over it in one frame.
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
import { LOCALES } from './server/modules/i18n/locales';
import { PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFileName } from './server/http/prerendered-pages';
import { PREACT_FOR_REACT, routerPlugin } from './vite.shared';

const root = path.resolve(import.meta.dirname, 'src');
const outDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
try {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      // One bundle for Node: the route code is not split off.
      routerPlugin(root, { autoCodeSplitting: false }),
      react(),
    ],
    resolve: { alias: PREACT_FOR_REACT },
    // Everything bundled, so the aliases reach the libraries too (React's API answered by Preact).
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: path.join(root, 'prerender/render-page.tsx'), outDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'render-page.mjs', codeSplitting: false } } },
  });
  const { renderPage } = (await import(pathToFileURL(path.join(outDir, 'render-page.mjs')).href)) as typeof import('./src/prerender/render-page');
  const target = path.resolve(import.meta.dirname, 'dist/public', PRERENDERED_DIR);
  fs.mkdirSync(target, { recursive: true });
  for (const pathname of PRERENDERED_PATHS) {
    for (const locale of LOCALES) {
      // The router's scroll-restoration snippet is an inline script, which the CSP refuses (and the
      // app restores scroll itself once it runs): the first HTML is markup only.
      const html = (await renderPage(pathname, locale)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
      if (/<script\b/i.test(html)) throw new Error(`The prerendered ${pathname} (${locale}) still has a script.`);
      fs.writeFileSync(path.join(target, prerenderedFileName(pathname, locale)), html);
      console.log(`prerendered ${pathname} (${locale}): ${html.length} characters`);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
