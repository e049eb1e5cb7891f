import { describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './app-process';
import { screenshot, signInAdmin, signInUser, useE2eSession } from './browser';
import { adminToken, callApi, createE2eUser, expectStatus } from './factory';

// A 401 after the account is blocked is the expected answer; anything else logged as an error is a defect.
const e2e = useE2eSession('foundation', { ignoreConsole: /status of 401/ });

describe('foundation, end to end in Chromium', () => {
  it('prints both URLs and how to sign in to admin when it starts', () => {
    expect(e2e.app.output()).toContain(`Public site:  ${e2e.app.publicUrl}`);
    expect(e2e.app.output()).toContain(`Admin site:   ${e2e.app.adminUrl}`);
    expect(e2e.app.output()).toContain(E2E_ADMIN.email);
  });

  it('a visitor signs up, is signed in at once and is asked to verify the address', async () => {
    const person = { name: 'Ravi Kumar', email: `ravi-${Date.now()}@example.com`, password: 'ravi-strong-password' };
    await e2e.user.goto(e2e.app.publicUrl);
    await expect(e2e.user.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain('Honest Rewards');
    await screenshot(e2e.user, '01-home-mobile');
    await e2e.user.goto(`${e2e.app.publicUrl}/signup`);
    await e2e.user.getByLabel('Name').fill(person.name);
    await e2e.user.getByLabel('Email').fill(person.email);
    await e2e.user.getByLabel('Password', { exact: true }).fill(person.password);
    await e2e.user.getByLabel('Confirm password').fill(person.password);
    await e2e.user.getByRole('checkbox', { name: /18 or older/i }).check();
    await e2e.user.getByRole('checkbox', { name: /accept the terms/i }).check();
    await e2e.user.getByRole('button', { name: 'Create account' }).click();
    await e2e.user.waitForURL(/\/profile$/);
    await e2e.user.getByText(/You are signed in/i).first().waitFor();
    await e2e.user.getByText('Verify your e-mail to start earning').waitFor();
    await screenshot(e2e.user, '02-signed-up');
  });

  it('the admin signs in on the admin origin, finds the verification mail in the Mail tab, and its link verifies the address', async () => {
    const person = await createE2eUser(e2e.app, { verified: false });
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Mail/ }).click();
    await e2e.admin.getByRole('link', { name: new RegExp(person.email) }).first().click();
    const text = (await e2e.admin.getByTestId('mail-text').textContent()) ?? '';
    await screenshot(e2e.admin, '03-admin-mail');
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    // Links in mails point at PUBLIC_URL; the test server runs on a free port of its own.
    const verifyUrl = new URL(link!);
    await e2e.user.goto(`${e2e.app.publicUrl}${verifyUrl.pathname}${verifyUrl.search}`);
    await e2e.user.getByText('Your e-mail address is verified').waitFor();
    await screenshot(e2e.user, '04-verified');
  });

  it('the user signs in, sees the profile and sends a contact message', async () => {
    const person = await createE2eUser(e2e.app);
    await e2e.user.goto(`${e2e.app.publicUrl}/profile`);
    await e2e.user.waitForURL(/\/signin\?redirect=/);
    await e2e.user.getByLabel('Email').fill(person.email);
    await e2e.user.getByLabel('Password').fill(person.password);
    await e2e.user.getByRole('button', { name: 'Sign in' }).click();
    await e2e.user.waitForURL(/\/profile$/);
    await e2e.user.getByText(person.name).first().waitFor();
    await e2e.user.getByText(person.email).first().waitFor();
    await screenshot(e2e.user, '05-profile');

    await e2e.user.goto(`${e2e.app.publicUrl}/contact`);
    await e2e.user.getByLabel('Name').fill(person.name);
    await e2e.user.getByLabel('Email').fill(person.email);
    await e2e.user.getByLabel('Message', { exact: true }).fill('My diamonds top-up has not arrived yet. Can you check?');
    await e2e.user.getByRole('button', { name: 'Send message' }).click();
    await e2e.user.getByText(/Your ticket number is HR-\d{6}\./).waitFor();
    await screenshot(e2e.user, '06-contact-sent');
  });

  it('the admin sees a message unread, marks it read, and blocks its sender', async () => {
    const person = await createE2eUser(e2e.app);
    const message = `Where is my top-up? (${person.email})`;
    await expectStatus('contact message', callApi(`${e2e.app.publicUrl}/api/contact`, { method: 'POST', body: { name: person.name, email: person.email, message } }));
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: /^Contacts/ }).click();
    const item = e2e.admin.getByRole('listitem').filter({ hasText: message });
    await item.getByText('Unread').waitFor();
    await screenshot(e2e.admin, '07-admin-contacts-unread');
    await item.getByRole('button', { name: /Mark as read/ }).click();
    await item.getByRole('button', { name: /Mark as unread/ }).waitFor();
    expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);

    await e2e.admin.getByRole('link', { name: /^Users/ }).click();
    await e2e.admin.getByLabel('Search users').fill(person.email);
    await e2e.admin.getByRole('button', { name: `Block ${person.name}` }).click();
    // A block states its consequence and needs a reason, shown to the person (decision 048).
    const dialog = e2e.admin.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Several accounts on one device');
    await dialog.getByRole('button', { name: 'Block user' }).click();
    await e2e.admin.getByText('User status updated').waitFor();
    await e2e.admin.getByRole('button', { name: `Unblock ${person.name}` }).waitFor();
    await screenshot(e2e.admin, '08-admin-user-blocked');
  });

  it("a blocked user's next page load signs them out", async () => {
    const person = await createE2eUser(e2e.app);
    await signInUser(e2e.user, e2e.app, person, '/profile');
    await expectStatus('block', callApi(`${e2e.app.adminUrl}/api/admin/users/${person.id}/toggle-block`, { method: 'PUT', token: await adminToken(e2e.app) }));
    await e2e.user.goto(`${e2e.app.publicUrl}/profile`);
    await e2e.user.waitForURL(/\/signin/);
    await e2e.user.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(e2e.user, '09-blocked-user-signed-out');
  });
});
