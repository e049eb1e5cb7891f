/**
 * Build-time render of a public page's first HTML (issue 15: the first HTML paints the page; the
 * app then takes over). Bundled by `vite.prerender.ts` for Node with the same Preact-for-React
 * aliases as the browser build, so the markup is what the browser's first render produces. Nothing
 * signed in or per visitor is rendered: queries are not run here, so the header shows its
 * signed-out state and every capability counts as off until `site.info` answers in the browser.
 */
import '../i18n/choice-strategy';
import { renderToStringAsync } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { App, createAppRouter } from '../app/router';
import { overwriteGetLocale } from '../i18n/paraglide/runtime';
import type { Locale } from '../../server/modules/i18n/locales';

export async function renderPage(pathname: string, locale: Locale): Promise<string> {
  overwriteGetLocale(() => locale);
  const router = createAppRouter({ initialPath: pathname, apiOrigin: 'http://prerender.invalid' });
  await router.load();
  return renderToStringAsync((<App router={router} />) as unknown as VNode);
}
