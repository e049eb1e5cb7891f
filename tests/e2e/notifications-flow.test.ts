import { describe, expect, it } from 'vitest';
import { screenshot, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

/**
 * Issue 30's notifications, end to end on a 360 px phone: an admin completes a person's withdrawal
 * and rejects another; the header's bell counts them, the inbox lists them newest first with a link
 * to each, "Mark all as read" clears the bell, and an e-mail choice is saved — in English and Hindi.
 */
const e2e = useE2eSession('notifications', { userContext: { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true } });

/** Two outcomes for the person: a ₹30 withdrawal completed, then a ₹30 one rejected. */
async function twoOutcomes(user: E2eUser): Promise<void> {
  const token = await userToken(e2e.app, user);
  const admin = await adminToken(e2e.app);
  const ask = () => expectStatus('withdraw', callApi(`${e2e.app.publicUrl}/api/wallet/redeem`, { method: 'POST', token, body: { amount: 30, email: user.email } }));
  const first = (await ask()).request._id as string;
  await expectStatus('complete', callApi(`${e2e.app.adminUrl}/api/admin/redeem-requests/${first}/complete`, { method: 'PUT', token: admin, body: { code: 'ABCD-EFGH-IJKL-7788' } }));
  const second = (await ask()).request._id as string;
  await expectStatus('reject', callApi(`${e2e.app.adminUrl}/api/admin/redeem-requests/${second}/reject`, { method: 'PUT', token: admin, body: { reason: 'Address mismatch' } }));
}

describe('notifications in Chromium at 360 px', () => {
  it('English: the bell, the inbox, mark all read and an e-mail choice', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 100, firstName: 'Ravi' });
    await twoOutcomes(user);
    await signInUser(e2e.user, e2e.app, user, '/profile');
    const bell = e2e.user.getByRole('link', { name: 'Notifications: 2 unread' });
    await bell.waitFor();
    await screenshot(e2e.user, 'notifications-01-bell');
    await bell.click();
    await e2e.user.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    // The heading comes first; the list follows with its answer.
    await expect.poll(() => e2e.user.getByRole('article').getByRole('heading').allTextContents()).toEqual(['UnreadYour ₹30 withdrawal was not completed', 'UnreadYour ₹30 Google Play code']);
    await e2e.user.getByText(/ending in 7788/).waitFor();
    expect(await e2e.user.getByText('ABCD-EFGH').count()).toBe(0);
    expect(await e2e.user.getByRole('article').first().getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/redeem-history');
    // Nothing wider than the phone.
    // Measured once the fonts are in (as the accessibility walk does): a fallback font's wider words are not the page's layout.
    expect(await e2e.user.evaluate(async () => (await document.fonts.ready, document.documentElement.scrollWidth))).toBeLessThanOrEqual(360);
    await screenshot(e2e.user, 'notifications-02-inbox-en');

    await e2e.user.getByRole('button', { name: 'Mark all as read' }).click();
    await e2e.user.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await e2e.user.getByRole('checkbox', { name: 'Withdrawal done: E-mail' }).uncheck();
    await e2e.user.getByText('Saved.').waitFor();
    await e2e.user.getByRole('heading', { name: 'How we tell you' }).scrollIntoViewIfNeeded();
    await screenshot(e2e.user, 'notifications-03-preferences-en');
    await e2e.user.reload();
    expect(await e2e.user.getByRole('checkbox', { name: 'Withdrawal done: E-mail' }).isChecked()).toBe(false);
    expect(await e2e.user.getByRole('checkbox', { name: 'Withdrawal done: Push' }).isChecked()).toBe(true);
  });

  it('Hindi: the inbox and the choices in the reader\'s language', async () => {
    const user = await createE2eUser(e2e.app, { balanceRupees: 100, firstName: 'Asha' });
    await twoOutcomes(user);
    await signInUser(e2e.user, e2e.app, user, '/profile');
    await e2e.user.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
    await e2e.user.goto(`${e2e.app.publicUrl}/notifications`);
    await e2e.user.getByRole('heading', { level: 1, name: 'सूचनाएँ' }).waitFor();
    await e2e.user.getByText(/7788 पर ख़त्म होने वाला/).waitFor();
    await e2e.user.getByRole('link', { name: 'सूचनाएँ: 2 बिना पढ़ी' }).waitFor();
    // Measured once the fonts are in (as the accessibility walk does): a fallback font's wider words are not the page's layout.
    expect(await e2e.user.evaluate(async () => (await document.fonts.ready, document.documentElement.scrollWidth))).toBeLessThanOrEqual(360);
    await screenshot(e2e.user, 'notifications-04-inbox-hi');
    await e2e.user.getByRole('heading', { name: 'हम आपको कैसे बताएँ' }).scrollIntoViewIfNeeded();
    await screenshot(e2e.user, 'notifications-05-preferences-hi');
  });
});
