/*
 * The public site's Web Push handlers (issue 30, decision 042), imported by the service worker that
 * vite-plugin-pwa generates (vite.pwa.ts: `importScripts`, its address carrying this file's hash so a
 * change here is a new worker). Plain JavaScript served as it is: the worker cannot import the app's
 * modules. A push is the server's small JSON `{ title, body, url, tag }` (server/contract/push/schemas.ts).
 */

/** The app's icon, shown beside the words (the install icon, precached). */
const ICON = '/icons/icon-192.png';

/** A notification opens a page of this site only: anything else becomes the home page. */
function sameOriginUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: ICON,
      // The same tag replaces the shown notification (a retried push, a second reminder) instead of stacking.
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
