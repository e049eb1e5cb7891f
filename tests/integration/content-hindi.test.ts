import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, CatalogueItem } from '../../db/entities';
import { DEFAULT_LOCK_REASON, DEFAULT_LOCK_REASON_HI } from '#contract/catalogue/schemas';
import { MAX_BOTH_CONTENTS_BYTES } from '#contract/blog/schemas';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createSpaStaticRoot } from './spa-static-root';
import { createTestServer, type TestServer } from './harness';

/** Catalogue apps and blog posts in the reader's language, English where a Hindi text is missing (decision 037). */

let t: TestServer;
let admin: string;
let staticRoot: ReturnType<typeof createSpaStaticRoot>;
beforeAll(async () => {
  staticRoot = createSpaStaticRoot('content-hindi');
  t = await createTestServer({}, { checkCaches: true, staticRoot: staticRoot.root });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  staticRoot.remove();
});
checkEveryResponse(() => t);

const HINDI = { cookie: 'lang=hi' };
const ENGLISH = { cookie: 'lang=en', 'accept-language': 'hi-IN,hi;q=0.9' };

type Lang = 'en' | 'hi';
interface PostSummary {
  id: string;
  title: string;
  excerpt: string;
  readTimeMinutes: number;
  lang: { title: Lang; excerpt: Lang };
}
interface Post extends PostSummary {
  html: string;
  lang: { title: Lang; excerpt: Lang; html: Lang };
}
interface Item {
  id: string;
  title: string;
  isLocked: boolean;
  lockReason: string | null;
  lang: { title: Lang; lockReason: Lang };
}

async function read<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await t.request('public', { method: 'GET', url, headers });
  expectClean(response);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const post = (id: string, headers: Record<string, string>) => read<Post>(`/api/blog/${id}`, headers);
const posts = (headers: Record<string, string>) => read<PostSummary[]>('/api/blog', headers);
async function items(headers: Record<string, string>, query = ''): Promise<Item[]> {
  const listing = await read<{ groups: Array<{ items: Item[] }> }>(`/api/catalogue${query}`, headers);
  return listing.groups.flatMap((group) => group.items);
}

function adminRequest(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) {
  return t.request('admin', { method, url, token: admin, ...(payload === undefined ? {} : { payload: payload as never }) });
}

