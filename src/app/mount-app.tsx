import type { ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from './router';

/** Starts the app in #root, hydrating a prerendered page (vite.prerender.ts). */
export function mountApp(container: HTMLElement, router: AppRouter, app: ReactElement): void {
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Marked as hydrating server output (as TanStack Start does), the router leaves out the Suspense
  // boundaries of a browser-only render, as the prerender did.
  router.ssr = { manifest: undefined };
  hydrateRoot(container, app);
}
