import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { launchBrowser, screenshot } from './browser';

/** Seeded outside production: a verified account a fresh `npm start` offers for trying things out. */
const DEMO = { email: 'demo@example.com', password: 'demo-password', name: 'Demo User' };

let app: AppProcess;
let browser: Browser;
let user: Page;
let admin: Page;
const browserErrors: string[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
  user = await (await browser.newContext({ viewport: { width: 390, height: 844 }, permissions: [] })).newPage();
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
  await screenshot(user, `money-failed-user-${context.task.name.slice(0, 30)}`);
  await screenshot(admin, `money-failed-admin-${context.task.name.slice(0, 30)}`);
});

afterAll(async () => {
  await browser?.close();
  expect(await app?.stop()).toBe(0);
});

async function balanceOnWallet(): Promise<string> {
  await user.goto(`${app.publicUrl}/wallet`);
  const balance = user.getByTestId('wallet-balance');
  await balance.waitFor();
  return (await balance.textContent())?.trim() ?? '';
}

describe('money core, end to end in Chromium', () => {
  it('an admin creates a promo code', async () => {
    await admin.goto(`${app.adminUrl}/login`);
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: /^Promo Codes/ }).click();
    await admin.getByLabel('Code', { exact: true }).fill('diwali150');
    await admin.getByLabel('Amount (₹)').fill('150');
    await admin.getByRole('button', { name: 'Create promo code' }).click();
    await admin.getByText('Promo code created').waitFor();
    await admin.getByRole('rowheader', { name: 'DIWALI150' }).waitFor();
    await screenshot(admin, 'money-01-admin-promo-created');
  });

  it('the user redeems it: balance and history update', async () => {
    await user.goto(`${app.publicUrl}/signin?redirect=/promocode`);
    await user.getByLabel('Email').fill(DEMO.email);
    await user.getByLabel('Password').fill(DEMO.password);
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.waitForURL(/\/promocode$/);
    await user.getByLabel('Promo code').fill('diwali150');
    expect(await user.getByLabel('Promo code').inputValue()).toBe('DIWALI150');
    await user.getByRole('button', { name: 'Redeem' }).click();
    await user.getByText('New wallet balance:').waitFor();
    await screenshot(user, 'money-02-promo-redeemed');
    expect(await balanceOnWallet()).toBe('₹150');
    await user.goto(`${app.publicUrl}/wallet/history`);
    await user.getByText('Promo code DIWALI150').first().waitFor();
    await screenshot(user, 'money-03-history');
  });

  it('the user withdraws ₹50: the balance drops at once and the request is pending', async () => {
    await user.goto(`${app.publicUrl}/redeem-balance`);
    await user.getByRole('radio', { name: /₹50/ }).click();
    await user.getByRole('button', { name: 'Withdraw ₹50' }).click();
    await user.waitForURL(/\/redeem-history$/);
    await user.getByText('Redeem request submitted successfully').waitFor();
    await user.getByText('Pending').first().waitFor();
    await screenshot(user, 'money-04-withdrawal-pending');
    expect(await balanceOnWallet()).toBe('₹100');
    await user.getByText(/₹50 pending in 1 withdrawal request/).waitFor();
  });

  it('the admin completes it with a code; the user sees the code and has the mail', async () => {
    await admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await admin.getByRole('button', { name: new RegExp(`Complete ₹50(\.00)? request from ${DEMO.name}`) }).click();
    const dialog = admin.getByRole('dialog', { name: 'Complete Redeem Request' });
    await dialog.getByLabel('Google Play code').fill('GPLAY-TEST-5000-ABCD');
    await dialog.getByRole('button', { name: 'Mark as completed' }).click();
    await admin.getByText('Request marked as completed').waitFor();
    await screenshot(admin, 'money-05-admin-completed');

    await user.goto(`${app.publicUrl}/redeem-history`);
    await user.getByText('GPLAY-TEST-5000-ABCD').waitFor();
    await user.getByText('Completed').first().waitFor();
    await screenshot(user, 'money-06-user-sees-code');
    expect(await balanceOnWallet()).toBe('₹100');

    await admin.getByRole('link', { name: /^Mail/ }).click();
    await admin.getByRole('link', { name: /Your ₹50 Google Play code/ }).first().click();
    expect(await admin.getByTestId('mail-text').textContent()).toContain('GPLAY-TEST-5000-ABCD');
  });

  it('a rejected request returns the money', async () => {
    await user.goto(`${app.publicUrl}/redeem-balance`);
    await user.getByRole('radio', { name: /₹100/ }).click();
    await user.getByRole('button', { name: 'Withdraw ₹100' }).click();
    await user.waitForURL(/\/redeem-history$/);
    expect(await balanceOnWallet()).toBe('₹0');

    await admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await admin.getByRole('button', { name: new RegExp(`Reject ₹100(\.00)? request from ${DEMO.name}`) }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Redeem Request' });
    await dialog.getByLabel('Reason').fill('Google Play ₹100 codes are out of stock');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await admin.getByText('Request rejected').first().waitFor();

    expect(await balanceOnWallet()).toBe('₹100');
    await user.goto(`${app.publicUrl}/redeem-history`);
    await user.getByText('Google Play ₹100 codes are out of stock').waitFor();
    await screenshot(user, 'money-07-rejected-refunded');
  });

  it('the ledger check passes and nothing was logged as an error', async () => {
    await admin.getByRole('link', { name: /^Ledger/ }).click();
    await admin.getByRole('button', { name: 'Run ledger check' }).click();
    await admin.getByText('Ledger OK: every balance matches its entries').waitFor();
    await screenshot(admin, 'money-08-ledger-ok');
    expect(browserErrors).toEqual([]);
  });
});
