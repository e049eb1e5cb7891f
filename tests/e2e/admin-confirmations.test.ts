import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, useE2eSession } from './browser';
import { addBalance, adminToken, callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

/**
 * The admin's risky actions, in Chromium at 1280 px (issue 31, decision 048): each asks first and
 * states its consequence in numbers: unblocking, switching a capability off (cancelled here: what
 * users would lose and what waits now), approving task submissions in bulk, rejecting a pending
 * order and refunding a reported code. Each is then checked where it lands: the person's wallet.
 */
const e2e = useE2eSession('admin-confirmations');

const api = (path: string, init: Parameters<typeof callApi>[1] = {}) => callApi(`${e2e.app.adminUrl}${path}`, init);
const nav = (admin: Page) => admin.getByRole('navigation', { name: 'Admin sections' });

async function balanceOf(person: E2eUser): Promise<number> {
  return (await expectStatus('balance', callApi(`${e2e.app.publicUrl}/api/wallet/balance`, { token: await userToken(e2e.app, person) }))).balance as number;
}

async function submitTextTask(person: E2eUser, taskId: string): Promise<void> {
  await expectStatus('task submission', callApi(`${e2e.app.publicUrl}/api/tasks/${taskId}/submissions`, { method: 'POST', token: await userToken(e2e.app, person), body: { text: 'Rated it 5 stars' } }), 201);
}

describe('risky admin actions ask first, in Chromium at 1280 px', () => {
  it('unblocking states that the person signs in again with their balance', async () => {
    const person = await createE2eUser(e2e.app, { balanceRupees: 40 });
    await expectStatus('block', api(`/api/admin/users/${person.id}/toggle-block`, { method: 'PUT', token: await adminToken(e2e.app), body: { reason: 'Checking a chargeback' } }));
    const admin = e2e.admin;
    await signInAdmin(admin, e2e.app);
    await nav(admin).getByRole('link', { name: /^Users/ }).click();
    await admin.getByLabel('Search users').fill(person.email);
    await admin.getByRole('button', { name: `Unblock ${person.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Unblock ${person.name}?` });
    await dialog.getByText(`${person.name} (${person.email}) can sign in again at once and use their balance of ₹40.`).waitFor();
    await screenshot(admin, 'confirmations-01-unblock');
    await dialog.getByRole('button', { name: 'Unblock user' }).click();
    await admin.getByRole('button', { name: `Block ${person.name}`, exact: true }).waitFor();
    expect(await balanceOf(person)).toBe(40);
  });

  it('switching a capability off says what users lose and what waits now; Cancel leaves it on', async () => {
    const task = await expectStatus('task', api('/api/admin/tasks', { method: 'POST', token: await adminToken(e2e.app), body: { title: 'Follow us', steps: 'Follow', rewardPaise: 300, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } }), 201);
    await submitTextTask(await createE2eUser(e2e.app), task._id as string);
    const admin = e2e.admin;
    await signInAdmin(admin, e2e.app);
    await nav(admin).getByRole('link', { name: /^Settings/ }).click();
    const control = admin.getByRole('switch', { name: 'Earning tasks', exact: true });
    expect(await control.getAttribute('aria-checked')).toBe('true');
    await control.click();
    const dialog = admin.getByRole('dialog', { name: 'Switch off Earning tasks?' });
    await dialog.getByText('Users stop seeing it at once: its pages', { exact: false }).waitFor();
    await dialog.getByText(/Right now \d+ task submissions? (is|are) waiting for review\./).waitFor();
    await screenshot(admin, 'confirmations-02-capability-off');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await admin.getByRole('dialog').count()).toBe(0);
    expect(await control.getAttribute('aria-checked')).toBe('true');
    await expectStatus('tasks still on', callApi(`${e2e.app.publicUrl}/api/tasks/${task._id as string}`));
  });

  it('approving chosen task submissions states how many and the total paid; each person is credited', async () => {
    const task = await expectStatus('task', api('/api/admin/tasks', { method: 'POST', token: await adminToken(e2e.app), body: { title: `Bulk task ${Date.now()}`, steps: 'Answer', rewardPaise: 700, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } }), 201);
    const people = [await createE2eUser(e2e.app), await createE2eUser(e2e.app)];
    for (const person of people) await submitTextTask(person, task._id as string);
    const admin = e2e.admin;
    await signInAdmin(admin, e2e.app);
    await admin.goto(`${e2e.app.adminUrl}/tasks?view=review`);
    for (const person of people) await admin.getByRole('checkbox', { name: new RegExp(`by ${person.name}$`) }).check();
    await admin.getByRole('button', { name: 'Approve chosen (2)' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve the chosen submissions?' });
    await dialog.getByText('Approve 2 task submissions paying ₹14 in total. Each person is credited at once; an approval cannot be undone.').waitFor();
    await screenshot(admin, 'confirmations-03-bulk-approve');
    await dialog.getByRole('button', { name: 'Approve and pay' }).click();
    await admin.getByText('2 submissions approved').first().waitFor();
    for (const person of people) expect(await balanceOf(person)).toBe(7);
  });

  it('rejecting a pending order and refunding a reported code each state the money going back', async () => {
    const token = await adminToken(e2e.app);
    const gift = { kind: 'google_play', name: `Google Play ₹10 ${Date.now()}`, faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };
    const giftId = (await expectStatus('product', api('/api/admin/rewards', { method: 'POST', token, body: gift }), 201))._id as string;
    await expectStatus('codes', api(`/api/admin/rewards/${giftId}/codes`, { method: 'POST', token, body: { codes: ['E2E-REFUND-CODE-0001'] } }));
    const diamonds = { ...gift, kind: 'free_fire_diamonds', name: `100 Diamonds ${Date.now()}`, faceValue: 100, pricePaise: 8_000, region: 'India server', validity: 'Credited to your UID' };
    const diamondsId = (await expectStatus('product', api('/api/admin/rewards', { method: 'POST', token, body: diamonds }), 201))._id as string;

    const reporter = await createE2eUser(e2e.app, { balanceRupees: 25 });
    const reporterToken = await userToken(e2e.app, reporter);
    const bought = await expectStatus('buy a code', callApi(`${e2e.app.publicUrl}/api/rewards/${giftId}/redeem`, { method: 'POST', token: reporterToken, body: {} }));
    const orderId = bought.order._id as string;
    await expectStatus('reveal', callApi(`${e2e.app.publicUrl}/api/rewards/orders/${orderId}/reveal`, { method: 'POST', token: reporterToken }));
    await expectStatus('report', callApi(`${e2e.app.publicUrl}/api/rewards/orders/${orderId}/report`, { method: 'POST', token: reporterToken, body: { note: 'The store said the code is invalid' } }));
    const topUpBuyer = await createE2eUser(e2e.app);
    await addBalance(e2e.app, topUpBuyer.id, 100, 'e2e top-up money');
    await expectStatus('buy a top-up', callApi(`${e2e.app.publicUrl}/api/rewards/${diamondsId}/redeem`, { method: 'POST', token: await userToken(e2e.app, topUpBuyer), body: { freeFireUid: '123456789' } }));
    expect(await balanceOf(topUpBuyer)).toBe(20);

    const admin = e2e.admin;
    await signInAdmin(admin, e2e.app);
    await admin.goto(`${e2e.app.adminUrl}/rewards?view=orders`);
    await admin.getByRole('button', { name: `Reject ${diamonds.name} for ${topUpBuyer.name}` }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject order' });
    await reject.getByText(`Reject the order and give ₹80 back to ${topUpBuyer.email}'s balance`, { exact: false }).waitFor();
    await reject.getByLabel('Reason').fill('This UID is not on the India server');
    await screenshot(admin, 'confirmations-04-reject-order');
    await reject.getByRole('button', { name: 'Reject and release' }).click();
    await admin.getByText("Order rejected; the money is back in the user's balance").first().waitFor();
    expect(await balanceOf(topUpBuyer)).toBe(100);

    await admin.goto(`${e2e.app.adminUrl}/rewards?view=orders&status=reported`);
    await admin.getByRole('button', { name: `Refund ${gift.name} to ${reporter.name}` }).click();
    const refund = admin.getByRole('dialog', { name: 'Refund reported order' });
    await refund.getByText(`Refund ₹10 to ${reporter.email}'s balance`, { exact: false }).waitFor();
    await refund.getByLabel('Reason').fill('The code was already used');
    await screenshot(admin, 'confirmations-05-refund-reported');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await admin.getByText("Order refunded to the user's balance").first().waitFor();
    expect(await balanceOf(reporter)).toBe(25);
  });
});
