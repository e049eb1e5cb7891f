// The language choice strategy is registered before any module reads a message.
import '#i18n/choice-strategy';
import { StrictMode } from 'react';
import { mountApp } from './app/mount-app';
import { App, createAppRouter } from './app/router';
import { applyDocumentLanguage } from '#i18n/locale';
import './styles.css';

/** QA mock mode (`npm run dev:mock`): the API is answered in the browser by the UI-test fixtures. */
async function startMockApi(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./mocks/browser');
  await startMockWorker();
}

async function start(): Promise<void> {
  applyDocumentLanguage();
  await startMockApi();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createAppRouter();
  // A prerendered page (the home page, vite.prerender.ts) is already painted: the app takes it over
  // only once its route code is loaded, so the first render is the whole page and nothing flashes.
  if (container.hasChildNodes()) await router.load();
  mountApp(
    container,
    router,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Installable (issue 15): the service worker and its update prompt load in their own chunk, after the first render.
  void import('./app/pwa-register').then((pwa) => pwa.registerServiceWorker());
}

void start();

// Real visitors' Core Web Vitals (issue 29), of the page they landed on: the reporting code loads in its own chunk once the page has.
const landingPath = location.pathname;
const reportVitals = () => void import('./app/report-vitals').then((vitals) => vitals.reportWebVitals(landingPath));
if (document.readyState === 'complete') reportVitals();
else addEventListener('load', reportVitals, { once: true });
