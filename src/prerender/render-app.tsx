import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';

/** The app's HTML on React 19 once every lazy part has loaded; no boundary outlined, as its swap script is inline (CSP). */
export async function renderApp(app: ReactElement): Promise<string> {
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
