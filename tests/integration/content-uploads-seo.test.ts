import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, MediaFile, MediaVariant } from '../../db/entities';
import { backfillImageVariants } from '../../server/modules/media/backfill-variants';
import { encodePng } from '../../server/seeds/hero-image';
import { checkEveryResponse, expectRestError } from './assertions';
import { createSpaStaticRoot, INDEX_HTML } from './spa-static-root';
import { createTestServer, type TestServer } from './harness';
import { multipartBody } from './multipart-body';

let t: TestServer;
let admin: string;
let staticRoot: ReturnType<typeof createSpaStaticRoot>;

beforeAll(async () => {
  staticRoot = createSpaStaticRoot('content');
  t = await createTestServer({}, { staticRoot: staticRoot.root });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  staticRoot.remove();
});
checkEveryResponse(() => t);

const TINY_PNG = encodePng(2, 2, new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]));
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
/** Real images, since every upload is decoded to make its variants. */
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1e7b5a' } });
const SMALL_JPEG = await solid(8, 6).jpeg().toBuffer();
const SMALL_WEBP = await solid(8, 6).webp().toBuffer();

function upload(file: { filename: string; type: string; data: Buffer | string }, options: { token?: string | null; target?: 'admin' | 'public'; field?: string } = {}) {
  const body = multipartBody([{ name: options.field ?? 'file', ...file }]);
  return t.request(options.target ?? 'admin', {
    method: 'POST',
    url: '/api/admin/uploads',
    payload: body.payload,
    headers: body.headers,
    token: options.token === null ? undefined : (options.token ?? admin),
  });
}

async function mediaCount() {
  return t.server.orm.em.fork().count(MediaFile, {});
}

