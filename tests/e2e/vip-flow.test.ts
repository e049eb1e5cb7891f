import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { vipCodeDay } from '#contract/vip/rules';
import { startRazorpayStandIn } from '../fixtures/razorpay-stand-in';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { createE2eUser, type E2eUser } from './factory';

/**
 * Issue 19's VIP membership, end to end in Chromium against the local Razorpay stand-in (its API,
 * its signed Checkout answers and its `checkout.js`): a verified person fills the purchase form,
 * pays in the stand-in's Checkout and lands on /vip-giveaway with the expiry; the admin schedules
 * today's VIP code in the Promo Codes form; the member redeems it and the wallet goes up; the admin
 * refunds the payment after a confirmation that states it (issue 31). A second
 * person's payment fails in Checkout and the page shows the provider's words. The app runs as
 * `npm start` does, so VIP is switched on by the development start.
 */
const razorpay = await startRazorpayStandIn();
afterAll(() => razorpay.close());
const e2e = useE2eSession('vip', { appEnv: { ...razorpay.env, TEST_CLOCK_CONTROL: '1' } });

/** The stand-in's failure words (Razorpay's error description for a wrong OTP). */
const PROVIDER_FAILURE = 'Payment processing failed because of incorrect OTP';
const CODE_RUPEES = '₹25';

async function fillPurchaseForm(page: Page, person: E2eUser, name: string): Promise<void> {
  await signInUser(page, e2e.app, person, '/vip-purchase');
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Phone Number (optional)').fill('9876543210');
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
}

/** Opens the stand-in's Checkout dialog from the page's pay button. */
async function openCheckout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Pay ₹29 & Become VIP Member$/ }).click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });
  await checkout.waitFor();
  return checkout;
}

describe('VIP, end to end in Chromium against the Razorpay stand-in', () => {
  it('a verified person pays, lands on today\'s VIP code with the expiry, redeems the code the admin scheduled, and the wallet goes up', async () => {
    const member = await createE2eUser(e2e.app, { firstName: 'Kavya' });
    await fillPurchaseForm(e2e.user, member, 'Kavya Menon');
    await screenshot(e2e.user, 'vip-01-purchase-form');
    const checkout = await openCheckout(e2e.user);
    await screenshot(e2e.user, 'vip-02-checkout-stand-in');
    await checkout.getByRole('button', { name: 'Pay (success)' }).click();
    await e2e.user.getByText('VIP membership activated successfully!').first().waitFor();
    await e2e.user.waitForURL(/\/vip-giveaway$/, { timeout: 10_000 });

    // The expiry, 30 days after the payment, in the page's long Indian-English date (IST).
    const expiry = await e2e.user.evaluate(
      (iso) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso)),
      new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    );
    await e2e.user.getByText(new RegExp(`Your VIP membership runs until ${expiry}`)).waitFor();
    await e2e.user.getByText('No VIP code is scheduled for today yet').waitFor();
    await e2e.user.getByText('Next Code In').waitFor();
    await screenshot(e2e.user, 'vip-03-giveaway-no-code');
    expect([...razorpay.payments.values()].filter((payment) => payment.status === 'captured')).toHaveLength(1);

    // The admin schedules today's VIP code (the code day turns at 9:00 PM IST).
    const code = `VIP${Date.now().toString(36).toUpperCase()}`.slice(0, 16);
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Promo Codes/ }).click();
    const form = e2e.admin.getByRole('form', { name: 'Create a promo code' });
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Amount (₹)').fill(CODE_RUPEES.slice(1));
    await form.getByLabel('Daily code for date (IST)').fill(vipCodeDay(new Date()));
    await form.getByRole('checkbox', { name: 'VIP code' }).check();
    await form.getByRole('button', { name: 'Create promo code' }).click();
    // A VIP code has no use limit (once per member): the admin confirms first.
    await e2e.admin.getByRole('dialog', { name: `Create the code ${code}?` }).getByRole('button', { name: 'Create code' }).click();
    await e2e.admin.getByText('Promo code created').first().waitFor();
    await e2e.admin.getByRole('rowheader', { name: code }).waitFor();
    await screenshot(e2e.admin, 'vip-04-admin-vip-code');

    await e2e.user.reload();
    await e2e.user.getByText(code, { exact: true }).waitFor();
    await e2e.user.getByText(`Worth ${CODE_RUPEES}`).waitFor();
    await screenshot(e2e.user, 'vip-05-giveaway-code');
    await e2e.user.getByRole('button', { name: `Redeem ${CODE_RUPEES} into my wallet` }).click();
    await e2e.user.getByText(`${CODE_RUPEES} added to your wallet`).first().waitFor();
    await e2e.user.getByText('Redeemed into your wallet').waitFor();
    await screenshot(e2e.user, 'vip-06-giveaway-redeemed');

    await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
    await expect.poll(async () => (await e2e.user.getByTestId('wallet-balance').textContent())?.trim()).toBe(CODE_RUPEES);

    // The admin's VIP tab lists the paid order.
    await e2e.admin.getByRole('link', { name: /^VIP & payments/ }).click();
    await e2e.admin.getByRole('heading', { name: 'VIP payments' }).waitFor();
    await e2e.admin.getByText(member.email).first().waitFor();
    await screenshot(e2e.admin, 'vip-07-admin-payments');

    // A refund asks first and states it in numbers: the amount, to whom, and that the membership ends now.
    await e2e.admin.getByRole('button', { name: `Refund the VIP payment of ${member.name}` }).click();
    const refund = e2e.admin.getByRole('dialog', { name: 'Refund VIP payment' });
    await refund.getByText(`Refund ₹29 to ${member.email} (${member.name}) through Razorpay.`, { exact: false }).waitFor();
    await refund.getByText('Their VIP membership ends now.', { exact: false }).waitFor();
    await screenshot(e2e.admin, 'vip-08-admin-refund-confirm');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await e2e.admin.getByText(`Refund sent for ${member.name}`, { exact: false }).first().waitFor();
    await expect.poll(() => [...razorpay.payments.values()].filter((payment) => payment.status === 'refunded').length).toBe(1);
  });

  it('a payment that fails in Checkout shows the provider\'s words, and nobody becomes a member', async () => {
    const person = await createE2eUser(e2e.app, { firstName: 'Rohan' });
    await fillPurchaseForm(e2e.user, person, 'Rohan Das');
    const checkout = await openCheckout(e2e.user);
    await checkout.getByRole('button', { name: 'Pay (failure)' }).click();
    await e2e.user.getByText(PROVIDER_FAILURE).first().waitFor();
    await screenshot(e2e.user, 'vip-08-payment-failed');
    expect(e2e.user.url()).toMatch(/\/vip-purchase$/);

    await e2e.user.goto(`${e2e.app.publicUrl}/vip-giveaway`);
    await e2e.user.waitForURL(/\/vip-purchase$/);
    await e2e.user.getByRole('heading', { name: 'Your details' }).waitFor();
  });
});
