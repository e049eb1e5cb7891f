/**
 * Build-time render of a public page's first HTML (issue 15: the first HTML paints the page; the
 * app then takes over). Bundled by `vite.prerender.ts` for Node on the browser build's runtime
 * (Preact's React layer or React 19), so the markup is what the browser's first render produces.
 * Nothing signed in or per visitor is rendered: queries are not run here, so the header shows its
 * signed-out state and every capability counts as off until `site.info` answers in the browser.
 */
import '#i18n/choice-strategy';
import { App, createAppRouter } from '../app/router';
import { overwriteGetLocale } from '#i18n/paraglide/runtime';
import type { Locale } from '#contract/i18n/locales';
import { renderApp } from './render-app';

export async function renderPage(pathname: string, locale: Locale): Promise<string> {
  overwriteGetLocale(() => locale);
  const router = createAppRouter({ initialPath: pathname, apiOrigin: 'http://prerender.invalid' });
  await router.load();
  return renderApp(<App router={router} />);
}
