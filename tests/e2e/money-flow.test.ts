import { describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './app-process';
import { screenshot, useE2eSession } from './browser';

/** Seeded outside production: a verified account a fresh `npm start` offers for trying things out. */
const DEMO = { email: 'demo@example.com', password: 'demo-password', name: 'Demo User' };

const e2e = useE2eSession('money', { userContext: { permissions: [] } });

async function balanceOnWallet(): Promise<string> {
  await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
  const balance = e2e.user.getByTestId('wallet-balance');
  await balance.waitFor();
  return (await balance.textContent())?.trim() ?? '';
}

describe('money core, end to end in Chromium', () => {
  it('an admin creates a promo code', async () => {
    await e2e.admin.goto(`${e2e.app.adminUrl}/login`);
    await e2e.admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await e2e.admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await e2e.admin.getByRole('button', { name: 'Sign in' }).click();
    await e2e.admin.getByRole('link', { name: /^Promo Codes/ }).click();
    await e2e.admin.getByLabel('Code', { exact: true }).fill('diwali150');
    await e2e.admin.getByLabel('Amount (₹)').fill('150');
    await e2e.admin.getByRole('button', { name: 'Create promo code' }).click();
    await e2e.admin.getByText('Promo code created').waitFor();
    await e2e.admin.getByRole('rowheader', { name: 'DIWALI150' }).waitFor();
    await screenshot(e2e.admin, 'money-01-admin-promo-created');
  });

  it('the user redeems it: balance and history update', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/signin?redirect=/promocode`);
    await e2e.user.getByLabel('Email').fill(DEMO.email);
    await e2e.user.getByLabel('Password').fill(DEMO.password);
    await e2e.user.getByRole('button', { name: 'Sign in' }).click();
    await e2e.user.waitForURL(/\/promocode$/);
    await e2e.user.getByLabel('Promo code').fill('diwali150');
    expect(await e2e.user.getByLabel('Promo code').inputValue()).toBe('DIWALI150');
    await e2e.user.getByRole('button', { name: 'Redeem' }).click();
    await e2e.user.getByText('New wallet balance:').waitFor();
    await screenshot(e2e.user, 'money-02-promo-redeemed');
    expect(await balanceOnWallet()).toBe('₹150');
    await e2e.user.goto(`${e2e.app.publicUrl}/wallet/history`);
    await e2e.user.getByText('Promo code DIWALI150').first().waitFor();
    await screenshot(e2e.user, 'money-03-history');
  });

  it('the user withdraws ₹50: the balance drops at once and the request is pending', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/redeem-balance`);
    await e2e.user.getByRole('radio', { name: /₹50/ }).click();
    await e2e.user.getByRole('button', { name: 'Withdraw ₹50' }).click();
    await e2e.user.waitForURL(/\/redeem-history$/);
    await e2e.user.getByText('Redeem request submitted successfully').waitFor();
    await e2e.user.getByText('Pending').first().waitFor();
    await screenshot(e2e.user, 'money-04-withdrawal-pending');
    expect(await balanceOnWallet()).toBe('₹100');
    await e2e.user.getByText(/₹50 pending in 1 withdrawal request/).waitFor();
  });

  it('the admin completes it with a code; the user sees the code and has the mail', async () => {
    await e2e.admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await e2e.admin.getByRole('button', { name: new RegExp(`Complete ₹50(\.00)? request from ${DEMO.name}`) }).click();
    const dialog = e2e.admin.getByRole('dialog', { name: 'Complete Redeem Request' });
    await dialog.getByLabel('Google Play code').fill('GPLAY-TEST-5000-ABCD');
    await dialog.getByRole('button', { name: 'Mark as completed' }).click();
    await e2e.admin.getByText('Request marked as completed').waitFor();
    await screenshot(e2e.admin, 'money-05-admin-completed');

    await e2e.user.goto(`${e2e.app.publicUrl}/redeem-history`);
    await e2e.user.getByText('GPLAY-TEST-5000-ABCD').waitFor();
    await e2e.user.getByText('Completed').first().waitFor();
    await screenshot(e2e.user, 'money-06-user-sees-code');
    expect(await balanceOnWallet()).toBe('₹100');

    await e2e.admin.getByRole('link', { name: /^Mail/ }).click();
    await e2e.admin.getByRole('link', { name: /Your ₹50 Google Play code/ }).first().click();
    expect(await e2e.admin.getByTestId('mail-text').textContent()).toContain('GPLAY-TEST-5000-ABCD');
  });

  it('a rejected request returns the money', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/redeem-balance`);
    await e2e.user.getByRole('radio', { name: /₹100/ }).click();
    await e2e.user.getByRole('button', { name: 'Withdraw ₹100' }).click();
    await e2e.user.waitForURL(/\/redeem-history$/);
    expect(await balanceOnWallet()).toBe('₹0');

    await e2e.admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await e2e.admin.getByRole('button', { name: new RegExp(`Reject ₹100(\.00)? request from ${DEMO.name}`) }).click();
    const dialog = e2e.admin.getByRole('dialog', { name: 'Reject Redeem Request' });
    await dialog.getByLabel('Reason').fill('Google Play ₹100 codes are out of stock');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await e2e.admin.getByText('Request rejected').first().waitFor();

    expect(await balanceOnWallet()).toBe('₹100');
    await e2e.user.goto(`${e2e.app.publicUrl}/redeem-history`);
    await e2e.user.getByText('Google Play ₹100 codes are out of stock').waitFor();
    await screenshot(e2e.user, 'money-07-rejected-refunded');
  });

  it('the ledger check passes and nothing was logged as an error', async () => {
    await e2e.admin.getByRole('link', { name: /^Ledger/ }).click();
    await e2e.admin.getByRole('button', { name: 'Run ledger check' }).click();
    await e2e.admin.getByText('Ledger OK: every balance matches its entries').waitFor();
    await screenshot(e2e.admin, 'money-08-ledger-ok');
    expect(e2e.browserErrors).toEqual([]);
  });
});
