import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, BlogPost } from '../../db/entities';
import { renderMarkdown } from '../../server/modules/blog/render-markdown';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';
import { isPublicRoute } from '#contract/site/public-routes';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const SEEDED_IDS = ['personal-loans-guide-2025', 'best-credit-cards-2025', 'home-loan-interest-rates-2025', 'health-insurance-plans-2025', 'mutual-funds-sip-investment-2025'];

const newPost = {
  id: 'gold-loans-explained',
  title: 'Gold Loans Explained',
  excerpt: 'How gold loans work and what they cost.',
  category: 'Personal Loans',
  content: '## What is a gold loan?\n\nA loan against **gold jewellery**. See [RBI](https://www.rbi.org.in).',
  published: false,
};

function adminRequest(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = admin) {
  return t.request('admin', { method, url, ...(payload === undefined ? {} : { payload: payload as never }), token: token ?? undefined });
}

async function counts() {
  const em = t.server.orm.em.fork();
  return { posts: await em.count(BlogPost, {}), audits: await em.count(AuditEntry, {}) };
}

describe('the seeded blog', () => {
  it('lists the five articles with the spec ids, newest first, each with a hero image served by us', async () => {
    const response = await t.request('public', { method: 'GET', url: '/api/blog' });
    expectClean(response);
    const posts = response.json() as Array<{ id: string; heroImageUrl: string; category: string; readTimeMinutes: number; publishedAt: string }>;
    expect(posts.map((post) => post.id).sort()).toEqual([...SEEDED_IDS].sort());
    expect(posts.map((post) => post.publishedAt)).toEqual(posts.map((post) => post.publishedAt).sort().reverse());
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(['Personal Loans', 'Credit Cards', 'Home Loans', 'Health Insurance', 'Mutual Funds']));
    for (const post of posts) {
      expect(post.heroImageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(post.readTimeMinutes).toBeGreaterThanOrEqual(2);
      const image = await t.request('public', { method: 'GET', url: post.heroImageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it('articles carry the spec figures and the not-financial-advice note', async () => {
    const body = async (id: string) => (await t.request('public', { method: 'GET', url: `/api/blog/${id}` })).json().html as string;
    expect(await body('personal-loans-guide-2025')).toContain('10.99% to 24%');
    expect(await body('mutual-funds-sip-investment-2025')).toContain('₹1.5 lakh');
    expect(await body('health-insurance-plans-2025')).toContain('₹25,000');
    for (const id of SEEDED_IDS) expect(await body(id)).toMatch(/Information, not financial advice/);
  });

  it('filters by category and refuses an unknown category', async () => {
    const response = await t.request('public', { method: 'GET', url: '/api/blog?category=Credit%20Cards' });
    expect(response.json().map((post: { id: string }) => post.id)).toEqual(['best-credit-cards-2025']);
    expectRestError(await t.request('public', { method: 'GET', url: '/api/blog?category=Crypto' }), 400, /^Category must be one of: Personal Loans, Credit Cards/);
  });

  it("an unknown id answers 404 'Blog Post Not Found'", async () => {
    expectRestError(await t.request('public', { method: 'GET', url: '/api/blog/no-such-post' }), 404, 'Blog Post Not Found');
    const trpc = await t.trpcQuery('public', 'blog.get', { id: 'no-such-post' });
    expect(trpc.statusCode).toBe(404);
    expect(trpcError(trpc).message).toBe('Blog Post Not Found');
  });
});

describe('Markdown is rendered to sanitised HTML', () => {
  const XSS_PAYLOADS = [
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
    '<img src=x onerror=alert(1)>',
    '<img src="/uploads/12345678-1234-4234-8234-123456789abc.png" onerror="alert(1)">',
    '<svg onload=alert(1)><circle r="1"/></svg>',
    '<svg><script>alert(1)</script></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="JaVaScRiPt:alert(1)">click</a>',
    '<a href="jav&#x09;ascript:alert(1)">click</a>',
    '<a href="javascript&#58;alert(1)">click</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
    '<a href="vbscript:msgbox(1)">click</a>',
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](data:text/html,<script>alert(1)</script>)',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x](https://evil.example/tracker.png)',
    '<p onclick="alert(1)" style="background:url(javascript:alert(1))">text</p>',
    '<div onmouseover="alert(1)">hover</div>',
    '<body onload=alert(1)>',
    '<style>body { display: none }</style>',
    '<link rel="stylesheet" href="https://evil.example/x.css">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<base href="https://evil.example/">',
    '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<details open ontoggle=alert(1)>',
    '<a href="//evil.example">protocol-relative</a>',
    '<scr<script>ipt>alert(1)</script>',
    '"><script>alert(1)</script>',
    '<IMG SRC=JaVaScRiPt:alert(1)>',
    '<video><source onerror="alert(1)"></video>',
  ];

  it.each(XSS_PAYLOADS)('neutralises %s', (payload) => {
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).toContain('Before');
    expect(html).toContain('After');
    expect(html).not.toMatch(/<(script|style|iframe|object|embed|svg|math|form|input|button|link|meta|base|body|video|source|details)\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/evil\.example/);
    // Any image left is one of ours.
    for (const match of html.matchAll(/<img [^>]*src="([^"]*)"/g)) expect(match[1]).toMatch(/^\/uploads\//);
  });

  it('keeps ordinary Markdown: headings (h1 becomes h2), lists, tables, emphasis, code', () => {
    const html = renderMarkdown('# Title\n\n## Section\n\n- one\n- **two**\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code` and *em* ~~old~~');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<td>1</td>');
    // A table that scrolls sideways can be reached by keyboard; an author's own tabindex is not kept.
    expect(html).toContain('<table tabindex="0">');
    expect(renderMarkdown('<table tabindex="5"><tr><td>x</td></tr></table>')).toContain('<table tabindex="0">');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<del>old</del>');
  });

  it('external links open in a new tab without opener or referrer; internal and mailto links do not', () => {
    const html = renderMarkdown('[out](https://example.com/x) [in](/blog) [mail](mailto:help@example.com) <a href="https://example.com" target="_self" rel="opener">raw</a>');
    expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">raw</a>');
    expect(html).toContain('<a href="/blog">in</a>');
    expect(html).toContain('<a href="mailto:help@example.com">mail</a>');
  });

  it('keeps images from our upload path only', () => {
    expect(renderMarkdown('![chart](/uploads/12345678-1234-4234-8234-123456789abc.png)')).toContain('<img src="/uploads/12345678-1234-4234-8234-123456789abc.png" alt="chart" loading="lazy" />');
    expect(renderMarkdown('![chart](/uploads/../../etc/passwd)')).not.toContain('<img');
  });

  it('the public post and the admin preview both answer sanitised HTML', async () => {
    const content = 'Safe **text**\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n\n<script>alert(1)</script>';
    const preview = await adminRequest('POST', '/api/admin/blog/preview', { content });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toBe('<p>Safe <strong>text</strong></p>\n<p><a>x</a></p>\n');
    const created = await adminRequest('POST', '/api/admin/blog', { ...newPost, id: 'xss-check', content, published: true });
    expect(created.statusCode, created.body).toBe(201);
    // The Markdown is stored exactly as written; only the rendered HTML is cleaned.
    expect(created.json().content).toBe(content);
    const published = await t.request('public', { method: 'GET', url: '/api/blog/xss-check' });
    expect(published.json().html).toBe('<p>Safe <strong>text</strong></p>\n<p><a>x</a></p>\n');
    expect((await adminRequest('DELETE', '/api/admin/blog/xss-check')).statusCode).toBe(200);
  });
});

describe('admin blog', () => {
  it('creates a draft (not public), publishes it (public, dated, in the sitemap), unpublishes and deletes it, auditing each step', async () => {
    const created = await adminRequest('POST', '/api/admin/blog', newPost);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: newPost.id, published: false, publishedAt: null, icon: 'wallet', readTimeMinutes: 1 });
    expectRestError(await t.request('public', { method: 'GET', url: `/api/blog/${newPost.id}` }), 404, 'Blog Post Not Found');
    expect((await t.request('public', { method: 'GET', url: '/sitemap.xml' })).body).not.toContain(newPost.id);

    const published = await adminRequest('PUT', `/api/admin/blog/${newPost.id}/publish`, { published: true });
    expect(published.json()).toMatchObject({ published: true, publishedAt: t.clock.now().toISOString() });
    const post = (await t.request('public', { method: 'GET', url: `/api/blog/${newPost.id}` })).json();
    expect(post).toMatchObject({ id: newPost.id, title: newPost.title, category: 'Personal Loans', heroImageUrl: null });
    expect(post.html).toContain('<a href="https://www.rbi.org.in" target="_blank" rel="noopener noreferrer">RBI</a>');
    expect((await t.request('public', { method: 'GET', url: '/sitemap.xml' })).body).toContain(`http://localhost:3000/blog/${newPost.id}</loc>`);

    const edited = await adminRequest('PUT', `/api/admin/blog/${newPost.id}`, { ...newPost, title: 'Gold Loans, Explained', category: 'Home Loans', published: true });
    expect(edited.json()).toMatchObject({ title: 'Gold Loans, Explained', category: 'Home Loans', icon: 'home', publishedAt: published.json().publishedAt });

    expect((await adminRequest('PUT', `/api/admin/blog/${newPost.id}/publish`, { published: false })).json().published).toBe(false);
    expectRestError(await t.request('public', { method: 'GET', url: `/api/blog/${newPost.id}` }), 404, 'Blog Post Not Found');
    expect((await t.request('public', { method: 'GET', url: '/sitemap.xml' })).body).not.toContain(newPost.id);

    expect((await adminRequest('DELETE', `/api/admin/blog/${newPost.id}`)).json()).toEqual({ ok: true, id: newPost.id });
    expectRestError(await adminRequest('GET', `/api/admin/blog/${newPost.id}`), 404, 'Blog Post Not Found');

    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetType: 'blog-post', targetId: newPost.id });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['blog.create', 'blog.delete', 'blog.publish', 'blog.unpublish', 'blog.update']);
    expect(audit.every((entry) => entry.admin !== null)).toBe(true);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ ...newPost, title: '' }, 'Title is required'],
      [{ ...newPost, title: undefined }, 'Title is required'],
      [{ ...newPost, content: '   ' }, 'Content is required'],
      [{ ...newPost, content: undefined }, 'Content is required'],
      [{ ...newPost, excerpt: '' }, 'Excerpt is required'],
      [{ ...newPost, category: 'Crypto' }, /^Category must be one of/],
      [{ ...newPost, id: 'Not A Slug' }, 'Id must be lower-case letters, digits and single hyphens, like my-first-post'],
      [{ ...newPost, id: '../etc' }, 'Id must be lower-case letters, digits and single hyphens, like my-first-post'],
      [{ ...newPost, id: undefined }, 'Id is required'],
      [{ ...newPost, published: 'yes' }, 'Published must be true or false'],
      [{ ...newPost, heroImageId: 'not-an-id' }, 'Hero image id must be a valid id'],
      [{ ...newPost, heroImageId: '00000000-0000-4000-8000-000000000000' }, 'Hero image not found; please upload it again'],
      [{ ...newPost, content: 'x'.repeat(50_001) }, 'Content must be at most 50000 characters'],
    ];
    for (const [payload, message] of cases) expectRestError(await adminRequest('POST', '/api/admin/blog', payload), 400, message);
    expectRestError(await adminRequest('POST', '/api/admin/blog', { ...newPost, id: SEEDED_IDS[0] }), 409, 'A post with this id already exists');
    expectRestError(await adminRequest('PUT', `/api/admin/blog/${SEEDED_IDS[0]}`, { ...newPost, title: ' ' }), 400, 'Title is required');
    expect(await counts()).toEqual(before);
  });

  it('unknown ids are 404 for every admin operation', async () => {
    expectRestError(await adminRequest('GET', '/api/admin/blog/nope'), 404, 'Blog Post Not Found');
    expectRestError(await adminRequest('PUT', '/api/admin/blog/nope', newPost), 404, 'Blog Post Not Found');
    expectRestError(await adminRequest('PUT', '/api/admin/blog/nope/publish', { published: true }), 404, 'Blog Post Not Found');
    expectRestError(await adminRequest('DELETE', '/api/admin/blog/nope'), 404, 'Blog Post Not Found');
  });

  it('writes exist only on the admin origin, for admins', async () => {
    const before = await counts();
    const user = await t.createUser();
    expectRestError(await adminRequest('POST', '/api/admin/blog', newPost, user.token), 401);
    expectRestError(await adminRequest('POST', '/api/admin/blog', newPost, null), 401);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/admin/blog', payload: newPost, token: admin }), 404);
    expectRestError(await t.request('public', { method: 'DELETE', url: `/api/admin/blog/${SEEDED_IDS[0]}`, token: admin }), 404);
    expect((await t.trpcMutation('public', 'blog.create', newPost, { token: admin })).statusCode).toBe(404);
    expect((await t.trpcMutation('admin', 'blog.delete', { id: SEEDED_IDS[0] }, { token: user.token })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('the admin list shows drafts first and every post with its Markdown', async () => {
    await adminRequest('POST', '/api/admin/blog', { ...newPost, id: 'a-draft' });
    const list = trpcData(await t.trpcQuery('admin', 'blog.list', undefined, { token: admin }));
    expect(list[0]).toMatchObject({ id: 'a-draft', published: false });
    expect(list).toHaveLength(6);
    expect(list.every((post: { content: string }) => post.content.length > 0)).toBe(true);
    expect((await adminRequest('DELETE', '/api/admin/blog/a-draft')).statusCode).toBe(200);
  });
});

describe('settings: ad client and sponsored partners', () => {
  it('starts with no ad client and no partners, and the admin can set both (audited)', async () => {
    expect(trpcData(await t.trpcQuery('public', 'settings.content'))).toEqual({ adClientId: null, sponsoredPartners: [] });
    const ads = await adminRequest('PUT', '/api/admin/settings/ads', { adClientId: 'ca-pub-1234567890123456' });
    expect(ads.statusCode, ads.body).toBe(200);
    const partner = { name: 'Example Finance', title: 'Quick loan approval', description: 'Loans from ₹50,000.', link: 'https://example.com/partner' };
    const partners = await adminRequest('PUT', '/api/admin/settings/sponsored-partners', { partners: [partner] });
    expect(partners.statusCode, partners.body).toBe(200);
    expect(trpcData(await t.trpcQuery('public', 'settings.content'))).toEqual({ adClientId: 'ca-pub-1234567890123456', sponsoredPartners: [partner] });
    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetType: 'setting' });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['settings.ads', 'settings.sponsored-partners']);

    expect((await adminRequest('PUT', '/api/admin/settings/ads', { adClientId: '' })).json().adClientId).toBeNull();
    expect((await adminRequest('PUT', '/api/admin/settings/sponsored-partners', { partners: [] })).json().sponsoredPartners).toEqual([]);
  });

  it('refuses bad settings with 400 and changes nothing', async () => {
    const before = trpcData(await t.trpcQuery('public', 'settings.content'));
    expectRestError(await adminRequest('PUT', '/api/admin/settings/ads', { adClientId: '<script>' }), 400, 'Ad client id must look like ca-pub-1234567890123456');
    const partner = { name: 'P', title: 'T', description: 'D', link: 'https://example.com' };
    expectRestError(await adminRequest('PUT', '/api/admin/settings/sponsored-partners', { partners: [{ ...partner, link: 'javascript:alert(1)' }] }), 400, 'Partner link must be an http:// or https:// URL');
    expectRestError(await adminRequest('PUT', '/api/admin/settings/sponsored-partners', { partners: [{ ...partner, name: '' }] }), 400, 'Partner name is required');
    expectRestError(await adminRequest('PUT', '/api/admin/settings/sponsored-partners', { partners: Array.from({ length: 5 }, () => partner) }), 400, 'At most 4 sponsored partners');
    expectRestError(await t.request('public', { method: 'PUT', url: '/api/admin/settings/ads', payload: { adClientId: 'ca-pub-1234567890123456' }, token: admin }), 404);
    expect(trpcData(await t.trpcQuery('public', 'settings.content'))).toEqual(before);
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists the static pages, the catalogue, the blog and published posts only', async () => {
    await adminRequest('POST', '/api/admin/blog', { ...newPost, id: 'secret-draft' });
    const response = await t.request('public', { method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['http://localhost:3000/', 'http://localhost:3000/youtube-app', 'http://localhost:3000/blog', 'http://localhost:3000/about', 'http://localhost:3000/privacy']));
    // Every public page a visitor can use without an account: the games, the hub, the fairness and transparency pages.
    for (const path of ['/spin-and-win', '/flip-coin', '/scratch-card', '/guess-number', '/daily-login', '/free-rewards', '/fairness', '/transparency']) {
      expect(locations).toContain(`http://localhost:3000${path}`);
    }
    // Each listed page is one the server serves (no 404 in the sitemap).
    for (const location of locations) expect(isPublicRoute(new URL(location!).pathname), location).toBe(true);
    for (const id of SEEDED_IDS) expect(locations).toContain(`http://localhost:3000/blog/${id}`);
    expect(response.body).not.toContain('secret-draft');
    expect(locations.some((location) => /profile|wallet|account/.test(location!))).toBe(false);
    expect((await adminRequest('DELETE', '/api/admin/blog/secret-draft')).statusCode).toBe(200);
  });

  it('/robots.txt allows the site, keeps private pages out and points at the sitemap; the admin origin is closed', async () => {
    const response = await t.request('public', { method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/profile', '/account', '/wallet', '/api/']) expect(response.body).toContain(`Disallow: ${path}\n`);
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toMatch(/Disallow: \/blog|Disallow: \/youtube-app/);
    const adminRobots = await t.request('admin', { method: 'GET', url: '/robots.txt' });
    expect(adminRobots.body).toBe('User-agent: *\nDisallow: /\n');
  });
});
