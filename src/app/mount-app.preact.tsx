import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from './router';

/**
 * The Preact build's twin of mount-app.tsx (vite.shared.ts): Preact's render diffs over the
 * prerendered DOM itself (decision 016), so one render serves an empty and a prerendered root alike.
 */
export function mountApp(container: HTMLElement, _router: AppRouter, app: ReactElement): void {
  createRoot(container).render(app);
}