describe('image uploads', () => {
  it('stores a real PNG and serves it back on both origins with its type, nosniff and a long cache', async () => {
    const before = await mediaCount();
    const response = await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ contentType: 'image/png', sizeBytes: TINY_PNG.length });
    expect(stored.url).toBe(`/uploads/${stored.id}.png`);
    expect(await mediaCount()).toBe(before + 1);

    for (const target of ['public', 'admin'] as const) {
      const served = await t.request(target, { method: 'GET', url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
      const again = await t.request(target, { method: 'GET', url: stored.url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const audit = await t.server.orm.em.fork().find(AuditEntry, { action: 'media.upload', targetId: stored.id });
    expect(audit).toHaveLength(1);
  });

  it('accepts JPEG and WebP by their first bytes', async () => {
    const jpeg = await upload({ filename: 'photo.jpg', type: 'image/jpeg', data: SMALL_JPEG });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().url).toMatch(/\.jpg$/);
    const webp = await upload({ filename: 'photo.webp', type: 'image/webp', data: SMALL_WEBP });
    expect(webp.statusCode, webp.body).toBe(201);
    expect((await t.request('public', { method: 'GET', url: webp.json().url })).headers['content-type']).toBe('image/webp');
  });

  it('refuses wrong types, fake extensions, oversized and empty files with 400 and stores nothing', async () => {
    const before = await mediaCount();
    expectRestError(await upload({ filename: 'notes.txt', type: 'text/plain', data: 'hello' }), 400, 'The file must be a PNG, JPEG or WebP image');
    expectRestError(await upload({ filename: 'logo.svg', type: 'image/svg+xml', data: '<svg onload="alert(1)"/>' }), 400, 'The file must be a PNG, JPEG or WebP image');
    expectRestError(await upload({ filename: 'page.html', type: 'text/html', data: '<script>alert(1)</script>' }), 400, 'The file must be a PNG, JPEG or WebP image');
    // A text file renamed to .png and sent as image/png: the bytes give it away.
    expectRestError(await upload({ filename: 'fake.png', type: 'image/png', data: '<script>alert(1)</script>' }), 400, /does not match its type/);
    // A JPEG signature followed by no picture: it does not decode.
    expectRestError(await upload({ filename: 'broken.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG_HEADER, Buffer.alloc(100, 1)]) }), 400, 'The file must be a PNG, JPEG or WebP image');
    // A real PNG claiming to be a JPEG.
    expectRestError(await upload({ filename: 'mixed.jpg', type: 'image/jpeg', data: TINY_PNG }), 400, /does not match its type/);
    const oversized = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectRestError(await upload({ filename: 'huge.png', type: 'image/png', data: oversized }), 400, 'Image must be at most 2 MB');
    expectRestError(await upload({ filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }), 400, 'The file is empty');
    expectRestError(await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG }, { field: 'image' }), 400, 'Please choose an image file to upload');
    const json = await t.request('admin', { method: 'POST', url: '/api/admin/uploads', payload: { file: 'x' }, token: admin });
    expectRestError(json, 400, /multipart\/form-data/);
    expect(await mediaCount()).toBe(before);
  });

  it('only admins on the admin origin can upload', async () => {
    const before = await mediaCount();
    const user = await t.createUser();
    expectRestError(await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG }, { token: user.token }), 401);
    expectRestError(await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG }, { token: null }), 401);
    expectRestError(await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG }, { target: 'public' }), 404);
    expect(await mediaCount()).toBe(before);
  });

  it('unknown, malformed or mistyped image URLs are 404', async () => {
    const stored = (await upload({ filename: 'chart.png', type: 'image/png', data: TINY_PNG })).json();
    expectRestError(await t.request('public', { method: 'GET', url: '/uploads/00000000-0000-4000-8000-000000000000.png' }), 404, 'Image not found');
    expectRestError(await t.request('public', { method: 'GET', url: `/uploads/${stored.id}.jpg` }), 404, 'Image not found');
    expectRestError(await t.request('public', { method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' }), 404, 'Image not found');
    expectRestError(await t.request('public', { method: 'GET', url: `/uploads/${stored.id}` }), 404, 'Image not found');
  });

  it('the global JSON body cap still holds everywhere else on the admin origin', async () => {
    const response = await t.request('admin', { method: 'POST', url: '/api/admin/blog/preview', payload: { content: 'x'.repeat(70 * 1024) }, token: admin });
    expectRestError(response, 413, 'Request body is too large');
  });
});

describe('resized variants', () => {
  async function variantsOf(mediaId: string) {
    return t.server.orm.em.fork().find(MediaVariant, { media: mediaId }, { orderBy: { width: 'asc' } });
  }

  async function expectServedWebp(url: string, width: number, height: number) {
    for (const target of ['public', 'admin'] as const) {
      const served = await t.request(target, { method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width, height });
      const again = await t.request(target, { method: 'GET', url, headers: { 'if-none-match': String(served.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  }

  it('a wide upload gets WebP copies 400, 800 and 1200 px wide, and answers its size and their URLs', async () => {
    const response = await upload({ filename: 'wide.jpg', type: 'image/jpeg', data: await solid(2000, 1000).jpeg().toBuffer() });
    expect(response.statusCode, response.body).toBe(201);
    const stored = response.json();
    expect(stored).toMatchObject({ width: 2000, height: 1000, url: `/uploads/${stored.id}.jpg` });
    expect(stored.variants).toEqual([400, 800, 1200].map((width) => ({ url: `/uploads/${stored.id}-${width}.webp`, width })));
    for (const [index, width] of [400, 800, 1200].entries()) await expectServedWebp(stored.variants[index].url, width, width / 2);
    expect((await variantsOf(stored.id)).map((variant) => [variant.width, variant.height])).toEqual([[400, 200], [800, 400], [1200, 600]]);
  });

  it('never upscales: a narrower image gets the smaller standard widths and one at its own width', async () => {
    const stored = (await upload({ filename: 'narrow.png', type: 'image/png', data: await solid(640, 480).png().toBuffer() })).json();
    expect(stored).toMatchObject({ width: 640, height: 480 });
    expect(stored.variants.map((variant: { width: number }) => variant.width)).toEqual([400, 640]);
    await expectServedWebp(`/uploads/${stored.id}-640.webp`, 640, 480);
    expectRestError(await t.request('public', { method: 'GET', url: `/uploads/${stored.id}-800.webp` }), 404, 'Image not found');
    expectRestError(await t.request('public', { method: 'GET', url: `/uploads/${stored.id}-400.png` }), 404, 'Image not found');
    expectRestError(await t.request('public', { method: 'GET', url: `/uploads/${stored.id}-0400.webp` }), 404, 'Image not found');
  });

  it('the seeded posts list their heroes with size and variants, each one served', async () => {
    const posts = (await t.request('public', { method: 'GET', url: '/api/blog' })).json() as Array<{ heroImageUrl: string; heroImage: { url: string; width: number; height: number; variants: Array<{ url: string; width: number }> } }>;
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.heroImage).toMatchObject({ url: post.heroImageUrl, width: 1200, height: 630 });
      expect(post.heroImage.variants.map((variant) => variant.width)).toEqual([400, 800, 1200]);
    }
    await expectServedWebp(posts[0]!.heroImage.variants[0]!.url, 400, 210);
  });

  it('images stored before variants existed get them at boot', async () => {
    const stored = (await upload({ filename: 'older.png', type: 'image/png', data: await solid(900, 300).png().toBuffer() })).json();
    const em = t.server.orm.em.fork();
    await em.nativeDelete(MediaVariant, { media: stored.id });
    await em.nativeUpdate(MediaFile, { id: stored.id }, { width: null, height: null });
    await backfillImageVariants({ em: t.server.orm.em.fork() });
    expect((await variantsOf(stored.id)).map((variant) => [variant.width, variant.height])).toEqual([[400, 133], [800, 267], [900, 300]]);
    expect(await em.fork().findOneOrFail(MediaFile, { id: stored.id })).toMatchObject({ width: 900, height: 300 });
  });
});

describe('a post with an uploaded hero image', () => {
  it('is served with the image, and its page carries og:image', async () => {
    const image = (await upload({ filename: 'hero.png', type: 'image/png', data: TINY_PNG })).json();
    const created = await t.request('admin', {
      method: 'POST',
      url: '/api/admin/blog',
      token: admin,
      payload: { id: 'with-hero', title: 'With a hero', excerpt: 'Has an image.', category: 'Mutual Funds', content: `Body\n\n![chart](${image.url})`, published: true, heroImageId: image.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = (await t.request('public', { method: 'GET', url: '/api/blog/with-hero' })).json();
    expect(post.heroImageUrl).toBe(image.url);
    expect(post.html).toContain(`<img src="${image.url}" alt="chart" loading="lazy" />`);
    const page = await t.request('public', { method: 'GET', url: '/blog/with-hero' });
    expect(page.body).toContain(`<meta property="og:image" content="http://localhost:3000${image.url}" />`);
  });
});

describe('search-engine tags in the served HTML', () => {
  function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
    return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  }

  it('/youtube-app has its real title, description and Open Graph tags', async () => {
    const response = await t.request('public', { method: 'GET', url: '/youtube-app?month=2025-09' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>YouTube Redeem Code Apps · Honest Rewards</title>');
    expect(metaContent(response.body, 'name', 'description')).toMatch(/earn-and-redeem apps/);
    expect(metaContent(response.body, 'property', 'og:title')).toBe('YouTube Redeem Code Apps · Honest Rewards');
    expect(metaContent(response.body, 'property', 'og:url')).toBe('http://localhost:3000/youtube-app');
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/youtube-app" />');
    // Still the SPA: its script is there, and no inline script was added.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(response.body.match(/<script/g)).toHaveLength(1);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body.match(/name="description"/g)).toHaveLength(1);
  });

  it('/blog and each published post have their own tags', async () => {
    const blog = (await t.request('public', { method: 'GET', url: '/blog' })).body;
    expect(blog).toContain('<title>Finance Blog · Honest Rewards</title>');
    expect(metaContent(blog, 'name', 'description')).toMatch(/not financial advice/);

    const post = await t.request('public', { method: 'GET', url: '/blog/personal-loans-guide-2025' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<title>Personal Loans in 2025: A Plain Guide to Rates, EMIs and Fees · Honest Rewards</title>');
    expect(metaContent(post.body, 'property', 'og:type')).toBe('article');
    expect(metaContent(post.body, 'name', 'description')).toMatch(/10\.99% to 24%/);
    expect(metaContent(post.body, 'property', 'og:image')).toMatch(/^http:\/\/localhost:3000\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(metaContent(post.body, 'property', 'article:published_time')).toBe('2025-01-10T04:30:00.000Z');
  });

  it('escapes what an admin typed', async () => {
    const created = await t.request('admin', {
      method: 'POST',
      url: '/api/admin/blog',
      token: admin,
      payload: { id: 'tricky-title', title: '"><script>alert(1)</script> & <b>', excerpt: `It's "quoted" <img src=x onerror=alert(1)>`, category: 'Credit Cards', content: 'Body', published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = (await t.request('public', { method: 'GET', url: '/blog/tricky-title' })).body;
    expect(page).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt; · Honest Rewards</title>');
    expect(metaContent(page, 'property', 'og:description')).toBe('It&#39;s &quot;quoted&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).not.toContain('<img');
  });

  it('a draft or unknown post gets the not-found title, noindex and a 404 status (the SPA still loads)', async () => {
    await t.request('admin', { method: 'POST', url: '/api/admin/blog', token: admin, payload: { id: 'still-a-draft', title: 'Secret draft title', excerpt: 'x', category: 'Home Loans', content: 'x' } });
    for (const url of ['/blog/still-a-draft', '/blog/no-such-post', '/blog/no-such-post/', '/blog/%3Cscript%3E']) {
      const response = await t.request('public', { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Blog Post Not Found · Honest Rewards</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('Secret draft title');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('an address no route serves is a 404 with the not-found title and noindex (the SPA still loads and shows its page)', async () => {
    for (const url of ['/no-such-page', '/spin-and-win/extra', '/wallet/nowhere', '/tasks']) {
      const response = await t.request('public', { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page not found · Honest Rewards</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root"></div>');
    }
    for (const url of ['/contact', '/wallet', '/wallet/', '/wallet/history', '/task', '/task/follow-us-on-youtube', '/blog', '/blog/']) {
      expect((await t.request('public', { method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('other pages keep the default tags; the admin SPA is untouched', async () => {
    const home = (await t.request('public', { method: 'GET', url: '/contact' })).body;
    expect(home).toBe(INDEX_HTML);
    const adminPage = await t.request('admin', { method: 'GET', url: '/blog' });
    expect(adminPage.body).toBe(INDEX_HTML);
  });
});
