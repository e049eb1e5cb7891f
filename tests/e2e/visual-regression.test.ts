import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareWithBaseline, expectScreen, takeScreen, UPDATING, VISUAL_RESULTS_DIR, VISUAL_THRESHOLDS, type ScreenOptions, type SteadyText } from '../visual/expect-screen';
import { signInAdmin, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

/**
 * Issue 31's visual regression tests (decision 047, docs/testing.md "Visual tests"): the key screens
 * of both SPAs at 360 and 1280 px against the baselines in tests/visual/baselines/. The data is made
 * here with fixed names and amounts; what still changes from run to run (dates, the ticker, codes
 * made at random) is masked. `npm run test:visual:update` writes the baselines.
 */
// The wrong password's 401 is the screen's point.
const e2e = useE2eSession('visual', { packagedChromium: true, ignoreConsole: /status of 401/ });

const PRODUCT = { name: 'Google Play ₹30', rupees: 30, region: 'India Play Store only' };

const WRITTEN_DATE = /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/;

/**
 * What changes between runs on any screen, written the same every run (so its width moves nothing)
 * and masked: dates and times (written out, or any <time>), the footer's year, the app's port (it
 * runs on a free one), hashes and seeds; and the live ticker.
 */
const STEADY: SteadyText[] = [
  { pattern: WRITTEN_DATE, with: '1 Jan 2026' },
  { pattern: /\b\d{1,2}:\d{2}\b/, with: '00:00' },
  { pattern: /© \d{4}/, with: '© 2026' },
  { pattern: /localhost:\d+/, with: 'localhost:3000' },
  { pattern: /\b[0-9a-f]{16,}\b/ },
];

function dynamicParts(page: Page) {
  return [
    page.locator('time'),
    page.getByText('1 Jan 2026'),
    page.getByText('© 2026'),
    page.getByRole('complementary', { name: 'Live ticker' }),
    page.getByText('localhost:3000'),
    page.locator('input[value*="localhost:"]'),
    page.getByText(/\b0{16,}\b/),
  ];
}

const MASKED: ScreenOptions = { steady: STEADY, mask: dynamicParts };
/** A dialog: the viewport, where its backdrop is (a full page would show the page below the backdrop). */
const DIALOG: ScreenOptions = { ...MASKED, fullPage: false };

let asha: E2eUser;

beforeAll(async () => {
  const token = await adminToken(e2e.app);
  // Sold out with a promise: Asha's order waits in the admin's queue.
  await expectStatus(
    'product',
    callApi(`${e2e.app.adminUrl}/api/admin/rewards`, {
      method: 'POST',
      token,
      body: { kind: 'google_play', name: PRODUCT.name, faceValue: PRODUCT.rupees, pricePaise: PRODUCT.rupees * 100, region: PRODUCT.region, validity: 'Valid 12 months', outOfStockPromiseHours: 24, enabled: true },
    }),
    201,
  );
  asha = await createE2eUser(e2e.app, { firstName: 'Asha', tag: 'kapoor', balanceRupees: 250 });
  await createE2eUser(e2e.app, { firstName: 'Ravi', tag: 'mehta', balanceRupees: 40 });
  const productId = ((await expectStatus('store', callApi(`${e2e.app.publicUrl}/api/rewards`))) as Array<{ id: string; name: string }>).find((reward) => reward.name === PRODUCT.name)!.id;
  await expectStatus(
    'order',
    callApi(`${e2e.app.publicUrl}/api/rewards/${productId}/redeem`, { method: 'POST', token: await userToken(e2e.app, asha), body: {}, headers: { 'idempotency-key': randomUUID() } }),
  );
});

describe('the public site looks as its baselines', () => {
  const page = () => e2e.desktop;

  it('home, signed out', async () => {
    await page().goto(`${e2e.app.publicUrl}/`);
    await page().getByRole('heading', { name: PRODUCT.name }).waitFor();
    await expectScreen(page(), 'public-home', MASKED);
  });

  it('sign-in with a wrong password', async () => {
    await page().goto(`${e2e.app.publicUrl}/signin`);
    await page().getByLabel('Email').fill(asha.email);
    await page().getByLabel('Password').fill('not-the-password');
    await page().getByRole('button', { name: 'Sign in' }).click();
    await page().getByRole('alert').first().waitFor();
    await expectScreen(page(), 'public-sign-in-error', MASKED);
  });

  it('a game, the store, the wallet, invite, tasks and the buy dialog, signed in', async () => {
    await signInUser(page(), e2e.app, asha, '/spin-and-win');
    await page().getByRole('button', { name: 'SPIN NOW' }).waitFor();
    await expectScreen(page(), 'public-game', MASKED);

    await page().goto(`${e2e.app.publicUrl}/redeem`);
    await page().getByText(PRODUCT.name).first().waitFor();
    await expectScreen(page(), 'public-store', MASKED);

    await page().goto(`${e2e.app.publicUrl}/wallet`);
    await page().getByTestId('wallet-balance').waitFor();
    await expectScreen(page(), 'public-wallet', MASKED);

    await page().goto(`${e2e.app.publicUrl}/invite`);
    await page().getByRole('heading', { level: 1 }).waitFor();
    // The referral code is made at random (in the link too).
    await expectScreen(page(), 'public-invite', { steady: [...STEADY, { pattern: /\b[A-Z0-9]{8}\b/ }], mask: (shown) => [...dynamicParts(shown), shown.getByText(/\b0{8}\b/)] });

    await page().goto(`${e2e.app.publicUrl}/task`);
    await page().getByRole('heading', { level: 1 }).waitFor();
    await expectScreen(page(), 'public-tasks', MASKED);

    await page().goto(`${e2e.app.publicUrl}/`);
    await page().getByRole('button', { name: `Redeem ${PRODUCT.name} for ₹${PRODUCT.rupees}` }).click();
    await page().getByRole('dialog', { name: 'Confirm your reward' }).getByText(PRODUCT.region).waitFor();
    await expectScreen(page(), 'public-buy-dialog', DIALOG);
  });
});

describe('the admin site looks as its baselines', () => {
  const page = () => e2e.admin;

  it('dashboard, users, the orders queue, a dialog, settings', async () => {
    await signInAdmin(page(), e2e.app);
    await expectScreen(page(), 'admin-dashboard', MASKED);

    await page().goto(`${e2e.app.adminUrl}/users`);
    await page().getByRole('cell', { name: /Asha kapoor/ }).first().waitFor();
    await expectScreen(page(), 'admin-users', MASKED);

    await page().goto(`${e2e.app.adminUrl}/rewards?view=orders`);
    await page().getByRole('heading', { level: 1 }).waitFor();
    await expectScreen(page(), 'admin-orders', MASKED);

    await page().goto(`${e2e.app.adminUrl}/rewards`);
    await page().getByRole('button', { name: 'Add product' }).click();
    await page().getByRole('dialog').waitFor();
    await expectScreen(page(), 'admin-dialog', DIALOG);

    await page().goto(`${e2e.app.adminUrl}/settings`);
    await page().getByRole('heading', { level: 1 }).waitFor();
    await expectScreen(page(), 'admin-settings', MASKED);
  });
});

/**
 * The check itself is checked: each site's screen taken with its stylesheet refused differs from its
 * baseline by far more than the threshold allows, so a build that lost its CSS (or, as in issue 31,
 * the kit's classes) fails the screens above.
 */
describe.skipIf(UPDATING)('a screen without its stylesheet fails', () => {
  async function withoutStylesheets(page: Page, url: string, ready: (page: Page) => Promise<void>, baseline: string) {
    // Served empty rather than refused: a refused file logs an error the session would fail on.
    await page.route('**/*.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    try {
      await page.goto(url);
      await ready(page);
      const actual = await takeScreen(page, 1280, MASKED);
      fs.mkdirSync(VISUAL_RESULTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(VISUAL_RESULTS_DIR, `${baseline}-without-stylesheet.png`), actual);
      const result = await compareWithBaseline(baseline, actual);
      expect(result, `baseline ${baseline}`).not.toBeNull();
      expect(result!.matches).toBe(false);
      expect(result!.differentFraction).toBeGreaterThan(VISUAL_THRESHOLDS.maxDifferentFraction * 10);
      console.log(`${baseline} without its stylesheet: ${result!.differentPixels} pixels differ (${(result!.differentFraction * 100).toFixed(1)} %)${result!.sizeMatches ? '' : `, size now within ${result!.width} × ${result!.height}`}`);
    } finally {
      await page.unroute('**/*.css');
    }
  }

  it('the public sign-in page and the admin users list', async () => {
    await withoutStylesheets(e2e.desktop, `${e2e.app.publicUrl}/signin?${randomUUID()}`, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(), 'public-sign-in-error-1280');
    await signInAdmin(e2e.admin, e2e.app);
    await withoutStylesheets(e2e.admin, `${e2e.app.adminUrl}/users`, (page) => page.getByRole('cell', { name: /Asha kapoor/ }).first().waitFor(), 'admin-users-1280');
  });
});