describe('the seeded articles in Hindi', () => {
  it('a Hindi reader gets every seeded article in Hindi, each text marked Hindi', async () => {
    const list = await posts(HINDI);
    expect(list).toHaveLength(5);
    for (const summary of list) {
      expect(summary.lang).toEqual({ title: 'hi', excerpt: 'hi' });
      expect(summary.title).toMatch(/[\u0900-\u097F]/);
      const full = await post(summary.id, HINDI);
      expect(full.lang).toEqual({ title: 'hi', excerpt: 'hi', html: 'hi' });
      expect(full.html).toMatch(/जानकारी, वित्तीय सलाह नहीं।/);
    }
    expect((await post('personal-loans-guide-2025', HINDI)).html).toContain('सालाना 10.99% से 24%');
  });

  it('the language comes from the lang cookie, else Accept-Language; English is marked English', async () => {
    const english = await post('personal-loans-guide-2025', ENGLISH);
    expect(english.lang).toEqual({ title: 'en', excerpt: 'en', html: 'en' });
    expect(english.html).toContain('10.99% to 24%');
    const byBrowser = await post('personal-loans-guide-2025', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(byBrowser.lang.html).toBe('hi');
    expect((await posts({})).every((summary) => summary.lang.title === 'en')).toBe(true);
  });

  it('the page meta of a post is in the reader language', async () => {
    const page = await t.request('public', { method: 'GET', url: '/blog/personal-loans-guide-2025', headers: HINDI });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>2025 में पर्सनल लोन: ब्याज दर, EMI और फ़ीस की सीधी-सादी गाइड · Honest Rewards</title>');
    expect(page.body).toMatch(/<meta name="description" content="भारत में पर्सनल लोन/);
  });
});

describe('a missing Hindi text falls back to English, flagged', () => {
  it('a post with only a Hindi title: the excerpt and body are English, marked lang en; read time follows the body shown', async () => {
    const created = await adminRequest('POST', '/api/admin/blog', {
      id: 'gold-loans-hindi',
      title: 'Gold Loans Explained',
      titleHi: 'गोल्ड लोन को समझें',
      excerpt: 'How gold loans work.',
      category: 'Personal Loans',
      content: '## Basics\n\nA loan against **gold**.',
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ titleHi: 'गोल्ड लोन को समझें', excerptHi: '', contentHi: '' });

    const hindi = await post('gold-loans-hindi', HINDI);
    expect(hindi).toMatchObject({ title: 'गोल्ड लोन को समझें', excerpt: 'How gold loans work.', lang: { title: 'hi', excerpt: 'en', html: 'en' } });
    expect(hindi.html).toContain('A loan against <strong>gold</strong>');
    expect((await posts(HINDI)).find((summary) => summary.id === 'gold-loans-hindi')?.lang).toEqual({ title: 'hi', excerpt: 'en' });

    // The Hindi body added: readers see it at once (the cached answer in Hindi is forgotten), in both the list and the post.
    const long = Array.from({ length: 450 }, () => 'सोना').join(' ');
    const updated = await adminRequest('PUT', '/api/admin/blog/gold-loans-hindi', {
      title: 'Gold Loans Explained',
      excerpt: 'How gold loans work.',
      excerptHi: 'गोल्ड लोन कैसे काम करता है।',
      category: 'Personal Loans',
      content: '## Basics\n\nA loan against **gold**.',
      contentHi: `## बुनियादी बातें\n\n${long}`,
      published: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Left out of the update: the stored Hindi title stays.
    expect(updated.json()).toMatchObject({ titleHi: 'गोल्ड लोन को समझें', excerptHi: 'गोल्ड लोन कैसे काम करता है।' });
    const full = await post('gold-loans-hindi', HINDI);
    expect(full.lang).toEqual({ title: 'hi', excerpt: 'hi', html: 'hi' });
    expect(full.html).toContain('<h2>बुनियादी बातें</h2>');
    expect(full.readTimeMinutes).toBe(3);
    expect((await post('gold-loans-hindi', ENGLISH)).readTimeMinutes).toBe(1);

    // "" removes a Hindi text: back to English, flagged.
    const cleared = await adminRequest('PUT', '/api/admin/blog/gold-loans-hindi', {
      title: 'Gold Loans Explained',
      titleHi: '',
      excerpt: 'How gold loans work.',
      category: 'Personal Loans',
      content: '## Basics\n\nA loan against **gold**.',
      published: true,
    });
    expect(cleared.json()).toMatchObject({ titleHi: '', excerptHi: 'गोल्ड लोन कैसे काम करता है।' });
    expect((await post('gold-loans-hindi', HINDI)).lang).toEqual({ title: 'en', excerpt: 'hi', html: 'hi' });
  });

  it('catalogue apps: brand names fall back to English, flagged; a Hindi title and the seeded lock reason are Hindi', async () => {
    const seeded = await items(HINDI);
    expect(seeded).toHaveLength(45);
    expect(seeded.every((item) => item.lang.title === 'en')).toBe(true);
    const locked = seeded.filter((item) => item.isLocked);
    expect(locked.length).toBeGreaterThan(0);
    for (const item of locked) expect(item).toMatchObject({ lockReason: DEFAULT_LOCK_REASON_HI, lang: { lockReason: 'hi' } });
    expect((await items(ENGLISH)).filter((item) => item.isLocked).every((item) => item.lockReason === DEFAULT_LOCK_REASON && item.lang.lockReason === 'en')).toBe(true);

    const ludo = seeded.find((item) => item.title === 'LudoLabh')!;
    const edited = await adminRequest('GET', `/api/admin/catalogue/${ludo.id}`);
    const { id: _id, month: _month, isDualApp: _dual, createdAt: _created, updatedAt: _updated, ...fields } = edited.json();
    const saved = await adminRequest('PUT', `/api/admin/catalogue/${ludo.id}`, { ...fields, titleHi: 'लूडो लाभ', isLocked: true, lockReason: 'Opens on Friday' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ titleHi: 'लूडो लाभ', lockReasonHi: '' });

    // Found by its Hindi title too, in either language.
    const [hindi] = await items(HINDI, `?search=${encodeURIComponent('लूडो')}`);
    expect(hindi).toMatchObject({ id: ludo.id, title: 'लूडो लाभ', lockReason: 'Opens on Friday', lang: { title: 'hi', lockReason: 'en' } });
    const [english] = await items(ENGLISH, `?search=${encodeURIComponent('लूडो')}`);
    expect(english).toMatchObject({ id: ludo.id, title: 'LudoLabh', lang: { title: 'en', lockReason: 'en' } });

    const relocked = await adminRequest('PUT', `/api/admin/catalogue/${ludo.id}/lock`, { isLocked: true, lockReason: 'Opens on Friday', lockReasonHi: 'शुक्रवार को खुलेगा' });
    expect(relocked.statusCode, relocked.body).toBe(200);
    expect((await items(HINDI)).find((item) => item.id === ludo.id)).toMatchObject({ lockReason: 'शुक्रवार को खुलेगा', lang: { lockReason: 'hi' } });
  });
});

describe('answers per language', () => {
  it('one URL answers each language its own, remembered apart, and says it varies by language', async () => {
    for (let round = 0; round < 2; round += 1) {
      const hindi = await t.request('public', { method: 'GET', url: '/api/blog/home-loan-interest-rates-2025', headers: HINDI });
      const english = await t.request('public', { method: 'GET', url: '/api/blog/home-loan-interest-rates-2025', headers: ENGLISH });
      expect(hindi.json().lang.title).toBe('hi');
      expect(english.json().lang.title).toBe('en');
      expect(hindi.headers.etag).not.toBe(english.headers.etag);
      for (const response of [hindi, english]) expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    }
    const viaTrpc = await t.trpcQuery('public', 'catalogue.list', {}, { cookie: 'lang=hi' });
    expect(String(viaTrpc.headers.vary)).toMatch(/Cookie, Accept-Language/);
  });
});

describe('admin input', () => {
  it('refuses Hindi texts over their limits and two bodies too long to save together, saving nothing', async () => {
    const base = { id: 'too-long-hindi', title: 'T', excerpt: 'E', category: 'Personal Loans', content: 'x' };
    expectRestError(await adminRequest('POST', '/api/admin/blog', { ...base, titleHi: 'क'.repeat(201) }), 400, 'Title (Hindi) must be at most 200 characters');
    expectRestError(await adminRequest('POST', '/api/admin/blog', { ...base, excerptHi: 42 }), 400, 'Excerpt (Hindi) must be text');
    // Each under 50,000 characters, together over the bytes one save may carry (a Devanagari letter is three).
    const hindiBody = 'क'.repeat(Math.ceil(MAX_BOTH_CONTENTS_BYTES / 3) + 10);
    const tooLong = await t.trpcMutation('admin', 'blog.create', { ...base, contentHi: hindiBody }, { token: admin });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Content (Hindi) and the English content together are too long to save at once');
    const item = { title: 'A', status: 'live', date: '2025-10-01', downloadLink: 'https://example.com/a.apk', videoLink: 'https://example.com/v' };
    expectRestError(await adminRequest('POST', '/api/admin/catalogue', { ...item, titleHi: 'क'.repeat(121) }), 400, 'Title (Hindi) must be at most 120 characters');
    expect((await adminRequest('GET', '/api/admin/blog/too-long-hindi')).statusCode).toBe(404);
  });
});

describe('an installation seeded before the Hindi texts', () => {
  it('gets the seeds’ Hindi at its next boot beside the seeds’ own English, never beside an admin’s edit', async () => {
    const first = await createTestServer();
    try {
      const em = first.server.orm.em.fork();
      await em.nativeUpdate(BlogPost, {}, { titleHi: '', excerptHi: '', contentHi: '' });
      await em.nativeUpdate(BlogPost, { id: 'best-credit-cards-2025' }, { content: 'An admin rewrote this.' });
      await em.nativeUpdate(CatalogueItem, {}, { lockReasonHi: '' });
      const again = await createTestServer({}, { databaseUrl: first.databaseUrl, clock: first.clock });
      try {
        const fresh = again.server.orm.em.fork();
        expect((await fresh.findOneOrFail(BlogPost, { id: 'personal-loans-guide-2025' })).contentHi).toContain('सालाना 10.99% से 24%');
        expect(await fresh.findOneOrFail(BlogPost, { id: 'best-credit-cards-2025' })).toMatchObject({ titleHi: '', excerptHi: '', contentHi: '' });
        const locked = await fresh.find(CatalogueItem, { isLocked: true });
        expect(locked.every((item) => item.lockReasonHi === DEFAULT_LOCK_REASON_HI)).toBe(true);
      } finally {
        await again.server.close();
      }
    } finally {
      await first.close();
    }
  });
});
