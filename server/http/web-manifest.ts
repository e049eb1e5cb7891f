import type { FastifyInstance } from 'fastify';
// The public SPA's compiled catalogue: the installed app's name is worded where the site's words are.
import * as m from '#i18n/paraglide/messages/_index.js';
import { HTML_LANG, type Locale } from '#contract/i18n/locales';
import { requestLocale, varyByLanguage } from './request-locale';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** Written into the public build by vite-plugin-pwa (vite.pwa.ts). */
const SERVICE_WORKER_PATH = '/sw.js';
/** The public SPA's colour (index.html's theme-color, the body's indigo-950): the splash screen matches the first paint. */
const THEME_COLOUR = '#1e1b4b';

/**
 * The web app manifest in the visitor's language: one address and `id` for both. index.html links it with
 * crossorigin="use-credentials" so the `lang` cookie reaches it.
 */
export function webManifest(locale: Locale) {
  return {
    id: '/',
    name: m['pwa.manifest.name']({}, { locale }),
    short_name: m['pwa.manifest.short-name']({}, { locale }),
    description: m['pwa.manifest.description']({}, { locale }),
    lang: HTML_LANG[locale],
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The public origin's manifest. */
export function registerWebManifest(app: FastifyInstance): void {
  app.get(WEB_MANIFEST_PATH, async (request, reply) => {
    varyByLanguage(reply);
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(webManifest(requestLocale(request)));
  });
}

/** The admin is not an installable app: it answers 404 for the manifest and the worker's script rather than the SPA's page, which its fallback would send. */
export function refuseWebManifest(app: FastifyInstance): void {
  for (const path of [WEB_MANIFEST_PATH, SERVICE_WORKER_PATH]) app.get(path, async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
}
