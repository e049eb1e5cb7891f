import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppProcess } from './app-process';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

const e2e = useE2eSession('money', { userContext: { permissions: [] } });

async function balanceOnWallet(): Promise<string> {
  await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
  const balance = e2e.user.getByTestId('wallet-balance');
  await balance.waitFor();
  return (await balance.textContent())?.trim() ?? '';
}

/** A promo code of its own for the test: codes are once per user, but a test never reuses another's. */
function newPromoCode(): string {
  return `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
}

/** A pending withdrawal of the user's, asked for through the API. */
async function requestWithdrawal(app: AppProcess, user: E2eUser, rupees: number): Promise<void> {
  await expectStatus('withdrawal', callApi(`${app.publicUrl}/api/wallet/redeem`, { method: 'POST', token: await userToken(app, user), body: { amount: rupees, email: user.email } }));
}

describe('money core, end to end in Chromium', () => {
  it('an admin creates a promo code', async () => {
    const code = newPromoCode();
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Promo Codes/ }).click();
    await e2e.admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await e2e.admin.getByLabel('Amount (₹)').fill('150');
    await e2e.admin.getByRole('button', { name: 'Create promo code' }).click();
    // No use limit: the admin confirms what it can pay out first.
    const confirm = e2e.admin.getByRole('dialog', { name: `Create the code ${code}?` });
    await confirm.getByText('with no limit on uses', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Create code' }).click();
    await e2e.admin.getByText('Promo code created').waitFor();
    await e2e.admin.getByRole('rowheader', { name: code }).waitFor();
    await screenshot(e2e.admin, 'money-01-admin-promo-created');
  });

  it('a user redeems a promo code: balance and history update', async () => {
    const code = newPromoCode();
    await expectStatus('promo code', callApi(`${e2e.app.adminUrl}/api/admin/promocodes`, { method: 'POST', token: await adminToken(e2e.app), body: { code, amount: 150 } }), 201);
    const user = await createE2eUser(e2e.app);
    await signInUser(e2e.user, e2e.app, user, '/promocode');
    await e2e.user.getByLabel('Promo code').fill(code.toLowerCase());
    expect(await e2e.user.getByLabel('Promo code').inputValue()).toBe(code);
    await e2e.user.getByRole('button', { name: 'Redeem' }).click();
    await e2e.user.getByText('New wallet balance:').waitFor();
    await screenshot(e2e.user, 'money-02-promo-redeemed');
    expect(await balanceOnWallet()).toBe('₹150');
    await e2e.user.goto(`${e2e.app.publicUrl}/wallet/history`);
    await e2e.user.getByText(`Promo code ${code}`).first().waitFor();
    await screenshot(e2e.user, 'money-03-history');
  });

  it('a user withdraws ₹50: the balance drops at once and the request is pending', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 150 });
    await signInUser(e2e.user, e2e.app, user, '/redeem-balance');
    await e2e.user.getByRole('radio', { name: /₹50/ }).click();
    await e2e.user.getByRole('button', { name: 'Withdraw ₹50' }).click();
    await e2e.user.waitForURL(/\/redeem-history$/);
    await e2e.user.getByText('Redeem request submitted successfully').waitFor();
    await e2e.user.getByText('Pending').first().waitFor();
    await screenshot(e2e.user, 'money-04-withdrawal-pending');
    expect(await balanceOnWallet()).toBe('₹100');
    await e2e.user.getByText(/₹50 pending in 1 request/).waitFor();
  });

  it('the admin completes a request with a code; the user sees its last 4, reveals it signed in, and has the mail without it', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 150 });
    await requestWithdrawal(e2e.app, user, 50);
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await e2e.admin.getByRole('button', { name: new RegExp(`Complete ₹50(\.00)? request from ${user.name}`) }).click();
    const dialog = e2e.admin.getByRole('dialog', { name: 'Complete Redeem Request' });
    await dialog.getByLabel('Google Play code').fill('GPLAY-TEST-5000-ABCD');
    await dialog.getByRole('button', { name: 'Mark as completed' }).click();
    await e2e.admin.getByText('Request marked as completed').waitFor();
    await screenshot(e2e.admin, 'money-05-admin-completed');

    // The admin's list names the code by its last 4 (decision 029).
    await e2e.admin.getByText('…ABCD').first().waitFor();

    await signInUser(e2e.user, e2e.app, user, '/redeem-history');
    await e2e.user.getByText('Code ending in ABCD').waitFor();
    await e2e.user.getByText('Completed').first().waitFor();
    await e2e.user.getByRole('button', { name: 'Reveal the ₹50 Google Play code' }).click();
    await e2e.user.getByText('GPLAY-TEST-5000-ABCD').waitFor();
    await screenshot(e2e.user, 'money-06-user-sees-code');
    expect(await balanceOnWallet()).toBe('₹100');

    await e2e.admin.getByRole('link', { name: /^Mail/ }).click();
    await e2e.admin.getByRole('link', { name: new RegExp(`Your ₹50 Google Play code.*To ${user.email}`) }).first().click();
    const mail = await e2e.admin.getByTestId('mail-text').textContent();
    expect(mail).toContain('ending in ABCD');
    expect(mail).toContain('/redeem-history');
    expect(mail).not.toContain('GPLAY-TEST-5000-ABCD');
  });

  it('a rejected request returns the money', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 100 });
    await signInUser(e2e.user, e2e.app, user, '/redeem-balance');
    await e2e.user.getByRole('radio', { name: /₹100/ }).click();
    await e2e.user.getByRole('button', { name: 'Withdraw ₹100' }).click();
    await e2e.user.waitForURL(/\/redeem-history$/);
    expect(await balanceOnWallet()).toBe('₹0');

    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Redeem Requests/ }).click();
    await e2e.admin.getByRole('button', { name: new RegExp(`Reject ₹100(\.00)? request from ${user.name}`) }).click();
    const dialog = e2e.admin.getByRole('dialog', { name: 'Reject Redeem Request' });
    await dialog.getByLabel('Reason').fill('Google Play ₹100 codes are out of stock');
    await dialog.getByRole('button', { name: 'Reject request' }).click();
    await e2e.admin.getByText('Request rejected').first().waitFor();

    expect(await balanceOnWallet()).toBe('₹100');
    await e2e.user.goto(`${e2e.app.publicUrl}/redeem-history`);
    await e2e.user.getByText('Google Play ₹100 codes are out of stock').waitFor();
    await screenshot(e2e.user, 'money-07-rejected-refunded');
  });

  it('the ledger check passes', async () => {
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Ledger/ }).click();
    await e2e.admin.getByRole('button', { name: 'Run ledger check' }).click();
    await e2e.admin.getByText('Ledger OK: every balance matches its entries').waitFor();
    await screenshot(e2e.admin, 'money-08-ledger-ok');
  });
});
