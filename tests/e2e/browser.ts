import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process';

/** Keeps Chromium off the (closed) network: no background fetches, updates or sync. */
const QUIET_FLAGS = ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--no-sandbox'];

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Chromium from CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the @sparticuz/chromium npm package. */
async function resolveChromium(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROMIUM_PATH) return { executablePath: process.env.CHROMIUM_PATH, args: QUIET_FLAGS };
  if (fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: QUIET_FLAGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: [...packaged.args, ...QUIET_FLAGS] };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await resolveChromium();
  // Playwright gives every launch a new empty profile folder of its own.
  return chromium.launch({ executablePath, args, headless: true });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** What a test file drives: its own app process, a phone-sized user page and a desktop admin page. */
export interface E2eSession {
  app: AppProcess;
  user: Page;
  admin: Page;
  /** Page errors and console errors of either page, for the flow's last test to expect none. */
  browserErrors: string[];
}

/**
 * One app process and one Chromium for a test file, started before its first test and stopped
 * (exit code 0) after its last; both pages are saved as `<name>-failed-…` screenshots when a
 * test fails. `ignoreConsole` names console errors the flow expects (a 401 after a block).
 */
export function useE2eSession(name: string, options: { ignoreConsole?: RegExp; userContext?: BrowserContextOptions } = {}): E2eSession {
  const session = { browserErrors: [] as string[] } as E2eSession;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [app, launched] = await Promise.all([startAppProcess(), launchBrowser()]);
    session.app = app;
    browser = launched;
    session.user = await (await launched.newContext({ viewport: { width: 390, height: 844 }, ...options.userContext })).newPage();
    session.admin = await (await launched.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    for (const [page, label] of [[session.user, 'user'], [session.admin, 'admin']] as const) {
      page.on('pageerror', (error) => session.browserErrors.push(`${label}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !options.ignoreConsole?.test(message.text())) session.browserErrors.push(`${label} console: ${message.text()}`);
      });
    }
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    await screenshot(session.user, `${name}-failed-user-${context.task.name.slice(0, 30)}`);
    await screenshot(session.admin, `${name}-failed-admin-${context.task.name.slice(0, 30)}`);
  });
  afterAll(async () => {
    await browser?.close();
    expect(await session.app?.stop()).toBe(0);
  });
  return session;
}
