import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus, setTwoAdminApproval, userToken } from './factory';

/**
 * Two-admin approval, end to end at 1280 px (issue 31, decision 048): with the owner's thresholds
 * on (a credit over ₹500, a promo code over ₹10,000 in total or with unlimited uses), the owner's
 * ₹600 credit and unlimited code each state their consequence, are confirmed and wait; the owner
 * cannot approve their own; a finance admin (made with `npm run admin:create -- --role finance`)
 * approves both, and the person's wallet shows the credit.
 */
const e2e = useE2eSession('approvals');
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const FINANCE = { email: 'e2e-finance@example.com', password: 'e2e-finance-password-123' };

describe('two-admin approval, end to end in Chromium at 1280 px', () => {
  it('a ₹600 credit and an unlimited promo code wait for a second admin, who approves them; the wallet shows the credit', async () => {
    const owner = e2e.admin;
    await setTwoAdminApproval(e2e.app, await adminToken(e2e.app), { balanceCreditPaise: 50_000, promoTotalPaise: 1_000_000 });
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/create-admin.ts', '--email', FINANCE.email, '--password', FINANCE.password, '--role', 'finance'], {
      cwd: ROOT,
      env: e2e.app.env,
      timeout: 120_000,
    });
    expect(stdout).toContain(FINANCE.email);
    const person = await createE2eUser(e2e.app);
    const code = `E2EALL${Date.now().toString(36).toUpperCase()}`;

    // The owner asks for a ₹600 credit: the dialog states the balance after and that it needs a second admin.
    await signInAdmin(owner, e2e.app);
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Users/ }).click();
    await owner.getByLabel('Search users').fill(person.email);
    await owner.getByRole('button', { name: `Update balance of ${person.name}` }).click();
    const adjust = owner.getByRole('dialog', { name: 'Update Balance' });
    await adjust.getByLabel('Amount (₹)').fill('600');
    await adjust.getByLabel('Reason').fill('Goodwill for a late top-up');
    await adjust.getByText(`Credit ₹600 to ${person.email}; their balance becomes ₹600.`).waitFor();
    await adjust.getByText('Over ₹500: another admin must approve this credit before it takes effect.').waitFor();
    await screenshot(owner, 'approvals-01-credit-over-threshold');
    await adjust.getByRole('button', { name: 'Apply' }).click();
    await owner.getByText(`Sent for approval: another admin must approve the credit of ₹600 to ${person.email}.`).waitFor();

    // An unlimited promo code asks first, in numbers, and then waits too.
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Promo Codes/ }).click();
    await owner.getByLabel('Code', { exact: true }).fill(code);
    await owner.getByLabel('Amount (₹)').fill('20');
    await owner.getByRole('button', { name: 'Create promo code' }).click();
    const confirm = owner.getByRole('dialog', { name: `Create the code ${code}?` });
    await confirm.getByText(`${code} gives ₹20 to every account that redeems it, with no limit on uses`, { exact: false }).waitFor();
    await confirm.getByText('another admin must approve it before anyone can redeem it', { exact: false }).waitFor();
    await screenshot(owner, 'approvals-02-promo-confirm');
    await confirm.getByRole('button', { name: 'Create code' }).click();
    await owner.getByText(`Sent for approval: the code ${code} takes effect once another admin approves it in Approvals.`).waitFor();
    expect(await owner.getByRole('rowheader', { name: code }).count()).toBe(0);

    // The queue shows both; neither is the owner's to decide.
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Approvals/ }).click();
    const ownView = owner.getByRole('listitem').filter({ hasText: person.email });
    await ownView.getByText('You asked for this: another admin must decide it.').waitFor();
    expect(await owner.getByRole('button', { name: /^Approve / }).count()).toBe(0);
    await screenshot(owner, 'approvals-03-owner-queue');
    await owner.getByRole('button', { name: 'Logout' }).click();
    await owner.getByLabel('Email').waitFor();

    // The finance admin approves the credit, confirming what it does, then the code.
    await signInAdmin(owner, e2e.app, FINANCE);
    await owner.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Approvals/ }).click();
    await owner.getByRole('button', { name: `Approve Balance credit ${person.email}` }).click();
    const approveCredit = owner.getByRole('dialog', { name: 'Approve this request?' });
    await approveCredit.getByText(`${person.email} is credited ₹600 at once; their balance becomes ₹600.`, { exact: false }).waitFor();
    await screenshot(owner, 'approvals-04-finance-approves');
    await approveCredit.getByRole('button', { name: 'Approve' }).click();
    await owner.getByText('Approved and performed').first().waitFor();
    await owner.getByRole('button', { name: `Approve Promo code ${code}` }).click();
    const approvePromo = owner.getByRole('dialog', { name: 'Approve this request?' });
    await approvePromo.getByText(`Promo code ${code} becomes redeemable at once`, { exact: false }).waitFor();
    await approvePromo.getByRole('button', { name: 'Approve' }).click();
    await owner.getByText('Nothing waits for approval').waitFor();
    await screenshot(owner, 'approvals-05-queue-empty');

    // The person sees the credit, and the code works.
    await signInUser(e2e.user, e2e.app, person, '/wallet');
    await expect(e2e.user.getByTestId('wallet-balance').textContent()).resolves.toBe('₹600');
    await screenshot(e2e.user, 'approvals-06-wallet-credited');
    const redeemed = await expectStatus('redeem the approved code', callApi(`${e2e.app.publicUrl}/api/wallet/redeem-promo`, { method: 'POST', token: await userToken(e2e.app, person), body: { code } }));
    expect(redeemed).toMatchObject({ code, newBalance: 620 });
  });
});

