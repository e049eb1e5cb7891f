import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../server/clock';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

/**
 * Issue 17's referrals, end to end: a referrer copies their invite link on /invite; a friend
 * (another browser context) signs up through it, verifies by the mailed link and earns ₹Y from the
 * daily login (the admin lowered ₹Y to ₹1 in the Settings tab); the referral job holds the reward,
 * the clock is moved past the hold (the test-only clock control, TEST_CLOCK_CONTROL) and the job
 * pays it: the referrer sees 1 of 10 and the ₹X credit. The app runs as `npm start` does, so
 * referrals are switched on (the test checks the admin's switch and turns it on if not).
 */
const e2e = useE2eSession('referral', {
  appEnv: { TEST_CLOCK_CONTROL: '1' },
  userContext: { permissions: ['clipboard-read', 'clipboard-write'] },
});

/** The default ₹X: the admin leaves it as it is. */
const REWARD = '₹10';
/** The default hold of 7 days, and a margin past it. */
const PAST_THE_HOLD_MS = 7 * DAY_MS + HOUR_MS;

/** Runs a background job now, in the app process, with its (moved) clock. */
async function runJob(name: string): Promise<void> {
  await expectStatus(`job ${name}`, callApi(`${e2e.app.publicUrl}/__test/jobs/${name}`, { method: 'POST', body: {} }));
}

async function moveClock(advanceMs: number): Promise<void> {
  await expectStatus('clock', callApi(`${e2e.app.publicUrl}/__test/clock`, { method: 'POST', body: { advanceMs } }));
}

/** The admin's Settings tab: referrals switched on, and ₹Y lowered to what one daily login pays. */
async function prepareProgramme(admin: Page): Promise<void> {
  await signInAdmin(admin, e2e.app);
  await admin.getByRole('link', { name: /^Settings/ }).click();
  const referrals = admin.getByRole('switch', { name: 'Referrals', exact: true });
  if ((await referrals.getAttribute('aria-checked')) !== 'true') {
    await referrals.click();
    await admin.getByText('Referrals switched on').first().waitFor();
  }
  expect(await referrals.getAttribute('aria-checked')).toBe('true');
  const form = admin.getByRole('form', { name: 'Referrals' });
  await form.getByLabel('Earnings to qualify (₹)').fill('1');
  await form.getByRole('button', { name: 'Save referral settings' }).click();
  await admin.getByText('Referral settings saved').first().waitFor();
  await screenshot(admin, 'referral-01-admin-settings');
}

/** The friend's verification link from the admin's Mail tab, opened on the friend's page. */
async function verifyThroughMail(admin: Page, friendPage: Page, email: string): Promise<void> {
  await signInAdmin(admin, e2e.app);
  await admin.getByRole('link', { name: /^Mail/ }).click();
  await admin.getByRole('link', { name: new RegExp(email) }).first().click();
  const text = (await admin.getByTestId('mail-text').textContent()) ?? '';
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const verifyUrl = new URL(link!);
  await friendPage.goto(`${e2e.app.publicUrl}${verifyUrl.pathname}${verifyUrl.search}`);
  await friendPage.getByText('Your e-mail address is verified').waitFor();
  await screenshot(friendPage, 'referral-04-friend-verified');
}

async function openInvite(page: Page, referrer: E2eUser): Promise<void> {
  await signInUser(page, e2e.app, referrer, '/invite');
  await page.getByRole('heading', { name: 'Your friends' }).waitFor();
}

