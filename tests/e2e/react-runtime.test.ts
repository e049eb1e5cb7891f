import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import auth from '#i18n/messages/auth/en.json';
import layout from '#i18n/messages/layout/en.json';
import { PRERENDERED_PATHS } from '../../server/http/prerendered-pages';
import { screenshot, signInUser, useE2eSession } from './browser';
import { createE2eUser } from './factory';
import { buyFromHomeGrid } from './store-steps';

/**
 * The public site on React 19 instead of Preact's React layer (decision 016): the build of
 * `PUBLIC_RUNTIME=react npm run build` (dist/public-react), served by a server started with
 * PUBLIC_RUNTIME=react. A smoke of the main paths — the prerendered home page hydrated without a
 * mismatch, sign-in, a game, a store order — not the whole suite, which drives the shipped Preact
 * build. Run by `npm run test:e2e:react`; the e2e project leaves this file out.
 */
const e2e = useE2eSession('react-runtime', { appEnv: { PUBLIC_RUNTIME: 'react' } });

/** How React reports a page it could not hydrate: its development wording, or its production error codes (react.dev/errors/418…425). */
const HYDRATION_PROBLEM = /hydrat|did not match|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;
let hydrationProblems: string[] = [];

beforeAll(() => {
  // The session fails a test on any error a page logs; these name hydration problems on their own.
  const record = (text: string) => {
    if (HYDRATION_PROBLEM.test(text)) hydrationProblems.push(text);
  };
  e2e.user.on('console', (message) => record(message.text()));
  e2e.user.on('pageerror', (error) => record(`${error.message}\n${error.stack ?? ''}`));
  // From before the first byte: the first home heading the page had (the prerendered one, parsed
  // from the HTML) and whether #root came prerendered. Hydration keeps that element; a fallback to
  // a fresh client render would replace it.
  return e2e.user.addInitScript(() => {
    const first = { heading: null as HTMLElement | null, prerendered: false };
    (window as unknown as { e2eFirst: typeof first }).e2eFirst = first;
    new MutationObserver(() => {
      first.heading ??= document.getElementById('home-title');
      first.prerendered ||= document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
    }).observe(document, { childList: true, subtree: true });
  });
});

/**
 * Once the app runs (`ready` shows only then), the home page is React's (a React root on #root)
 * and its heading is still the prerendered element, with no hydration problem reported.
 */
async function expectHydratedHome(page: Page, ready: () => Promise<void>): Promise<void> {
  await ready();
  const state = await page.evaluate(() => {
    const first = (window as unknown as { e2eFirst: { heading: HTMLElement | null; prerendered: boolean } }).e2eFirst;
    const root = document.getElementById('root')!;
    return {
      prerendered: first.prerendered,
      sameHeading: first.heading !== null && first.heading === document.getElementById('home-title'),
      reactRoot: Object.keys(root).some((key) => key.startsWith('__reactContainer$')),
    };
  });
  expect(hydrationProblems).toEqual([]);
  expect(state).toEqual({ prerendered: true, sameHeading: true, reactRoot: true });
}

/**
 * The slowest order a visitor's network can take: the code of every part the page loads lazily (not
 * named by its HTML) arrives only once the session has answered, so those parts hydrate with the
 * session known. Returns a release that ends the hold.
 */
async function holdLazyCodeUntilTheSessionAnswers(page: Page): Promise<() => Promise<void>> {
  const named = new Set<string>();
  let sessionAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (sessionAnswered = resolve));
  const onResponse = (response: { url: () => string }) => {
    if (response.url().includes('auth.session')) sessionAnswered();
  };
  page.on('response', onResponse);
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || url.pathname === '/',
    async (route) => {
      const url = new URL(route.request().url());
      if (route.request().resourceType() === 'document') {
        const response = await route.fetch();
        const html = await response.text();
        for (const [, src] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) named.add(src!);
        return route.fulfill({ response, body: html });
      }
      if (url.pathname.endsWith('.js') && !named.has(url.pathname)) await answered;
      return route.continue();
    },
  );
  return async () => {
    sessionAnswered();
    page.off('response', onResponse);
    await page.unrouteAll({ behavior: 'wait' });
  };
}

describe('the public site on React 19, in Chromium', () => {
  it('serves a home page prerendered by react-dom, hydrates it and answers a click without a reload', async () => {
    hydrationProblems = [];
    const html = await (await fetch(`${e2e.app.publicUrl}/`)).text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    // React's Suspense markers: the markup came from react-dom's renderer, not Preact's.
    expect(html).toContain('<!--$-->');

    const page = e2e.user;
    await page.goto(`${e2e.app.publicUrl}/`);
    const signIn = page.getByRole('banner').getByRole('link', { name: layout['layout.header.sign-in'] }).first();
    // The header's sign-in link appears once the session has answered: the app is running.
    await expectHydratedHome(page, () => signIn.waitFor());
    await screenshot(page, 'react-runtime-01-home');

    await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true));
    await signIn.click();
    await page.getByRole('heading', { level: 1, name: auth['auth.sign-in.title'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true);
  });

  it('signs in, plays a spin, and hydrates the home page of a signed-in visitor', async () => {
    hydrationProblems = [];
    const page = e2e.user;
    await signInUser(page, e2e.app, await createE2eUser(e2e.app), '/spin-and-win');
    await page.getByRole('button', { name: 'SPIN NOW' }).click();
    await page.getByRole('dialog', { name: /^(You won ₹[\d.]+!|Better Luck Next Time)$/ }).waitFor();
    await screenshot(page, 'react-runtime-02-spin');

    // A returning visitor's full load: the prerendered (signed-out) page, then their account, its lazy parts' code arriving last.
    const release = await holdLazyCodeUntilTheSessionAnswers(page);
    await page.goto(`${e2e.app.publicUrl}/`);
    await expectHydratedHome(page, () => page.getByRole('banner').getByRole('link', { name: layout['layout.header.my-account'] }).waitFor());
    await release();
  });

  it('hydrates every prerendered page of a signed-in visitor without a mismatch', async () => {
    hydrationProblems = [];
    const page = e2e.user;
    await signInUser(page, e2e.app, await createE2eUser(e2e.app), '/wallet');
    for (const pathname of PRERENDERED_PATHS) {
      const release = await holdLazyCodeUntilTheSessionAnswers(page);
      await page.goto(`${e2e.app.publicUrl}${pathname}`);
      await page.getByRole('banner').getByRole('link', { name: layout['layout.header.my-account'] }).waitFor();
      await page.waitForLoadState('networkidle');
      await release();
      expect({ pathname, hydrationProblems }).toEqual({ pathname, hydrationProblems: [] });
    }
  });

  it('orders a reward from the home page store and shows its code', async () => {
    hydrationProblems = [];
    const page = e2e.user;
    const buyer = await createE2eUser(e2e.app, { balanceRupees: 20 });
    // A demo product the development server stocks (server/seeds/rewards.ts).
    await buyFromHomeGrid(page, e2e.app, buyer, { name: 'Google Play ₹10 (demo)', priceRupees: 10, region: 'India Play Store only' });
    await page.getByText(/^DEMO-GPLAY-0010-\d$/).waitFor();
    await page.getByText('Completed').first().waitFor();
    await screenshot(page, 'react-runtime-03-order');
    expect(hydrationProblems).toEqual([]);
  });
});
