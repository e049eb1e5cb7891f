import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawHeroImage } from '../../server/seeds/hero-image';
import { E2E_ADMIN, startAppProcess, type AppProcess } from './app-process';
import { launchBrowser, screenshot } from './browser';

let app: AppProcess;
let browser: Browser;
let phoneContext: BrowserContext;
let desktopContext: BrowserContext;
let adminContext: BrowserContext;
let phone: Page;
let desktop: Page;
let admin: Page;
const browserErrors: string[] = [];

const article = {
  id: `e2e-gold-loans-${Date.now()}`,
  title: 'Gold Loans Explained, End to End',
  excerpt: 'How a gold loan works, what it costs and what to check first.',
  body: '## What is a gold loan?\n\nA loan against **gold jewellery**, usually for a few months.\n\n> Information, not financial advice.',
};

function watchConsole(page: Page, label: string) {
  page.on('pageerror', (error) => browserErrors.push(`${label} pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The unknown-post check below asks for a page the server answers with 404 on purpose.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) browserErrors.push(`${label} console: ${message.text()}`);
  });
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppProcess(), launchBrowser()]);
  phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  desktopContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await phoneContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.publicUrl });
  phone = await phoneContext.newPage();
  desktop = await desktopContext.newPage();
  admin = await adminContext.newPage();
  watchConsole(phone, 'phone');
  watchConsole(desktop, 'desktop');
  watchConsole(admin, 'admin');
});

afterAll(async () => {
  await browser?.close();
  const exitCode = await app?.stop();
  expect(exitCode).toBe(0);
});

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('content, end to end in Chromium', () => {
  it('a visitor filters the catalogue by month and status, through the URL', async () => {
    await phone.goto(`${app.publicUrl}/youtube-app`);
    await phone.getByText('Showing 45 of 45 apps').waitFor();
    expect(await phone.title()).toBe('YouTube Redeem Code Apps · Honest Rewards');
    const months = await phone.getByLabel('Month').locator('option').allTextContents();
    expect(months).toEqual(['All Months', 'September 2025', 'August 2025', 'July 2025', 'June 2025', 'May 2025']);
    expect(await fitsWidth(phone)).toBe(true);
    await screenshot(phone, 'content-01-catalogue-phone');

    await phone.getByLabel('Month').selectOption('2025-08');
    await phone.waitForURL(/month=2025-08/);
    await phone.getByLabel('Status').selectOption('closed');
    await phone.waitForURL(/status=closed/);
    // The list follows the URL: wait for the answer to the combined filter, then check every card.
    const cardTexts = () => phone.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    await expect.poll(async () => (await cardTexts()).every((text) => text.includes('Closed'))).toBe(true);
    const texts = await cardTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => /\d+ Aug/.test(text))).toBe(true);
    expect(await phone.getByTestId('catalogue-count').textContent()).toBe(`Showing ${texts.length} of 45 apps`);
    const headings = await phone.locator('main h2').allTextContents();
    expect(headings).toHaveLength(1);
    expect(headings[0]).toMatch(/^August 2025/);
    await screenshot(phone, 'content-02-catalogue-filtered-phone');

    // Back restores the previous filters without a reload.
    await phone.goBack();
    await phone.waitForURL((url) => !url.search.includes('status='));
    expect(await phone.getByLabel('Status').inputValue()).toBe('');
  });

  it("a closed app asks before opening its link", async () => {
    await phone.goto(`${app.publicUrl}/youtube-app?month=2025-08&status=closed`);
    const firstClosed = phone.locator('main article').first();
    await firstClosed.getByRole('button', { name: /^Download/ }).first().click();
    const dialog = phone.getByRole('dialog', { name: 'App Closed' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This app is no longer giving redeem codes. Do you still want to download it?');
    const download = dialog.getByRole('link', { name: 'Download App' });
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await download.getAttribute('href')).toMatch(/^https:\/\/example\.com\//);
    await screenshot(phone, 'content-03-app-closed-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a visitor copies a refer code', async () => {
    await phone.goto(`${app.publicUrl}/youtube-app?status=live&q=coinchakra`);
    const card = phone.locator('main article').filter({ has: phone.getByRole('button', { name: /Copy Refer Code/ }) }).first();
    const code = (await card.locator('.font-mono').textContent())?.trim();
    expect(code).toBeTruthy();
    await card.getByRole('button', { name: /Copy Refer Code/ }).click();
    const dialog = phone.getByRole('dialog', { name: 'Refer Code Copied' });
    await dialog.getByText('Refer code copied successfully!').waitFor();
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(phone, 'content-04-refer-code-copied-phone');
    await phone.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the catalogue on a desktop: three columns', async () => {
    await desktop.goto(`${app.publicUrl}/youtube-app?month=2025-09`);
    await desktop.getByText(/^Showing \d+ of 45 apps$/).waitFor();
    const tops = await desktop.locator('main ul').first().locator(':scope > li').evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await screenshot(desktop, 'content-05-catalogue-desktop');
  });

  it('an admin writes, illustrates and publishes an article', async () => {
    await admin.goto(app.adminUrl);
    await admin.getByLabel('Email').fill(E2E_ADMIN.email);
    await admin.getByLabel('Password').fill(E2E_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByRole('link', { name: 'Catalogue', exact: true }).click();
    await admin.getByText('Showing 20 of 45 apps (45 in the catalogue)').waitFor();
    await screenshot(admin, 'content-15-admin-catalogue');
    await admin.getByRole('link', { name: 'Blog', exact: true }).click();
    await admin.getByRole('rowheader', { name: /Personal Loans in 2025/ }).waitFor();
    await admin.getByRole('link', { name: 'New post' }).click();

    await admin.getByLabel('Title').fill(article.title);
    await admin.getByLabel('Id (address)').fill(article.id);
    await admin.getByLabel('Excerpt').fill(article.excerpt);
    await admin.getByLabel('Category').selectOption('Personal Loans');
    await admin.getByLabel('Content (Markdown)').fill(article.body);
    await admin.getByRole('tab', { name: 'Preview' }).click();
    await admin.getByTestId('markdown-preview').getByRole('heading', { name: 'What is a gold loan?' }).waitFor();

    const png = drawHeroImage({ from: [120, 53, 15], to: [234, 179, 8], accent: [255, 255, 255] }, 3, 600, 315);
    await admin.getByLabel('Upload an image').setInputFiles({ name: 'gold.png', mimeType: 'image/png', buffer: png });
    await admin.getByText('Image uploaded').first().waitFor();
    const preview = admin.getByRole('img', { name: 'Hero image preview' });
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);

    await admin.getByRole('checkbox', { name: 'Published' }).check();
    await admin.getByRole('button', { name: 'Create post' }).click();
    await admin.getByText('Post created').first().waitFor();
    await admin.waitForURL(new RegExp(`/blog/${article.id}$`));
    await screenshot(admin, 'content-06-admin-post-published');
  });

  it('a visitor finds the new article on the blog and reads it, with its image', async () => {
    await phone.goto(`${app.publicUrl}/blog`);
    const link = phone.getByRole('link', { name: article.title });
    await link.waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await screenshot(phone, 'content-07-blog-phone');
    await link.click();
    await phone.waitForURL(new RegExp(`/blog/${article.id}$`));
    await phone.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await phone.getByRole('heading', { level: 2, name: 'What is a gold loan?' }).waitFor();
    const hero = phone.locator('main article img').first();
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);
    expect(await phone.title()).toBe(`${article.title} · Honest Rewards`);
    // No ad client configured: no ad slots, no sponsored block.
    expect(await phone.getByText('Advertisement').count()).toBe(0);
    expect(await phone.getByText('Sponsored').count()).toBe(0);
    await screenshot(phone, 'content-08-post-phone');

    await desktop.goto(`${app.publicUrl}/blog`);
    await desktop.getByRole('link', { name: article.title }).waitFor();
    await screenshot(desktop, 'content-09-blog-desktop');
    await desktop.goto(`${app.publicUrl}/blog/${article.id}`);
    await desktop.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await screenshot(desktop, 'content-10-post-desktop');
  });

  it('a seeded article with a table fits a phone screen', async () => {
    await phone.goto(`${app.publicUrl}/blog/personal-loans-guide-2025`);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.locator('main table').waitFor();
    expect(await fitsWidth(phone)).toBe(true);
    await screenshot(phone, 'content-11-seeded-post-phone');
  });

  it('after an admin sets an ad client and a partner, the post shows labelled ad slots and a Sponsored card', async () => {
    await admin.getByRole('link', { name: 'Settings', exact: true }).click();
    await admin.getByLabel('Ad client id').fill('ca-pub-1234567890123456');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByText('Ad settings saved').first().waitFor();
    await admin.getByRole('button', { name: 'Add partner' }).click();
    await admin.getByLabel('Partner name').fill('Example Finance');
    await admin.getByLabel('Offer title').fill('Quick loan approval');
    await admin.getByLabel('Offer description').fill('₹50,000 to ₹50 lakhs, rates from 10.99%, tenure 12 months to 7 years, no collateral.');
    await admin.getByLabel('Partner link').fill('https://example.com/partners/loans');
    await admin.getByRole('button', { name: 'Save partners' }).click();
    await admin.getByText('Sponsored partners saved').first().waitFor();
    await screenshot(admin, 'content-12-admin-settings');

    await desktop.goto(`${app.publicUrl}/blog/${article.id}`);
    await desktop.getByRole('heading', { level: 1, name: article.title }).waitFor();
    const slots = desktop.getByRole('complementary', { name: 'Advertisement' });
    expect(await slots.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-ad-slot')))).toEqual(['display', 'article', 'responsive', 'multiplex']);
    const related = desktop.getByRole('region', { name: 'Related Financial Services' });
    await related.getByText('Sponsored', { exact: true }).waitFor();
    expect(await related.getByRole('link', { name: /Visit Example Finance/ }).getAttribute('rel')).toBe('noopener noreferrer sponsored');
    await screenshot(desktop, 'content-13-post-with-ads-desktop');

    await phone.goto(`${app.publicUrl}/blog`);
    await phone.getByRole('link', { name: article.title }).waitFor();
    expect(await phone.getByRole('complementary', { name: 'Advertisement' }).count()).toBeGreaterThan(1);
    await screenshot(phone, 'content-14-blog-with-ads-phone');
  });

  it('the server sends the article\'s tags in its HTML, and lists it in the sitemap', async () => {
    const html = await (await phone.request.get(`${app.publicUrl}/blog/${article.id}`)).text();
    expect(html).toContain(`<title>${article.title} · Honest Rewards</title>`);
    expect(html).toContain(`<meta property="og:description" content="${article.excerpt}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/[0-9a-f-]{36}\.png" \/>/);
    const sitemap = await (await phone.request.get(`${app.publicUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${article.id}</loc>`);
  });

  it("an unknown article shows 'Blog Post Not Found' with a way back", async () => {
    await phone.goto(`${app.publicUrl}/blog/no-such-article`);
    await phone.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    await phone.getByRole('link', { name: 'Back to Blog' }).click();
    await phone.waitForURL(/\/blog$/);
  });

  it('logged no browser errors', () => {
    expect(browserErrors).toEqual([]);
  });
});
