/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './pwa-update-prompt';

/**
 * Registers the service worker (vite.pwa.ts); imported lazily by main.tsx, off the first paint. A new
 * version waits until the visitor chooses "Reload" — never mid-game without asking.
 */
export function registerServiceWorker(): void {
  const activateUpdate = registerSW({ onNeedRefresh: () => showUpdatePrompt(() => void activateUpdate(true)) });
}
