import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { createE2eUser } from './factory';

const e2e = useE2eSession('today', { ignoreConsole: /status of 401/ });
const PHONE_WIDTH_PX = 360;

/** A catalogue's words in a language, read from the files the app is built from. */
function words(locale: 'en' | 'hi', key: string): string {
  const file = path.resolve(import.meta.dirname, '../../src/i18n/messages', key.split('.')[0]!, `${locale}.json`);
  const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`no plain text for ${key}`);
  return text;
}

async function inLanguage(page: Page, locale: 'en' | 'hi') {
  if (locale === 'hi') await page.getByRole('button', { name: /^हिन्दी/ }).click();
  await page.locator(`html[lang="${locale}-IN"]`).waitFor({ state: 'attached' });
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH_PX);
}

let wheelIsSure = false;

/** Every wheel segment pays ₹5 (a new settings version), so the spin leaves a prize line in the history too. */
async function sureWheelPrize() {
  if (wheelIsSure) return;
  wheelIsSure = true;
  await signInAdmin(e2e.admin, e2e.app);
  await e2e.admin.goto(`${e2e.app.adminUrl}/games`);
  const form = e2e.admin.getByRole('form', { name: 'Spin & Win settings' });
  for (let segment = 1; segment <= 8; segment += 1) {
    await form.getByLabel(`Segment ${segment} prize (₹)`).fill('5');
    await form.getByLabel(`Segment ${segment} label`).fill('₹5');
  }
  await form.getByRole('button', { name: /Save changes/ }).click();
  await e2e.admin.getByRole('button', { name: /Save version \d+/ }).click();
  await e2e.admin.getByText(/Game settings saved/).first().waitFor();
}

describe('Today, Join free and Check this play at 360 px, in Chromium', () => {
  it('signed out, the header and the home page say Join free', async () => {
    const page = e2e.user;
    await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
    for (const locale of ['en', 'hi'] as const) {
      await page.goto(`${e2e.app.publicUrl}/`);
      await inLanguage(page, locale);
      const join = page.getByTestId('home-join').getByRole('link', { name: words(locale, 'home.join.cta') });
      await join.waitFor();
      expect(await join.getAttribute('href')).toBe('/signup');
      expect(await page.getByRole('banner').getByRole('link', { name: words(locale, 'layout.header.join-free') }).getAttribute('href')).toBe('/signup');
      await fitsThePhone(page);
      await screenshot(page, `today-01-join-free-${locale}-360`);
    }
    // Back to English for the next visitor of this page.
    await page.getByRole('button', { name: /^English/ }).click();
  });

  it('in Hindi before its fonts arrive, the header wraps rather than widen the page', async () => {
    const page = e2e.user;
    await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
    // The fonts are held until the check is done: the text is drawn in the phone's own, wider, fallback face.
    const held: Route[] = [];
    await page.route('**/*.woff2', (route) => void held.push(route));
    try {
      // Not until `load`: a held font holds that event too.
      await page.goto(`${e2e.app.publicUrl}/`, { waitUntil: 'domcontentloaded' });
      await inLanguage(page, 'hi');
      await page.getByRole('banner').getByRole('link', { name: words('hi', 'layout.header.join-free') }).waitFor();
      expect(held.length).toBeGreaterThan(0);
      await fitsThePhone(page);
    } finally {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute('**/*.woff2');
    }
    await page.getByRole('button', { name: /^English/ }).click();
  });

  for (const locale of ['en', 'hi'] as const) {
    it(`signed in (${locale}): the home page shows the Today panel; a spin's Check this play opens /fairness with its data and verifies it`, async () => {
      await sureWheelPrize();
      const page = e2e.user;
      await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
      await signInUser(page, e2e.app, await createE2eUser(e2e.app), '/');
      await inLanguage(page, locale);
      const panel = page.getByTestId('today-panel');
      await panel.getByRole('link', { name: new RegExp(words(locale, 'home.today.balance')) }).waitFor();
      await panel.locator('a[href="/daily-login"]').waitFor();
      expect(await page.getByTestId('home-join').count()).toBe(0);
      await fitsThePhone(page);
      await screenshot(page, `today-02-home-panel-${locale}-360`);

      await page.goto(`${e2e.app.publicUrl}/spin-and-win`);
      await page.getByRole('button', { name: locale === 'en' ? 'SPIN NOW' : 'अभी स्पिन करें' }).click();
      const result = page.getByRole('dialog');
      await result.getByRole('link', { name: words(locale, 'fairness.check-play.link') }).click();
      await page.waitForURL(/\/fairness\?play=/);
      const card = page.getByRole('region', { name: words(locale, 'fairness.check-play.title') });
      await card.waitFor();
      const verifier = page.getByRole('form', { name: words(locale, 'fairness.verifier.form') });
      await expect.poll(() => verifier.getByRole('textbox', { name: words(locale, 'fairness.verifier.client-seed') }).inputValue()).not.toBe('');
      expect(await verifier.getByRole('textbox', { name: words(locale, 'fairness.verifier.nonce'), exact: true }).inputValue()).toBe('0');
      await card.getByRole('button', { name: words(locale, 'fairness.reveal') }).click();
      await card.getByRole('button', { name: words(locale, 'fairness.verify'), exact: true }).click();
      await card.getByText(locale === 'en' ? /✓ match/ : /✓ मेल खाता है/).waitFor();
      await fitsThePhone(page);
      await screenshot(page, `today-03-check-this-play-${locale}-360`);

      // The prize's line in the wallet history leads to the same check.
      await page.goto(`${e2e.app.publicUrl}/wallet/history`);
      const fromHistory = page.getByRole('link', { name: words(locale, 'fairness.check-play.link') }).first();
      expect(await fromHistory.getAttribute('href')).toMatch(/^\/fairness\?play=[0-9a-f-]{36}$/);
      await screenshot(page, `today-04-history-${locale}-360`);
    });
  }
});
