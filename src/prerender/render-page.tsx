/**
 * Build-time render of a page's first HTML (issue 15, decision 016) on the browser build's runtime.
 * No query runs: the header is signed out and every capability off until the browser asks; a page
 * that needs a user is its frame (title, description, loading state), and says that it needs one.
 */
import '#i18n/choice-strategy';
import { App, createAppRouter } from '../app/router';
import { overwriteGetLocale } from '#i18n/paraglide/runtime';
import type { Locale } from '#contract/i18n/locales';
import { Route as SignedInRoute } from '../routes/_signed-in';
import { renderApp } from './render-app';

export async function renderPage(pathname: string, locale: Locale): Promise<{ html: string; needsUser: boolean }> {
  overwriteGetLocale(() => locale);
  const router = createAppRouter({ initialPath: pathname, apiOrigin: 'http://prerender.invalid', firstHtml: true });
  await router.load();
  const needsUser = router.state.matches.some((match) => match.routeId === SignedInRoute.id);
  return { html: await renderApp(<App router={router} />), needsUser };
}
