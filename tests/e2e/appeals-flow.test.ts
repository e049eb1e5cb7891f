import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus, userToken, type E2eUser } from './factory';

/**
 * Issue 30's "holds say why, and can be contested", end to end in Chromium on a 360 px phone: a
 * refused task submission shows its coded reason first and the admin's note after it on /reviews,
 * in English and in Hindi; the person asks for a review; the admin answers it from the Appeals tab,
 * and the person reads the answer. The tasks capability is on as `npm start` has it.
 */
const e2e = useE2eSession('appeals', { userContext: { viewport: { width: 360, height: 780 } } });

const NOTE = 'The screenshot shows another app';

/** A task handed in by the user and refused by the admin with a note: the item the person contests. */
async function refusedSubmission(user: E2eUser, title: string): Promise<void> {
  const admin = await adminToken(e2e.app);
  const task = await expectStatus('task', callApi(`${e2e.app.adminUrl}/api/admin/tasks`, { method: 'POST', token: admin, body: { title, steps: 'Answer', rewardPaise: 500, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } }), 201);
  const submission = await expectStatus('submission', callApi(`${e2e.app.publicUrl}/api/tasks/${task._id}/submissions`, { method: 'POST', token: await userToken(e2e.app, user), body: { text: 'my answer' } }), 201);
  await expectStatus('reject', callApi(`${e2e.app.adminUrl}/api/admin/task-submissions/${submission._id}/reject`, { method: 'PUT', token: admin, body: { reason: NOTE } }));
}

describe('holds say why, and can be contested, in Chromium at 360 px', () => {
  it('English: the reason, the review asked, the admin’s answer read by the person', async () => {
    const user = await createE2eUser(e2e.app, { firstName: 'Meera' });
    await refusedSubmission(user, 'Rate our app (appeal e2e)');

    await signInUser(e2e.user, e2e.app, user, '/reviews');
    await e2e.user.getByRole('heading', { level: 1, name: 'Holds and reviews' }).waitFor();
    const item = e2e.user.getByRole('listitem', { name: /Task submission: Rate our app/ });
    await item.getByText('Refused by our team after checking your proof.').waitFor();
    expect(await item.getByText(NOTE).getAttribute('lang')).toBe('en');
    await screenshot(e2e.user, 'appeals-01-reason-en-360');
    await item.getByRole('button', { name: 'Ask for a review' }).click();
    await item.getByLabel('What should we look at again?').fill('My screenshot is of your app; please look again.');
    await screenshot(e2e.user, 'appeals-02-form-en-360');
    await item.getByRole('button', { name: 'Send request' }).click();
    await item.getByText(/^Review asked on .+: waiting for our answer\.$/).waitFor();
    await screenshot(e2e.user, 'appeals-03-asked-en-360');

    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: /^Appeals/ }).click();
    const card = e2e.admin.getByTestId('appeal').filter({ hasText: user.email });
    await card.getByText('Refused by our team after checking your proof.').waitFor();
    await card.getByRole('button', { name: /^Answer the appeal of/ }).click();
    const dialog = e2e.admin.getByRole('dialog');
    await dialog.getByLabel('Answer (e-mailed as written)').fill('We looked again: the screenshot is of another app.');
    await screenshot(e2e.admin, 'appeals-04-admin-answer');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await e2e.admin.getByText('Answer sent').first().waitFor();

    await e2e.user.reload();
    await item.getByText(/the decision stands\.$/).waitFor();
    await item.getByText('We looked again: the screenshot is of another app.').waitFor();
    await screenshot(e2e.user, 'appeals-05-answered-en-360');
  });

  it('Hindi: the same item and review in the reader’s language', async () => {
    const user = await createE2eUser(e2e.app, { firstName: 'Ravi' });
    await refusedSubmission(user, 'Rate our app (Hindi appeal e2e)');
    await e2e.user.context().addCookies([{ name: 'lang', value: 'hi', url: e2e.app.publicUrl }]);
    await e2e.user.goto(`${e2e.app.publicUrl}/signin?redirect=%2Freviews`);
    await e2e.user.getByLabel('ईमेल').fill(user.email);
    await e2e.user.getByLabel('पासवर्ड').fill(user.password);
    await e2e.user.getByRole('button', { name: 'साइन इन करें' }).click();
    await e2e.user.getByRole('heading', { level: 1, name: 'रोके गए आइटम और समीक्षा' }).waitFor();
    const item = e2e.user.getByRole('listitem', { name: /टास्क सबमिशन/ });
    await item.getByText('आपका सबूत जाँचने के बाद हमारी टीम ने मना किया।').waitFor();
    await screenshot(e2e.user, 'appeals-06-reason-hi-360');
    await item.getByRole('button', { name: 'समीक्षा माँगें' }).click();
    await item.getByLabel('हम दोबारा क्या देखें?').fill('मेरा स्क्रीनशॉट आपके ऐप का ही है, कृपया फिर से देखें।');
    await item.getByRole('button', { name: 'अनुरोध भेजें' }).click();
    await item.getByText(/हमारे जवाब का इंतज़ार है।$/).waitFor();
    await screenshot(e2e.user, 'appeals-07-asked-hi-360');
  });
});
