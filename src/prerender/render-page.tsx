/**
 * Build-time render of a page's first HTML (issue 15, decision 016) on the browser build's runtime.
 * No query runs: the header is signed out and every capability off until the browser asks.
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
