import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawHeroImage } from '../../server/seeds/hero-image';
import { screenshot, signInAdmin, useE2eSession } from './browser';
import { adminToken, callApi, expectStatus } from './factory';

// The unknown-post check below asks for a page the server answers with 404 on purpose.
const e2e = useE2eSession('content', {
  ignoreConsole: /status of 404/,
  userContext: { isMobile: true, hasTouch: true, permissions: ['clipboard-read', 'clipboard-write'] },
});

const heroPng = () => drawHeroImage({ from: [120, 53, 15], to: [234, 179, 8], accent: [255, 255, 255] }, 3, 600, 315);

/** An article of the test's own (unique id and title), so no test depends on another's post. */
function newArticle() {
  const tag = randomUUID().slice(0, 8);
  return {
    id: `e2e-gold-loans-${tag}`,
    title: `Gold Loans Explained, End to End ${tag}`,
    excerpt: 'How a gold loan works, what it costs and what to check first.',
    body: '## What is a gold loan?\n\nA loan against **gold jewellery**, usually for a few months.\n\n> Information, not financial advice.',
  };
}

/** Publishes the article through the admin API, with an uploaded hero image. */
async function publishArticle(article: ReturnType<typeof newArticle>): Promise<void> {
  const token = await adminToken(e2e.app);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(heroPng())], { type: 'image/png' }), 'gold.png');
  const upload = await fetch(`${e2e.app.adminUrl}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(upload.status).toBe(201);
  const { id: heroImageId } = (await upload.json()) as { id: string };
  const post = { id: article.id, title: article.title, excerpt: article.excerpt, category: 'Personal Loans', content: article.body, published: true, heroImageId };
  await expectStatus('blog post', callApi(`${e2e.app.adminUrl}/api/admin/blog`, { method: 'POST', token, body: post }), 201);
}

/** Ads and sponsored partners are site-wide settings: a test that looks at them sets them first. */
async function setAds(adClientId: string | null, partners: object[]): Promise<void> {
  const token = await adminToken(e2e.app);
  await expectStatus('ad settings', callApi(`${e2e.app.adminUrl}/api/admin/settings/ads`, { method: 'PUT', token, body: { adClientId } }));
  await expectStatus('partners', callApi(`${e2e.app.adminUrl}/api/admin/settings/sponsored-partners`, { method: 'PUT', token, body: { partners } }));
}

/** Nothing wider than the screen: no sideways scrolling of the whole page. */
function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('content, end to end in Chromium', () => {
  it('a visitor filters the catalogue by month and status, through the URL', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/youtube-app`);
    await e2e.user.getByText('Showing 45 of 45 apps').waitFor();
    expect(await e2e.user.title()).toBe('YouTube Redeem Code Apps · Honest Rewards');
    const months = await e2e.user.getByLabel('Month').locator('option').allTextContents();
    expect(months).toEqual(['All Months', 'September 2025', 'August 2025', 'July 2025', 'June 2025', 'May 2025']);
    expect(await fitsWidth(e2e.user)).toBe(true);
    await screenshot(e2e.user, 'content-01-catalogue-phone');

    await e2e.user.getByLabel('Month').selectOption('2025-08');
    await e2e.user.waitForURL(/month=2025-08/);
    await e2e.user.getByLabel('Status').selectOption('closed');
    await e2e.user.waitForURL(/status=closed/);
    // The list follows the URL: wait for the answer to the combined filter, then check every card.
    const cardTexts = () => e2e.user.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    await expect.poll(async () => (await cardTexts()).every((text) => text.includes('Closed'))).toBe(true);
    const texts = await cardTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((text) => /\d+ Aug/.test(text))).toBe(true);
    expect(await e2e.user.getByTestId('catalogue-count').textContent()).toBe(`Showing ${texts.length} of 45 apps`);
    const headings = await e2e.user.locator('main h2').allTextContents();
    expect(headings).toHaveLength(1);
    expect(headings[0]).toMatch(/^August 2025/);
    await screenshot(e2e.user, 'content-02-catalogue-filtered-phone');

    // Back restores the previous filters without a reload.
    await e2e.user.goBack();
    await e2e.user.waitForURL((url) => !url.search.includes('status='));
    expect(await e2e.user.getByLabel('Status').inputValue()).toBe('');
  });

  it("a closed app asks before opening its link", async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/youtube-app?month=2025-08&status=closed`);
    const firstClosed = e2e.user.locator('main article').first();
    await firstClosed.getByRole('button', { name: /^Download/ }).first().click();
    const dialog = e2e.user.getByRole('dialog', { name: 'App Closed' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This app is no longer giving redeem codes. Do you still want to download it?');
    const download = dialog.getByRole('link', { name: 'Download App' });
    expect(await download.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await download.getAttribute('href')).toMatch(/^https:\/\/example\.com\//);
    await screenshot(e2e.user, 'content-03-app-closed-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('a visitor copies a refer code', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/youtube-app?status=live&q=coinchakra`);
    const card = e2e.user.locator('main article').filter({ has: e2e.user.getByRole('button', { name: /Copy Refer Code/ }) }).first();
    const code = (await card.locator('.font-mono').textContent())?.trim();
    expect(code).toBeTruthy();
    await card.getByRole('button', { name: /Copy Refer Code/ }).click();
    const dialog = e2e.user.getByRole('dialog', { name: 'Refer Code Copied' });
    await dialog.getByText('Refer code copied successfully!').waitFor();
    expect(await e2e.user.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(e2e.user, 'content-04-refer-code-copied-phone');
    await e2e.user.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the catalogue on a desktop: three columns', async () => {
    await e2e.desktop.goto(`${e2e.app.publicUrl}/youtube-app?month=2025-09`);
    await e2e.desktop.getByText(/^Showing \d+ of 45 apps$/).waitFor();
    const tops = await e2e.desktop.locator('main ul').first().locator(':scope > li').evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await screenshot(e2e.desktop, 'content-05-catalogue-desktop');
  });

  it('an admin writes, illustrates and publishes an article', async () => {
    const article = newArticle();
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: 'Catalogue', exact: true }).click();
    await e2e.admin.getByText('Showing 20 of 45 apps (45 in the catalogue)').waitFor();
    await screenshot(e2e.admin, 'content-15-admin-catalogue');
    await e2e.admin.getByRole('link', { name: 'Blog', exact: true }).click();
    await e2e.admin.getByRole('rowheader', { name: /Personal Loans in 2025/ }).waitFor();
    await e2e.admin.getByRole('link', { name: 'New post' }).click();

    // Exact: the Hindi group below has 'Title (Hindi)' and 'Excerpt (Hindi)' (decision 037).
    await e2e.admin.getByLabel('Title', { exact: true }).fill(article.title);
    await e2e.admin.getByLabel('Id (address)').fill(article.id);
    await e2e.admin.getByLabel('Excerpt', { exact: true }).fill(article.excerpt);
    await e2e.admin.getByLabel('Category').selectOption('Personal Loans');
    await e2e.admin.getByLabel('Content (Markdown)').fill(article.body);
    await e2e.admin.getByRole('tablist', { name: 'Content', exact: true }).getByRole('tab', { name: 'Preview' }).click();
    await e2e.admin.getByTestId('markdown-preview').getByRole('heading', { name: 'What is a gold loan?' }).waitFor();

    await e2e.admin.getByLabel('Upload an image').setInputFiles({ name: 'gold.png', mimeType: 'image/png', buffer: heroPng() });
    await e2e.admin.getByText('Image uploaded').first().waitFor();
    const preview = e2e.admin.getByRole('img', { name: 'Hero preview' });
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(600);

    await e2e.admin.getByRole('checkbox', { name: 'Published' }).check();
    await e2e.admin.getByRole('button', { name: 'Create post' }).click();
    await e2e.admin.getByText('Post created').first().waitFor();
    await e2e.admin.waitForURL(new RegExp(`/blog/${article.id}$`));
    await screenshot(e2e.admin, 'content-06-admin-post-published');
  });

  it('a visitor finds a new article on the blog and reads it, with its image', async () => {
    const article = newArticle();
    await publishArticle(article);
    await setAds(null, []);
    await e2e.user.goto(`${e2e.app.publicUrl}/blog`);
    const link = e2e.user.getByRole('link', { name: article.title });
    await link.waitFor();
    expect(await fitsWidth(e2e.user)).toBe(true);
    await screenshot(e2e.user, 'content-07-blog-phone');
    await link.click();
    await e2e.user.waitForURL(new RegExp(`/blog/${article.id}$`));
    await e2e.user.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await e2e.user.getByRole('heading', { level: 2, name: 'What is a gold loan?' }).waitFor();
    const hero = e2e.user.locator('main article img').first();
    // The 600 px upload drawn about 358 px wide on this 390 px phone: the browser takes its 400 px WebP variant from the srcset.
    // (naturalWidth is density-corrected for a `w` candidate — the 400 px file reads as its drawn 358 px — so the file is named by currentSrc.)
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/uploads\/[0-9a-f-]{36}-400\.webp$/);
    expect(await e2e.user.title()).toBe(`${article.title} · Honest Rewards`);
    // No ad client configured: no ad slots, no sponsored block.
    expect(await e2e.user.getByText('Advertisement').count()).toBe(0);
    expect(await e2e.user.getByText('Sponsored').count()).toBe(0);
    await screenshot(e2e.user, 'content-08-post-phone');

    await e2e.desktop.goto(`${e2e.app.publicUrl}/blog`);
    await e2e.desktop.getByRole('link', { name: article.title }).waitFor();
    await screenshot(e2e.desktop, 'content-09-blog-desktop');
    await e2e.desktop.goto(`${e2e.app.publicUrl}/blog/${article.id}`);
    await e2e.desktop.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await screenshot(e2e.desktop, 'content-10-post-desktop');
  });

  it('a seeded article with a table fits a phone screen', async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/blog/personal-loans-guide-2025`);
    await e2e.user.getByRole('heading', { level: 1 }).waitFor();
    await e2e.user.locator('main table').waitFor();
    expect(await fitsWidth(e2e.user)).toBe(true);
    await screenshot(e2e.user, 'content-11-seeded-post-phone');
  });

  it('after an admin sets an ad client and a partner, a post shows labelled ad slots and a Sponsored card', async () => {
    const article = newArticle();
    await publishArticle(article);
    await signInAdmin(e2e.admin, e2e.app);
    await e2e.admin.getByRole('link', { name: 'Settings', exact: true }).click();
    await e2e.admin.getByLabel('Ad client id').fill('ca-pub-1234567890123456');
    await e2e.admin.getByRole('button', { name: 'Save', exact: true }).click();
    await e2e.admin.getByText('Ad settings saved').first().waitFor();
    await e2e.admin.getByRole('button', { name: 'Add partner' }).click();
    await e2e.admin.getByLabel('Partner name').fill('Example Finance');
    await e2e.admin.getByLabel('Offer title').fill('Quick loan approval');
    await e2e.admin.getByLabel('Offer description').fill('₹50,000 to ₹50 lakhs, rates from 10.99%, tenure 12 months to 7 years, no collateral.');
    await e2e.admin.getByLabel('Partner link').fill('https://example.com/partners/loans');
    await e2e.admin.getByRole('button', { name: 'Save partners' }).click();
    await e2e.admin.getByText('Sponsored partners saved').first().waitFor();
    await screenshot(e2e.admin, 'content-12-admin-settings');

    await e2e.desktop.goto(`${e2e.app.publicUrl}/blog/${article.id}`);
    await e2e.desktop.getByRole('heading', { level: 1, name: article.title }).waitFor();
    const slots = e2e.desktop.getByRole('complementary', { name: 'Advertisement' });
    expect(await slots.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-ad-slot')))).toEqual(['display', 'article', 'responsive', 'multiplex']);
    const related = e2e.desktop.getByRole('region', { name: 'Related Financial Services' });
    await related.getByText('Sponsored', { exact: true }).waitFor();
    expect(await related.getByRole('link', { name: /Visit Example Finance/ }).getAttribute('rel')).toBe('noopener noreferrer sponsored');
    await screenshot(e2e.desktop, 'content-13-post-with-ads-desktop');

    await e2e.user.goto(`${e2e.app.publicUrl}/blog`);
    await e2e.user.getByRole('link', { name: article.title }).waitFor();
    expect(await e2e.user.getByRole('complementary', { name: 'Advertisement' }).count()).toBeGreaterThan(1);
    await screenshot(e2e.user, 'content-14-blog-with-ads-phone');
  });

  it("the server sends an article's tags in its HTML, and lists it in the sitemap", async () => {
    const article = newArticle();
    await publishArticle(article);
    const html = await (await e2e.user.request.get(`${e2e.app.publicUrl}/blog/${article.id}`)).text();
    expect(html).toContain(`<title>${article.title} · Honest Rewards</title>`);
    expect(html).toContain(`<meta property="og:description" content="${article.excerpt}" />`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/[0-9a-f-]{36}\.png" \/>/);
    const sitemap = await (await e2e.user.request.get(`${e2e.app.publicUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/blog/${article.id}</loc>`);
  });

  it("an unknown article shows 'Blog Post Not Found' with a way back", async () => {
    await e2e.user.goto(`${e2e.app.publicUrl}/blog/no-such-article`);
    await e2e.user.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    await e2e.user.getByRole('link', { name: 'Back to Blog' }).click();
    await e2e.user.waitForURL(/\/blog$/);
  });
});
