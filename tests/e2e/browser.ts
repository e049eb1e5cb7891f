import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

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
