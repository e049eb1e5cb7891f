import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '#i18n/messages/home/en.json';
import hi from '#i18n/messages/home/hi.json';
import layout from '#i18n/messages/layout/en.json';
import { DAILY_LOGIN_DAYS } from '#contract/games/names';
import { launchBrowser, screenshot, useE2eSession } from './browser';

// Issue 15: the home page's first HTML paints the page (prerendered at build time in each language,
// vite.prerender.ts) and the app takes over without a flash or a shift.
const e2e = useE2eSession('first-html');

/** A catalogue text with the daily login's length filled in, as the page states it. */
const withDays = (text: string) => text.replaceAll('{days}', String(DAILY_LOGIN_DAYS));

async function homeHtml(headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${e2e.app.publicUrl}/`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the home page before any JavaScript', () => {
  it('its first HTML has the heading, the tiles and the promise, in the visitor language', async () => {
    const english = await homeHtml({ 'accept-language': 'en-IN,en;q=0.9' });
    expect(english).toContain('<h1 id="home-title"');
    expect(english).toContain(withDays(en['home.tiles.daily-login-text']));
    expect(english).toContain(en['home.promise.title']);
    expect(english).toMatch(/<html lang="en-IN"/);

    const hindi = await homeHtml({ cookie: 'lang=hi', 'accept-language': 'en' });
    expect(hindi).toContain(withDays(hi['home.tiles.daily-login-text']));
    expect(hindi).toContain(hi['home.promise.title']);
    expect(hindi).not.toContain(en['home.promise.title']);
    expect(hindi).toMatch(/<html lang="hi-IN"/);
  });

  it("issue 29's phone pages have theirs too; a page that needs a user only as its frame, and only with a session cookie", async () => {
    const html = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${e2e.app.publicUrl}${path}`, { headers })).text();
    expect(await html('/signup')).toMatch(/<div id="root" data-prerendered="">.*<h1 id="auth-card-title"[^>]*>Create your account<\/h1>/s);
    expect(await html('/spin-and-win')).toMatch(/<div id="root" data-prerendered="">.*<h1[^>]*>Spin &amp; Win<\/h1>/s);
    // A visitor is sent to sign in: the frame would only flash.
    expect(await html('/invite')).toContain('<div id="root"></div>');
    // Any session cookie (it is not read there): the frame, with the page's route code named for preloading.
    const framed = await html('/invite', { cookie: 'sid=whoever' });
    expect(framed).toMatch(/<div id="root" data-prerendered="">.*<h1[^>]*>Invite friends<\/h1>/s);
    expect(framed).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/invite-[\w-]+\.js">/);
  });

  it('other pages keep the empty shell (they are rendered by the app)', async () => {
    const response = await fetch(`${e2e.app.publicUrl}/about`);
    expect(await response.text()).toContain('<div id="root"></div>');
    // The prerendered markup is never served by its own address: that path is just another app route.
    expect(await (await fetch(`${e2e.app.publicUrl}/prerendered/home.en.html`)).text()).toMatch(/^<!doctype html>/i);
  });

  it('a phone with JavaScript off sees the whole home page', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${e2e.app.publicUrl}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Honest Rewards' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: new RegExp(en['home.tiles.spin-title']) }).isVisible()).resolves.toBe(true);
      // The Devanagari face (the language switch's «हिन्दी») is fetched once the page lays it out.
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'first-html-no-javascript-360');
    } finally {
      await browser.close();
    }
  });
});

/** Records, from before the page's first byte, whether the home heading ever left the page after it first appeared. */
async function watchHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { seen: false, lost: false };
    (window as unknown as { e2eHeading: typeof state }).e2eHeading = state;
    const check = () => {
      const present = document.getElementById('home-title') !== null;
      if (present) state.seen = true;
      else if (state.seen) state.lost = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
}

describe('the app takes over', () => {
  it('without the heading ever leaving the page and without a layout shift, and then its links navigate in the app', async () => {
    const page = e2e.user;
    await watchHeading(page);
    await page.goto(`${e2e.app.publicUrl}/`);
    // The app has taken over once the session has answered: the header offers to sign in (the first
    // HTML holds only the place for it).
    await page.getByRole('banner').getByRole('link', { name: layout['layout.header.sign-in'] }).first().waitFor();
    const heading = await page.evaluate(() => (window as unknown as { e2eHeading: { seen: boolean; lost: boolean } }).e2eHeading);
    expect(heading).toEqual({ seen: true, lost: false });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          // The buffered entries arrive in the observer's first callback, queued before this task.
          requestAnimationFrame(() => resolve(total));
        }),
    );
    expect(shift).toBeLessThan(0.05);
    await page.evaluate(() => ((window as unknown as { e2eSamePage: boolean }).e2eSamePage = true));
    await page.locator('main').getByRole('link', { name: new RegExp(en['home.tiles.spin-title']) }).click();
    await page.waitForURL(/\/spin-and-win$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  });
});

describe('fonts on an English first visit', () => {
  it('fetch only the few-kilobyte face that draws «हिन्दी» in the header, never the Devanagari text faces', async () => {
    const page = e2e.desktop;
    const fonts: string[] = [];
    const collect = (request: import('playwright-core').Request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    };
    page.on('request', collect);
    try {
      await page.goto(`${e2e.app.publicUrl}/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
    } finally {
      page.off('request', collect);
    }
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/noto-sans-devanagari-language-name-600-[\w-]+\.woff2$/)]);
    const face = await fetch(`${e2e.app.publicUrl}${fonts[0]}`);
    expect((await face.arrayBuffer()).byteLength).toBeLessThan(8 * 1024);
  });
});