describe('referrals, end to end in Chromium', () => {
  it('an invite link, a friend who verifies and earns ₹Y, a held reward, the hold passing and the ₹X credit', async () => {
    await prepareProgramme(e2e.admin);

    // The referrer copies their invite link on a phone.
    const referrer = await createE2eUser(e2e.app, { firstName: 'Asha' });
    await openInvite(e2e.user, referrer);
    await e2e.user.getByRole('button', { name: 'Copy your invite link' }).click();
    await e2e.user.getByText('Invite link copied').first().waitFor();
    const link = await e2e.user.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${e2e.app.publicUrl}/signup\\?ref=[A-Z0-9]{8}$`));
    const code = new URL(link).searchParams.get('ref')!;
    await e2e.user.getByText(link, { exact: true }).waitFor();
    await e2e.user.getByText('No friends yet').waitFor();
    await screenshot(e2e.user, 'referral-02-referrer-link-copied');

    // Signs everyone out (the packaged Chromium's contexts share one cookie store), so the friend's
    // browser carries no cookie of the referrer's. The friend signs up through the link.
    await e2e.user.context().clearCookies();
    const friend = { name: 'Meera Iyer', email: `e2e-friend-${code.toLowerCase()}@example.com`, password: `friend-password-${code}` };
    const friendPage = e2e.desktop;
    await friendPage.goto(link);
    const codeField = friendPage.getByLabel('Referral code (optional)');
    await expect.poll(() => codeField.inputValue()).toBe(code);
    await friendPage.getByLabel('Name').fill(friend.name);
    await friendPage.getByLabel('Email').fill(friend.email);
    await friendPage.getByLabel('Password', { exact: true }).fill(friend.password);
    await friendPage.getByLabel('Confirm password').fill(friend.password);
    await friendPage.getByRole('checkbox', { name: /18 or older/i }).check();
    await friendPage.getByRole('checkbox', { name: /accept the terms/i }).check();
    await screenshot(friendPage, 'referral-03-friend-signup-with-code');
    await friendPage.getByRole('button', { name: 'Create account' }).click();
    await friendPage.getByText(/You are signed in/i).first().waitFor();

    await verifyThroughMail(e2e.admin, friendPage, friend.email);

    // The friend earns ₹Y (₹1) from the daily login.
    await signInUser(friendPage, e2e.app, friend, '/daily-login');
    await friendPage.getByRole('button', { name: /Claim Today/ }).click();
    await friendPage.getByText(/1 \/ 30/).first().waitFor();
    await screenshot(friendPage, 'referral-05-friend-daily-login');

    // The referral job qualifies the friend: the referrer sees the reward held, with its pay day.
    await runJob('advance-referrals');
    await openInvite(e2e.user, referrer);
    const friendRow = e2e.user.getByRole('listitem').filter({ hasText: /^M\*\*\*/ });
    await friendRow.getByText('Held', { exact: true }).waitFor();
    const mine = await expectStatus('my referrals', callApi(`${e2e.app.publicUrl}/api/referrals`, { token: await userToken(e2e.app, referrer) }));
    expect(mine.friends).toHaveLength(1);
    const clearsAt = new Date(mine.friends[0].clearsAt as string);
    expect(clearsAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY_MS - HOUR_MS);
    // The pay day as the page words it (the browser's own Indian-English formatter, IST).
    const payDay = await e2e.user.evaluate(
      (iso) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso)),
      clearsAt.toISOString(),
    );
    await friendRow.getByText(new RegExp(`^Paid on ${payDay}`)).waitFor();
    await e2e.user.getByText(`${REWARD} waiting to be paid into your wallet`).waitFor();
    await e2e.user.getByText(new RegExp(`^${REWARD} for M\\*\\*\\*: paid on ${payDay}.*in 7 days$`)).waitFor();
    await screenshot(e2e.user, 'referral-06-referrer-held');

    // A week later by the server's clock the job pays it.
    await moveClock(PAST_THE_HOLD_MS);
    await runJob('advance-referrals');
    await e2e.user.reload();
    await friendRow.getByText('Paid', { exact: true }).waitFor();
    await e2e.user.getByText('1 of 10 friends qualified').waitFor();
    expect(await e2e.user.getByText(/waiting to be paid into your wallet/).count()).toBe(0);
    await screenshot(e2e.user, 'referral-07-referrer-paid-1-of-10');

    await e2e.user.goto(`${e2e.app.publicUrl}/wallet/history`);
    const credit = e2e.user.getByRole('listitem').filter({ hasText: 'Referral reward: a friend you invited qualified' });
    await credit.getByText(`+${REWARD}`).waitFor();
    await screenshot(e2e.user, 'referral-08-referrer-wallet-credit');
    await e2e.user.goto(`${e2e.app.publicUrl}/wallet`);
    await expect.poll(async () => (await e2e.user.getByTestId('wallet-balance').textContent())?.trim()).toBe(REWARD);
  });
});
