import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppRouter } from './router';

/** The Preact build's mount-app.tsx (decision 016): Preact's render diffs over a prerendered root itself. */
export function mountApp(container: HTMLElement, _router: AppRouter, app: ReactElement): void {
  createRoot(container).render(app);
}
