import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../server/clock';
import { genericSigningString } from '../../server/modules/offerwalls/adapters/generic';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { createE2eUser } from './factory';

/**
 * Issue 18's earning tasks and offerwall postbacks, end to end: an admin creates a screenshot task in
 * the admin UI; a user (a phone) opens /task, hands in a PNG and lands on /success with the
 * submission's number and status; the admin approves it in the review queue and the user's wallet
 * shows the credit. Then the admin switches the generic provider on with a secret in Settings, the
 * test sends a postback signed as a provider would (the server's own signing string, HMAC-SHA256),
 * and the user sees "₹X pending — clears on DATE" on /task and /wallet. The app runs as `npm start`
 * does, so tasks and offerwalls are switched on (the test checks the admin's switches anyway).
 */
const e2e = useE2eSession('tasks');

const TASK_TITLE = 'Rate our app on the Play Store';
const REWARD = '₹5';
const SECRET = 'e2e-generic-offerwall-secret';
const HOLD_DAYS = 14;
/** 300 paise, as the provider reports it. */
const OFFER_REWARD_PAISE = '300';

async function switchOn(admin: Page, name: string): Promise<void> {
  const control = admin.getByRole('switch', { name, exact: true });
  if ((await control.getAttribute('aria-checked')) !== 'true') {
    await control.click();
    await admin.getByText(`${name} switched on`).first().waitFor();
  }
  expect(await control.getAttribute('aria-checked')).toBe('true');
}

