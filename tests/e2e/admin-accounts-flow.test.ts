import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAdmin, useE2eSession } from './browser';
import { adminToken, callApi, expectStatus } from './factory';

/**
 * Admin accounts, end to end at 1280 px (issue 31, decision 051): the owner invites an admin on the
 * Admins tab; the invitee opens the link the server mailed, chooses a password, must set up two-factor
 * sign-in (codes made here from the key the page shows, as an authenticator app would) and lands on
 * the dashboard signed in with the role given (the owner role: the other roles' screens are declared by decision 046's procedures).
 */
const e2e = useE2eSession('admin-accounts');

describe('admin accounts, end to end in Chromium at 1280 px', () => {
  it('the owner invites; the invitee opens the mailed link, sets a password, enrols and is signed in', async () => {
    const email = `e2e-invitee-${randomUUID().slice(0, 8)}@example.com`;
    const owner = e2e.admin;
    await signInAdmin(owner, e2e.app);
    await owner.getByRole('link', { name: /^Admins/ }).click();
    await owner.getByRole('button', { name: 'Invite an admin…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite an admin' });
    await dialog.getByLabel('E-mail address').fill(email);
    // An owner: the screens a new admin lands on are each role's to declare (decision 046), not this flow's.
    await dialog.getByLabel('Role').selectOption('owner');
    await dialog.getByText('The Owner role allows everything, including managing admins.').waitFor();
    await screenshot(owner, 'admin-accounts-01-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('row', { name: new RegExp(email) }).getByText('Invited', { exact: true }).waitFor();
    await screenshot(owner, 'admin-accounts-02-invited');

    // The link, as the invitee finds it in their mailbox (here: the outbox).
    const mails = (await expectStatus('outbox', callApi(`${e2e.app.adminUrl}/api/admin/outbox`, { token: await adminToken(e2e.app) }))) as Array<{ to: string; text: string }>;
    const link = /(http\S+\/accept-invitation\?token=[^\s&]+)/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const invitee = e2e.desktop;
    await invitee.goto(link!.replace(/^https?:\/\/[^/]+/, e2e.app.adminUrl));
    await invitee.getByText(`You are invited as Owner with ${email}`, { exact: false }).waitFor();
    await invitee.getByLabel('Password', { exact: true }).fill('an-e2e-invited-password');
    await screenshot(invitee, 'admin-accounts-03-accept');
    await invitee.getByRole('button', { name: 'Set password and continue' }).click();

    const key = (await invitee.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    await screenshot(invitee, 'admin-accounts-04-enrol');
    await invitee.getByLabel('6-digit code').fill(generateSync({ secret: key }));
    await invitee.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await invitee.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await screenshot(invitee, 'admin-accounts-05-recovery-codes');
    await invitee.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await invitee.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    await screenshot(invitee, 'admin-accounts-06-signed-in');
    expect(new URL(invitee.url()).pathname).not.toBe('/accept-invitation');

    // Listed active with two-factor on (the packaged Chromium's pages share one cookie store: this is the new admin's own view).
    await owner.reload();
    const row = owner.getByRole('row', { name: new RegExp(email) });
    await row.getByText('Active', { exact: true }).waitFor();
    await expect(row.getByText('On', { exact: true }).count()).resolves.toBe(1);
    await screenshot(owner, 'admin-accounts-07-active');
  });
});
