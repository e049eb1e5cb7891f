import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useE2eSession } from './browser';
import { createE2eUser } from './factory';

const e2e = useE2eSession('languages', { ignoreConsole: /status of 401/ });
const PHONE_WIDTH_PX = 360;

/** The Hindi catalogue's words, read from the same files the app is built from. */
function hindi(key: string): string {
  const prefix = key.split('.')[0]!;
  const area = prefix === 'refusal' ? 'refusals' : prefix;
  const file = path.resolve(import.meta.dirname, '../../src/i18n/messages', area, 'hi.json');
  const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`no plain Hindi text for ${key}`);
  return text;
}

async function expectHindiPage(page: Page) {
  await page.locator('html[lang="hi-IN"]').waitFor({ state: 'attached' });
  // Nothing overflows a 360 px phone sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH_PX);
}

/**
 * Devanagari drawn with a real face, not boxes: every weight the pages use is loaded (a face still
 * loading shows the fallback, which on this machine has no Devanagari at all).
 */
async function expectDevanagariFont(page: Page) {
  const loadedWeights = await page.evaluate(async () => {
    await Promise.all(['400', '600', '700'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'हिन्दी')));
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded').map((face) => face.weight).sort();
  });
  expect(loadedWeights).toEqual(['400', '600', '700']);
}

describe('Hindi, end to end in Chromium', () => {
  it('switches to हिन्दी from the header; the header, a form error, a refusal, the wallet, a game and its toast read in Hindi; reload and sign-in keep it, and the account holds it', async () => {
    const page = e2e.user;
    await page.setViewportSize({ width: PHONE_WIDTH_PX, height: 740 });
    const user = await createE2eUser(e2e.app);

    await page.goto(`${e2e.app.publicUrl}/`);
    await page.locator('html[lang="en-IN"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^हिन्दी/ }).click();
    await expectHindiPage(page);
    await page.getByRole('link', { name: hindi('layout.header.sign-in'), exact: true }).waitFor();
    await expectDevanagariFont(page);
    await screenshot(page, 'languages-01-home-hindi-360');

    // A form error from the server's own schema, and a refusal by its code, both in Hindi.
    await page.goto(`${e2e.app.publicUrl}/signin`);
    await page.getByRole('button', { name: hindi('auth.sign-in.submit') }).click();
    await page.getByText(hindi('validation.auth.email-required')).waitFor();
    await page.getByLabel(hindi('auth.email')).fill(user.email);
    await page.getByLabel(hindi('auth.password')).fill('not-the-password');
    await page.getByRole('button', { name: hindi('auth.sign-in.submit') }).click();
    await page.getByText(hindi('refusal.auth.invalid-credentials')).first().waitFor();
    await expectHindiPage(page);
    await expectDevanagariFont(page);
    await screenshot(page, 'languages-02-signin-errors-hindi');

    await page.getByLabel(hindi('auth.password')).fill(user.password);
    await page.getByRole('button', { name: hindi('auth.sign-in.submit') }).click();
    await page.getByRole('link', { name: hindi('layout.header.my-account'), exact: true }).waitFor();

    await page.goto(`${e2e.app.publicUrl}/wallet`);
    await page.getByRole('heading', { name: hindi('wallet.title'), level: 1 }).waitFor();
    await expectHindiPage(page);
    await expectDevanagariFont(page);
    await screenshot(page, 'languages-03-wallet-hindi');

    // A game page and its toast.
    await page.goto(`${e2e.app.publicUrl}/daily-login`);
    await page.getByRole('button', { name: new RegExp(`^${hindi('games.daily.claim')}`) }).click();
    await page.getByRole('region', { name: 'सूचनाएँ' }).getByText(/दिन 1 के ₹\d+ आपके वॉलेट में जुड़ गए!/).waitFor();
    await expectHindiPage(page);
    await expectDevanagariFont(page);
    await screenshot(page, 'languages-04-daily-login-toast-hindi');

    // Reload keeps the language (the cookie) …
    await page.reload();
    await expectHindiPage(page);

    // Signing in happened in Hindi above and kept it; the account now holds the choice for e-mails.
    const session = await page.evaluate(async () => (await fetch('/trpc/auth.session')).text());
    expect(session).toContain('"locale":"hi"');
  });
});
