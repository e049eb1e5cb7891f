import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { resolveChromium } from './chromium';
import { adminToken } from './factory';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export async function launchBrowser(options: { packaged?: boolean } = {}): Promise<Browser> {
  const { executablePath, args } = await resolveChromium(options);
  // Playwright gives every launch a new empty profile folder of its own.
  return chromium.launch({ executablePath, args, headless: true });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** What a test drives: its file's app process and three pages on one Chromium. */
export interface E2eSession {
  app: AppProcess;
  /** A phone-sized page (390 × 844) for the public site. */
  user: Page;
  /** A desktop page (1280 × 900) for the admin site. */
  admin: Page;
  /** A desktop page (1280 × 900) for the public site. */
  desktop: Page;
}

/**
 * One app process, one Chromium and its pages for a test file, started before its first test and
 * stopped (exit code 0) after its last. After each test every cookie is cleared and the pages
 * left blank, so the next test starts signed out: it makes and signs in the users it needs
 * (`factory.ts`) and can run alone. (Fresh contexts per test would not isolate them: the packaged
 * Chromium runs as one process whose contexts share one cookie store, and closing one there ends
 * the browser.) A failing test's pages are saved as `<name>-failed-…` screenshots; a test whose
 * pages logged an error fails. `ignoreConsole` names console errors the flow expects (a 401
 * after a block); `appEnv` adds to the app process's environment (TEST_CLOCK_CONTROL);
 * `packagedChromium` always runs the npm package's Chromium (the visual tests' pixels).
 */
export function useE2eSession(name: string, options: { ignoreConsole?: RegExp; userContext?: BrowserContextOptions; appEnv?: Record<string, string>; packagedChromium?: boolean } = {}): E2eSession {
  const session = {} as E2eSession;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let browserErrors: string[] = [];
  const pages = () => [[session.user, 'user'], [session.admin, 'admin'], [session.desktop, 'desktop']] as const;
  beforeAll(async () => {
    [session.app, browser] = await Promise.all([startAppProcess(options.appEnv), launchBrowser({ packaged: options.packagedChromium })]);
    const open = async (label: string, contextOptions: BrowserContextOptions) => {
      const context = await browser!.newContext(contextOptions);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => browserErrors.push(`${label}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' || options.ignoreConsole?.test(message.text())) return;
        // An address no route serves is answered 404 on purpose (the SPA still shows its page): Chromium logs that document's status.
        if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
        browserErrors.push(`${label} console: ${message.text()}`);
      });
      return page;
    };
    session.user = await open('user', { viewport: { width: 390, height: 844 }, ...options.userContext });
    // The public site's service worker runs on the phone page only: registering it in a second
    // context closes the packaged (single-process) Chromium.
    session.admin = await open('admin', { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    session.desktop = await open('desktop', { viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      for (const [page, label] of pages()) await screenshot(page, `${name}-failed-${label}-${context.task.name.slice(0, 30)}`);
    }
    for (const [page] of pages()) await page.goto('about:blank');
    for (const browserContext of contexts) await browserContext.clearCookies();
    const errors = browserErrors;
    browserErrors = [];
    expect(errors, 'errors logged by the pages').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    expect(await session.app?.stop()).toBe(0);
  });
  return session;
}

/** Signs a user in through the sign-in form and waits for the page it asked for. */
export async function signInUser(page: Page, app: AppProcess, user: { email: string; password: string }, path = '/profile'): Promise<void> {
  await page.goto(`${app.publicUrl}/signin?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/**
 * Signs an admin (the e2e owner unless told) in on the admin origin and waits for the dashboard.
 * As `adminToken` does, it first switches two-admin approval off (the site's one admin may,
 * decision 048); a test of approval switches it back on.
 */
export async function signInAdmin(page: Page, app: AppProcess, account: { email: string; password: string } = E2E_ADMIN): Promise<void> {
  await adminToken(app);
  await page.goto(`${app.adminUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /^Users/ }).waitFor();
}
