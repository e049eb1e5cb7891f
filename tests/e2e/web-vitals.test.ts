import { describe, expect, it } from 'vitest';
import { VITALS_PATH } from '#contract/vitals/rules';
import { signInUser, useE2eSession } from './browser';
import { adminToken, createE2eUser } from './factory';

/**
 * Issue 29: a real visitor's Core Web Vitals leave the page in one beacon as it is hidden, naming
 * the route group and the measurements only — nothing of the person, the address or the session —
 * and the server counts them into /metrics.
 */
const e2e = useE2eSession('web-vitals');
const METRICS_READS = 50;

async function metricsText(): Promise<string> {
  const response = await fetch(`${e2e.app.adminUrl}/metrics`, { headers: { authorization: `Bearer ${await adminToken(e2e.app)}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('Core Web Vitals from a phone', () => {
  it('a signed-in visit to /wallet sends, when the page is hidden, only the group and the three measurements, and they reach /metrics', async () => {
    const user = await createE2eUser(e2e.app, { firstName: 'Vitals' });
    const page = e2e.user;
    await signInUser(page, e2e.app, user, '/wallet');

    // A fresh landing on the page, its reporting chunk loaded after the page (main.tsx).
    const reporterLoaded = page.waitForResponse((response) => /\/assets\/report-vitals-[\w-]+\.js$/.test(response.url()));
    await page.goto(`${e2e.app.publicUrl}/wallet`);
    await reporterLoaded;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A tap: LCP is final from the first input on (INP is only reported for an interaction of 40 ms or more, which a tap on a heading is not).
    await page.getByRole('heading', { level: 1 }).first().click();

    const beaconSent = page.waitForRequest((request) => new URL(request.url()).pathname === VITALS_PATH);
    // The page is hidden (the phone switches apps): web-vitals reports its final values and the beacon goes.
    // The packaged headless Chromium never hides a page, and what a page sends as it unloads does not
    // reach Playwright, so the page is told it is hidden as the browser would tell it.
    // Playwright does not hand over a beacon's Blob body: the page keeps a copy of what it gives sendBeacon.
    const sent = await page.evaluate(async () => {
      const bodies: Array<Promise<string>> = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        bodies.push(data instanceof Blob ? data.text() : Promise.resolve(String(data)));
        return send(url, data);
      };
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      return Promise.all(bodies);
    });
    const beacon = await beaconSent;

    expect(beacon.method()).toBe('POST');
    expect(beacon.url()).toBe(`${e2e.app.publicUrl}${VITALS_PATH}`);
    expect(beacon.headers()['content-type']).toBe('application/json');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(Object.keys(body).every((key) => ['group', 'lcpMs', 'inpMs', 'cls'].includes(key)), sent[0]).toBe(true);
    expect(body).toMatchObject({ group: 'wallet', lcpMs: expect.any(Number), cls: expect.any(Number) });
    // Nothing of the person: not their name, e-mail or id, nor the address they were on.
    for (const personal of [user.name, user.email, user.id, '/wallet', 'Vitals']) expect(sent[0]).not.toContain(personal);

    // The page does not wait for the beacon's answer, so neither can the test: it reads /metrics until the server has counted it.
    const counted = /web_vitals_lcp_seconds_count\{route_group="wallet"\} 1\b/;
    let text = '';
    for (let attempt = 0; attempt < METRICS_READS && !counted.test(text); attempt += 1) text = await metricsText();
    expect(text).toMatch(counted);
    expect(text).toMatch(/web_vitals_cls_count\{route_group="wallet"\} 1\b/);
  });
});
