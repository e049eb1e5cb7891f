import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from './router';

/**
 * Starts the app in #root. A prerendered page (the home page, vite.prerender.ts) is hydrated: React
 * adopts the DOM it finds, and reports a page that does not match it as an error.
 */
export function mountApp(container: HTMLElement, router: AppRouter, app: ReactElement): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // The router leaves out, on a server, the Suspense boundaries it puts around a browser-only render;
  // marked as hydrating server output (as TanStack Start's hydrate() marks it), it renders the
  // prerender's tree.
  router.ssr = { manifest: undefined };
  hydrateRoot(container, app);
}