async function createScreenshotTask(admin: Page): Promise<void> {
  await signInAdmin(admin, e2e.app);
  await admin.getByRole('link', { name: /^Settings/ }).click();
  await switchOn(admin, 'Earning tasks');
  await admin.getByRole('link', { name: /^Tasks/ }).click();
  await admin.getByRole('button', { name: 'Add task' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Title').fill(TASK_TITLE);
  await dialog.getByLabel('Steps (Markdown)').fill('1. Open **Honest Rewards** on the Play Store.\n2. Give it a rating.\n3. Take a screenshot of your rating.');
  await dialog.getByLabel('Reward (₹)').fill('5');
  await dialog.getByLabel('Proof').selectOption({ label: 'Screenshot' });
  await dialog.getByLabel('Per-user limit').fill('1');
  await dialog.getByLabel('Total limit').fill('50');
  await dialog.getByLabel('Enabled', { exact: true }).check();
  await screenshot(admin, 'tasks-01-admin-new-task');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await admin.getByText('Task created').first().waitFor();
  await admin.getByRole('cell', { name: new RegExp(TASK_TITLE) }).first().waitFor();
  await screenshot(admin, 'tasks-02-admin-task-list');
}

/** The wallet's balance as the page shows it. */
function walletBalance(page: Page): Promise<string | undefined> {
  return page
    .getByTestId('wallet-balance')
    .textContent()
    .then((text) => text?.trim());
}

describe('tasks and offerwalls, end to end in Chromium', () => {
  it('a screenshot task handed in, approved and credited; a signed postback shown as pending with the day it clears', async () => {
    await createScreenshotTask(e2e.admin);

    // The user opens /task on a phone and hands in a screenshot.
    const user = await createE2eUser(e2e.app, { firstName: 'Ravi' });
    await signInUser(e2e.user, e2e.app, user, '/task');
    await e2e.user.getByRole('heading', { name: TASK_TITLE }).waitFor();
    await screenshot(e2e.user, 'tasks-03-user-task-list');
    await e2e.user.getByRole('link', { name: `View task ${TASK_TITLE}` }).click();
    await e2e.user.getByRole('heading', { name: 'Steps' }).waitFor();
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#1e7b5a' } }).png().toBuffer();
    await e2e.user.getByLabel('Screenshot').setInputFiles({ name: 'rating.png', mimeType: 'image/png', buffer: png });
    await screenshot(e2e.user, 'tasks-04-user-task-page');
    await e2e.user.getByRole('button', { name: 'Submit' }).click();
    await e2e.user.waitForURL((url) => url.pathname === '/success' && url.searchParams.has('submission'));
    await e2e.user.getByRole('heading', { name: 'Submission received' }).waitFor();
    const number = ((await e2e.user.getByText(/^#\d+$/).first().textContent()) ?? '').slice(1);
    expect(Number(number)).toBeGreaterThan(0);
    await e2e.user.getByText('Pending review').first().waitFor();
    await screenshot(e2e.user, 'tasks-05-user-success');

    // The admin approves it in the review queue.
    await e2e.admin.getByRole('link', { name: 'Review queue' }).click();
    await e2e.admin.getByRole('button', { name: `Approve submission #${number} by ${user.name}` }).click();
    await e2e.admin.getByText(`Submission approved: ${REWARD} credited`).first().waitFor();
    await screenshot(e2e.admin, 'tasks-06-admin-approved');

    await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
    await expect.poll(() => walletBalance(e2e.user)).toBe(REWARD);
    await screenshot(e2e.user, 'tasks-07-user-wallet-credit');
    await e2e.user.goto(`${e2e.app.publicUrl}/task`);
    await e2e.user.getByText(`Approved +${REWARD}`).first().waitFor();

    // The admin switches the generic provider on with its secret.
    await e2e.admin.getByRole('link', { name: /^Settings/ }).click();
    await switchOn(e2e.admin, 'Offerwalls');
    const provider = e2e.admin.getByTestId('offerwall-generic');
    await provider.getByLabel('Secret', { exact: true }).fill(SECRET);
    await provider.getByLabel('Days pending before the wallet').fill(String(HOLD_DAYS));
    await provider.getByLabel('Partner offers switched on').check();
    await provider.getByRole('button', { name: 'Save Partner offers' }).click();
    await e2e.admin.getByText('Partner offers saved').first().waitFor();
    await provider.getByTestId('secret-state').getByText('set', { exact: true }).waitFor();
    await provider.scrollIntoViewIfNeeded();
    await screenshot(e2e.admin, 'tasks-08-admin-offerwall-on');

    // The provider's postback, signed as the generic scheme says: hex HMAC-SHA256 of the sorted name=value pairs.
    const params = { user_id: user.id, txn_id: `e2e-${user.id}`, reward: OFFER_REWARD_PAISE, status: 'credit' };
    const signature = createHmac('sha256', SECRET).update(genericSigningString(params)).digest('hex');
    const sentAt = Date.now();
    const postback = await fetch(`${e2e.app.publicUrl}/api/postback/generic?${new URLSearchParams(params).toString()}`, { headers: { 'X-Signature': signature } });
    expect(postback.status).toBe(200);
    expect(await postback.text()).toBe('OK');
    // The day it clears as the page words it (the browser's Indian-English formatter, IST); a
    // postback a moment before midnight may fall on either side of it.
    const clearsOn = await e2e.user.evaluate(
      (instants) => instants.map((instant) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(instant))),
      [sentAt + HOLD_DAYS * DAY_MS, Date.now() + HOLD_DAYS * DAY_MS],
    );
    // The line ends with the partner's name (" · Partner offers").
    const pendingLine = new RegExp(`^₹3 pending — clears on (${clearsOn.join('|')}) · Partner offers$`);

    await e2e.user.reload();
    await e2e.user.getByRole('heading', { name: 'Pending credits' }).waitFor();
    await e2e.user.getByText(pendingLine).first().waitFor();
    await screenshot(e2e.user, 'tasks-09-user-task-pending');
    await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
    await e2e.user.getByText(pendingLine).first().waitFor();
    // Pending is not balance: the wallet still holds the task's reward only.
    expect(await walletBalance(e2e.user)).toBe(REWARD);
    await screenshot(e2e.user, 'tasks-10-user-wallet-pending');
  });
});
