import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminAppProvider, createAdminApp } from './app';
import './styles.css';

async function startMocksInMockMode(): Promise<void> {
  // `vite --mode mock` only (QA against fixtures); production bundles drop this branch and msw.
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The admin page has no #root element');

void startMocksInMockMode().then(() => {
  // Created once, outside React, so StrictMode's double rendering cannot create a second router or cache.
  const app = createAdminApp();
  createRoot(rootElement).render(
    <StrictMode>
      <AdminAppProvider app={app} />
    </StrictMode>,
  );
});
