import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { launchBrowser, screenshot } from './browser';

let app: AppProcess;
let browser: Browser;
let userContext: BrowserContext;
let adminContext: BrowserContext;
let user: Page;
let admin: Page;
const browserErrors: string[] = [];

const person = { name: 'Ravi Kumar', email: `ravi-${Date.now()}@example.com`, password: 'ravi-strong-password' };

function watchConsole(page: Page, label: string) {
  page.on('pageerror', (error) => browserErrors.push(`${label} pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A 401 after the account is blocked is the expected answer; anything else logged as an error is a defect.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) browserErrors.push(`${label} console: ${message.text()}`);
  });
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
  userContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  user = await userContext.newPage();
  admin = await adminContext.newPage();
  watchConsole(user, 'user');
  watchConsole(admin, 'admin');
});

afterAll(async () => {
  await browser?.close();
  const exitCode = await app?.stop();
  expect(exitCode).toBe(0);
});

describe('foundation, end to end in Chromium', () => {
  it('prints both URLs and how to sign in to admin when it starts', () => {
    expect(app.output()).toContain(`Public site:  ${app.publicUrl}`);
    expect(app.output()).toContain(`Admin site:   ${app.adminUrl}`);
    expect(app.output()).toContain(E2E_ADMIN.email);
  });

  it('a visitor signs up and is told to check their e-mail', async () => {
    await user.goto(app.publicUrl);
    await expect(user.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain('Honest Rewards');
    await screenshot(user, '01-home-mobile');
    await user.goto(`${app.publicUrl}/signup`);
    await user.getByLabel('Name').fill(person.name);
    await user.getByLabel('Email').fill(person.email);
    await user.getByLabel('Password', { exact: true }).fill(person.password);
    await user.getByLabel('Confirm password').fill(person.password);
    await user.getByRole('checkbox', { name: /18 or older/i }).check();
    await user.getByRole('checkbox', { name: /accept the terms/i }).check();
    await user.getByRole('button', { name: 'Create account' }).click();
    await user.getByText(/We sent you an e-mail/i).first().waitFor();
    await screenshot(user, '02-signed-up');
  });

  it('the admin signs in on the admin origin and finds the verification mail in the Mail tab', async () => {
    await admin.goto(app.adminUrl);
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: /^Mail/ }).click();
    await admin.getByRole('link', { name: new RegExp(person.email) }).first().click();
    const text = (await admin.getByTestId('mail-text').textContent()) ?? '';
    await screenshot(admin, '03-admin-mail');
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    // Links in mails point at PUBLIC_URL; the test server runs on a free port of its own.
    const verifyUrl = new URL(link!);
    await user.goto(`${app.publicUrl}${verifyUrl.pathname}${verifyUrl.search}`);
    await user.getByText('Your e-mail address is verified').waitFor();
    await screenshot(user, '04-verified');
  });

  it('the user signs in, sees the profile and sends a contact message', async () => {
    await user.goto(`${app.publicUrl}/profile`);
    await user.waitForURL(/\/signin\?redirect=/);
    await user.getByLabel('Email').fill(person.email);
    await user.getByLabel('Password').fill(person.password);
    await user.getByRole('button', { name: 'Sign in' }).click();
    await user.waitForURL(/\/profile$/);
    await user.getByText(person.name).first().waitFor();
    await user.getByText(person.email).first().waitFor();
    await screenshot(user, '05-profile');

    await user.goto(`${app.publicUrl}/contact`);
    await user.getByLabel('Name').fill(person.name);
    await user.getByLabel('Email').fill(person.email);
    await user.getByLabel('Message', { exact: true }).fill('My diamonds top-up has not arrived yet. Can you check?');
    await user.getByRole('button', { name: 'Send message' }).click();
    await user.getByText('Message sent successfully!').waitFor();
    await screenshot(user, '06-contact-sent');
  });

  it('the admin sees the message unread, marks it read, and blocks the user', async () => {
    await admin.getByRole('link', { name: /^Contacts/ }).click();
    const item = admin.getByRole('listitem').filter({ hasText: 'My diamonds top-up' });
    await item.getByText('Unread').waitFor();
    await screenshot(admin, '07-admin-contacts-unread');
    await item.getByRole('button', { name: /Mark as read/ }).click();
    await item.getByRole('button', { name: /Mark as unread/ }).waitFor();
    expect(await item.getByText('Unread', { exact: true }).count()).toBe(0);

    await admin.getByRole('link', { name: /^Users/ }).click();
    await admin.getByLabel('Search users').fill(person.email);
    await admin.getByRole('button', { name: `Block ${person.name}` }).click();
    await admin.getByText('User status updated').waitFor();
    await admin.getByRole('button', { name: `Unblock ${person.name}` }).waitFor();
    await screenshot(admin, '08-admin-user-blocked');
  });

  it("the blocked user's next page load signs them out", async () => {
    await user.goto(`${app.publicUrl}/profile`);
    await user.waitForURL(/\/signin/);
    await user.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(user, '09-blocked-user-signed-out');
  });

  it('logged no browser errors', () => {
    expect(browserErrors).toEqual([]);
  });
});
