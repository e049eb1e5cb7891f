/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './pwa-update-prompt';

/**
 * Registers the public site's service worker (vite.pwa.ts) once the page has loaded; main.tsx
 * imports this lazily, so neither it nor workbox-window weighs on the first paint. A new version
 * installs in the background and waits: the visitor is asked, and "Reload" lets the new worker
 * take over, then reloads the page under it — never mid-game without asking.
 */
export function registerServiceWorker(): void {
  const activateUpdate = registerSW({ onNeedRefresh: () => showUpdatePrompt(() => void activateUpdate(true)) });
}
