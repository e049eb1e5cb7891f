import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { launchBrowser, screenshot } from './browser';

const DEMO = { email: 'demo@example.com', password: 'demo-password' };

let app: AppProcess;
let browser: Browser;
let user: Page;
let admin: Page;
const browserErrors: string[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
  user = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  for (const [page, label] of [[user, 'user'], [admin, 'admin']] as const) {
    page.on('pageerror', (error) => browserErrors.push(`${label}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') browserErrors.push(`${label} console: ${message.text()}`);
    });
  }
});

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return;
  await screenshot(user, `games-failed-user-${context.task.name.slice(0, 30)}`);
  await screenshot(admin, `games-failed-admin-${context.task.name.slice(0, 30)}`);
});

afterAll(async () => {
  await browser?.close();
  expect(await app?.stop()).toBe(0);
});

/** Sets every wheel segment to one prize through the admin Games tab (a new table version). */
async function setWheelPrize(rupees: string) {
  await admin.goto(`${app.adminUrl}/games`);
  const form = admin.getByRole('form', { name: 'Spin & Win settings' });
  for (let segment = 1; segment <= 8; segment += 1) {
    await form.getByLabel(`Segment ${segment} prize (₹)`).fill(rupees);
    await form.getByLabel(`Segment ${segment} label`).fill(rupees === '0' ? 'Try Again' : `₹${rupees}`);
  }
  await form.getByRole('button', { name: /Save changes/ }).click();
  await admin.getByRole('button', { name: /Save version \d+/ }).click();
  await admin.getByText(/Game settings saved/).first().waitFor();
}

async function balance(): Promise<string> {
  await user.goto(`${app.publicUrl}/wallet`);
  const shown: Locator = user.getByTestId('wallet-balance');
  await shown.waitFor();
  return (await shown.textContent())?.trim() ?? '';
}

describe('games, end to end in Chromium', () => {
  it('a user wins a spin on a table the admin set to a sure prize', async () => {
    await admin.goto(`${app.adminUrl}/login`);
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: /^Users/ }).waitFor();
    await setWheelPrize('5');
    await screenshot(admin, 'games-01-admin-sure-prize');

    await user.goto(`${app.publicUrl}/signin?redirect=/spin-and-win`);
    await user.getByLabel('Email').fill(DEMO.email);
    await user.getByLabel('Password').fill(DEMO.password);
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.waitForURL(/\/spin-and-win$/);
    await user.getByRole('button', { name: 'SPIN NOW' }).click();
    await user.getByRole('dialog', { name: 'You won ₹5!' }).waitFor();
    await screenshot(user, 'games-02-spin-won');
    expect(await balance()).toBe('₹5');
    await user.goto(`${app.publicUrl}/wallet/history`);
    await user.getByText(/Spin & Win: ₹5/).first().waitFor();
  });

  it('the user loses on a 0-prize table', async () => {
    await setWheelPrize('0');
    await user.goto(`${app.publicUrl}/spin-and-win`);
    await user.getByRole('button', { name: 'SPIN NOW' }).click();
    await user.getByRole('dialog', { name: 'Better Luck Next Time' }).waitFor();
    await screenshot(user, 'games-03-spin-lost');
    expect(await balance()).toBe('₹5');
  });

  it('the user claims the daily login', async () => {
    await user.goto(`${app.publicUrl}/daily-login`);
    await user.getByRole('button', { name: /Claim Today/ }).click();
    await user.getByText(/1 \/ 30/).first().waitFor();
    await screenshot(user, 'games-04-daily-login');
    expect(await balance()).toBe('₹6');
  });

  it('the user scratches the card past 50%', async () => {
    await user.goto(`${app.publicUrl}/scratch-card`);
    const canvas = user.getByRole('img', { name: /Scratch card/ }).or(user.locator('canvas')).first();
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    for (let row = 0; row < 8; row += 1) {
      const y = box.y + 10 + (row * (box.height - 20)) / 7;
      await user.mouse.move(box.x + 2, y);
      await user.mouse.down();
      await user.mouse.move(box.x + box.width - 2, y, { steps: 12 });
      await user.mouse.up();
    }
    await user.getByText(/Next card in/).waitFor();
    await screenshot(user, 'games-05-scratched');
  });

  it('the user reveals the seed and verifies a play on /fairness', async () => {
    await user.goto(`${app.publicUrl}/fairness`);
    await user.getByRole('button', { name: 'Reveal my seed' }).click();
    await user.getByLabel('Revealed seed').waitFor();
    const play = user.getByRole('listitem', { name: /Spin & Win, nonce 0/ });
    await play.getByRole('button', { name: 'Verify' }).click();
    await play.getByText(/✓ match/).waitFor();
    await play.getByText(/equals the\s+commitment/).waitFor();
    await screenshot(user, 'games-06-fairness-verified');
  });

  it('logged no browser errors', () => {
    expect(browserErrors).toEqual([]);
  });
});
