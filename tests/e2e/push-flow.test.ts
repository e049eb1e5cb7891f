import type { Page, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInUser, useE2eSession } from './browser';
import { createE2eUser } from './factory';
import { hindiText } from '../fixtures/hindi-catalogue';

// Opt-in Web Push (issue 30) in Chromium: the control on /notifications beside the per-kind choices, the worker importing its push
// handlers under the site's CSP, and the worker showing a push. Chromium here cannot reach a push
// service (offline), so the push is handed to the worker through DevTools (ServiceWorker.deliverPushMessage)
// — the same event a push service's message raises; the encryption is proved against the stand-in
// in tests/integration/web-push.test.ts.
const e2e = useE2eSession('push');

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  url: string;
}

/**
 * The headless Chromium these tests run has no notification permission to give (Notification.permission
 * stays "denied" whatever the context grants), so the worker's showNotification and clients.openWindow
 * are recorded instead of performed: what the handlers ask the browser to show and open is checked.
 */
async function recordWorkerCalls(page: Page): Promise<Worker> {
  const worker = page.context().serviceWorkers().find((candidate) => candidate.url() === `${e2e.app.publicUrl}/sw.js`) ?? (await page.context().waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = self as unknown as { shown: unknown[]; opened: string[]; registration: { showNotification: unknown }; clients: { openWindow: unknown; matchAll: unknown } };
    scope.shown = [];
    scope.opened = [];
    scope.registration.showNotification = async (title: string, options: { body: string; tag: string; icon: string; data: { url: string } }) => {
      scope.shown.push({ title, body: options.body, tag: options.tag, icon: options.icon, url: options.data.url });
    };
    scope.clients.matchAll = async () => [];
    scope.clients.openWindow = async (url: string) => {
      scope.opened.push(url);
      return null;
    };
  });
  return worker;
}

const shownBy = (worker: Worker) => worker.evaluate(() => (self as unknown as { shown: ShownNotification[] }).shown);

/** A click on a shown notification, as the browser raises it (its notification's data as the push handler left it). */
async function clickNotification(worker: Worker, url: string): Promise<string[]> {
  return worker.evaluate(async (dataUrl) => {
    const scope = self as unknown as { opened: string[] } & EventTarget;
    let done: Promise<unknown> = Promise.resolve();
    const click = Object.assign(new Event('notificationclick'), { notification: { data: { url: dataUrl }, close: () => {} }, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    scope.dispatchEvent(click);
    await done;
    return scope.opened;
  }, url);
}

/** Delivers a push message to the page's worker as its push service would (DevTools protocol). */
async function deliverPush(page: Page, data: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = e2e.app.publicUrl;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === `${origin}/` && !candidate.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(data) });
  await cdp.detach();
}

describe('notifications on this device', () => {
  it('/notifications offers them at 360 px in both languages, and the worker shows a push with the site’s icon, opening only this site', async () => {
    const page = e2e.user;
    await page.setViewportSize({ width: 360, height: 780 });
    // What "Allow" in the browser's prompt grants.
    await page.context().grantPermissions(['notifications'], { origin: e2e.app.publicUrl });
    const user = await createE2eUser(e2e.app);
    await signInUser(page, e2e.app, user, '/notifications');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

    const sw = await (await fetch(`${e2e.app.publicUrl}/sw.js`)).text();
    expect(sw).toMatch(/importScripts\("\/push-worker\.js\?v=[0-9a-f]{12}"\)/);

    const card = page.getByRole('region', { name: 'Notifications on this device' });
    // This headless Chromium answers "denied" (see recordWorkerCalls): the control shows the blocked state and how to lift it.
    await card.getByText('Blocked by your browser: this site may not show notifications.').waitFor();
    await card.getByRole('combobox', { name: 'Daily reward reminder (IST)' }).selectOption('20:00');
    await page.getByText('Reminder saved.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-notifications-360-en');

    const worker = await recordWorkerCalls(page);
    await deliverPush(page, { title: 'Your reward is delivered', body: 'Google Play ₹10', url: '/redeem-history', tag: 'order:e2e' });
    await expect.poll(() => shownBy(worker)).toEqual([
      { title: 'Your reward is delivered', body: 'Google Play ₹10', tag: 'order:e2e', icon: '/icons/icon-192.png', url: `${e2e.app.publicUrl}/redeem-history` },
    ]);
    // Another site's address in a push opens the home page instead.
    await deliverPush(page, { title: 'Elsewhere', body: '', url: 'https://example.com/phish', tag: 'order:e2e' });
    await expect.poll(async () => (await shownBy(worker)).map((shown) => [shown.title, shown.url])).toEqual([
      ['Your reward is delivered', `${e2e.app.publicUrl}/redeem-history`],
      ['Elsewhere', `${e2e.app.publicUrl}/`],
    ]);
    expect(await clickNotification(worker, `${e2e.app.publicUrl}/redeem-history`)).toEqual([`${e2e.app.publicUrl}/redeem-history`]);
    expect(await clickNotification(worker, 'https://example.com/phish')).toEqual([`${e2e.app.publicUrl}/redeem-history`, `${e2e.app.publicUrl}/`]);

    await page.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
    await page.reload();
    const hindiCard = page.getByRole('region', { name: hindiText('push.control.title') });
    await hindiCard.getByText(hindiText('push.control.state-blocked')).waitFor();
    await hindiCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'push-notifications-360-hi');
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
