import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Web Push handlers (decision 042): a hand-written script in the public folder, imported by the generated worker. */
const PUSH_WORKER = 'push-worker.js';

/** Its address with its content's hash: a change to it changes the worker, so browsers install the new one. */
function pushWorkerUrl(): string {
  const hash = createHash('sha256').update(fs.readFileSync(path.resolve(import.meta.dirname, 'src/public', PUSH_WORKER))).digest('hex').slice(0, 12);
  return `/${PUSH_WORKER}?v=${hash}`;
}

/**
 * The public site's service worker (issue 15: installable). It precaches the hashed app shell
 * (JavaScript, CSS) and the install icons only, so a new version loads from the phone instead of a
 * slow network. Never cached: HTML — the server writes `<html lang>`, the meta tags and the page's
 * status into each page, so a stored copy would freeze one language and one page's tags;
 * `/api`, `/trpc` and anything signed in; uploads. Those stay plain network requests the worker
 * does not answer. The web fonts are cached as they are first used, not precached: the
 * Devanagari files are for Hindi screens only and an English visitor must not download them.
 *
 * The manifest is the server's (`server/http/web-manifest.ts`: one per language), so the plugin
 * writes none; nor a registration script (an inline one would break the CSP) — the app registers
 * the worker itself (`src/app/pwa-register.ts`). The QA mock mode keeps MSW's worker alone on the origin.
 *
 * Web Push (issue 30) adds only event handlers: `importScripts` of `src/public/push-worker.js` (a push
 * shows a notification; a click opens or focuses a page of this site). It caches and answers nothing,
 * so what the worker precaches and never caches stays as above.
 */
export function pwaPlugin(options: { isMock: boolean }): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: null,
    manifest: false,
    disable: options.isMock,
    workbox: {
      importScripts: [pushWorkerUrl()],
      globPatterns: ['assets/**/*.{js,css,svg}', 'icons/*.png'],
      // Precached files are the only thing the worker answers from its cache; every navigation
      // goes to the server (no index.html fallback, so nothing to deny for /api or /trpc).
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && /\.woff2?$/.test(url.pathname),
          handler: 'CacheFirst',
          options: { cacheName: 'fonts', expiration: { maxEntries: 30 } },
        },
      ],
    },
  });
}
