import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/**
 * The app's HTML on React 19 once every lazy part of it has loaded (`prerender` waits for all
 * Suspense boundaries), for `hydrateRoot` to adopt. No boundary is outlined: React would send a
 * large one after its fallback with an inline script to swap them, and the CSP allows no inline script.
 */
export async function renderApp(app: ReactElement): Promise<string> {
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
