import type { ReactElement } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/** The Preact build's twin of render-app.tsx (vite.shared.ts): Preact's renderer, which awaits lazy parts too. */
export async function renderApp(app: ReactElement): Promise<string> {
  return await renderToStringAsync(app as unknown as VNode);
}
