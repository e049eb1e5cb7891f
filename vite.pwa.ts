import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
 * the worker itself (`src/pwa/`). The QA mock mode keeps MSW's worker alone on the origin.
 */
export function pwaPlugin(options: { isMock: boolean }): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: null,
    manifest: false,
    disable: options.isMock,
    workbox: {
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
