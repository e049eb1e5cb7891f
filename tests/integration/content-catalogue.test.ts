import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, CatalogueItem } from '../../db/entities';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

interface Item {
  id: string;
  title: string;
  status: string;
  date: string;
  month: string;
  downloadLink: string | null;
  downloadLink2: string | null;
  isDualApp: boolean;
  isLocked: boolean;
  lockReason: string | null;
  referCode: string | null;
}
interface Listing {
  total: number;
  matching: number;
  months: Array<{ month: string; label: string; count: number }>;
  groups: Array<{ month: string; label: string; count: number; items: Item[] }>;
}

async function list(query = ''): Promise<Listing> {
  const response = await t.request('public', { method: 'GET', url: `/api/catalogue${query}` });
  expectClean(response);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listing;
}

function allItems(listing: Listing): Item[] {
  return listing.groups.flatMap((group) => group.items);
}

const validItem = {
  title: 'Winter Quiz',
  status: 'live',
  date: '2024-12-20',
  downloadLink: 'https://example.com/apps/winter-quiz.apk',
  videoLink: 'https://example.com/videos/winter-quiz',
};

function createItem(payload: unknown, token = admin) {
  return t.request('admin', { method: 'POST', url: '/api/admin/catalogue', payload: payload as never, token });
}

async function countRows() {
  return { items: await t.server.orm.em.fork().count(CatalogueItem, {}), audits: await t.server.orm.em.fork().count(AuditEntry, {}) };
}

describe('the seeded catalogue', () => {
  it('has about 45 entries from May to September 2025, grouped newest month first with labels and counts', async () => {
    const listing = await list();
    expect(listing.total).toBe(45);
    expect(listing.matching).toBe(45);
    expect(listing.months.map((month) => month.label)).toEqual(['September 2025', 'August 2025', 'July 2025', 'June 2025', 'May 2025']);
    expect(listing.groups.map((group) => group.label)).toEqual(['September 2025', 'August 2025', 'July 2025', 'June 2025', 'May 2025']);
    for (const group of listing.groups) {
      expect(group.count).toBe(group.items.length);
      expect(group.items.every((item) => item.month === group.month && item.date.startsWith(group.month))).toBe(true);
    }
    expect(listing.groups.reduce((sum, group) => sum + group.count, 0)).toBe(45);
    const dates = allItems(listing).map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const items = allItems(listing);
    expect(items.some((item) => item.isLocked)).toBe(true);
    expect(items.some((item) => item.isDualApp)).toBe(true);
    expect(items.some((item) => item.referCode)).toBe(true);
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['live', 'closed', 'pending']));
    expect(items.every((item) => item.downloadLink === null || item.downloadLink.startsWith('https://example.com/'))).toBe(true);
  });

  it('withholds a locked app\'s links from visitors and shows the reason instead', async () => {
    const locked = allItems(await list()).filter((item) => item.isLocked);
    expect(locked.length).toBeGreaterThan(0);
    for (const item of locked) {
      expect(item.downloadLink).toBeNull();
      expect(item.downloadLink2).toBeNull();
      expect(item.lockReason).toMatch(/1K likes/);
    }
    // The admin still sees the link.
    const adminView = await t.request('admin', { method: 'GET', url: `/api/admin/catalogue/${locked[0]!.id}`, token: admin });
    expect(adminView.json().downloadLink).toMatch(/^https:\/\/example\.com\//);
  });

  it('the seed runs once: a restart does not bring back deleted items', async () => {
    const first = allItems(await list())[0]!;
    expect((await t.request('admin', { method: 'DELETE', url: `/api/admin/catalogue/${first.id}`, token: admin })).statusCode).toBe(200);
    const again = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      const response = await again.request('public', { method: 'GET', url: '/api/catalogue' });
      expect(response.json().total).toBe(44);
    } finally {
      await again.server.close();
    }
    // Put an item back for the other tests' counts.
    const { id: _id, month: _month, isDualApp: _dual, ...rest } = first as Item & Record<string, unknown>;
    expect((await createItem({ ...rest, downloadLink: 'https://example.com/apps/restored.apk', lockReason: rest.lockReason ?? undefined })).statusCode).toBe(201);
  });
});

describe('filters and search', () => {
  it('search is a case-insensitive substring of the title', async () => {
    const listing = await list('?search=COIN');
    const titles = allItems(listing).map((item) => item.title);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.every((title) => title.toLowerCase().includes('coin'))).toBe(true);
    expect(listing.total).toBe(45);
    expect(listing.matching).toBe(titles.length);
  });

  it('search also matches the ISO date string', async () => {
    const listing = await list('?search=2025-07-1');
    const dates = allItems(listing).map((item) => item.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.startsWith('2025-07-1'))).toBe(true);
  });

  it('search treats % and _ as plain characters', async () => {
    expect((await list('?search=%25')).matching).toBe(0);
    expect((await list('?search=_')).matching).toBe(0);
  });

  it('month and status filters combine with search by AND', async () => {
    const all = allItems(await list());
    const expected = all.filter((item) => item.month === '2025-08' && item.status === 'live' && item.title.toLowerCase().includes('a'));
    const listing = await list('?month=2025-08&status=live&search=a');
    expect(allItems(listing).map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    expect(listing.matching).toBe(expected.length);
    expect(listing.groups.map((group) => group.label)).toEqual(['August 2025']);
    // The month list stays complete whatever the filters, so every month can still be chosen.
    expect(listing.months).toHaveLength(5);

    const closedInMay = await list('?month=2025-05&status=closed');
    expect(allItems(closedInMay).every((item) => item.status === 'closed' && item.month === '2025-05')).toBe(true);
    expect(closedInMay.matching).toBe(all.filter((item) => item.month === '2025-05' && item.status === 'closed').length);
  });

  it('"all" and empty values switch a filter off', async () => {
    expect((await list('?month=all&status=all&search=')).matching).toBe(45);
    expect((await list('?month=&status=')).matching).toBe(45);
  });

  it('a filter that matches nothing answers an empty list, not an error', async () => {
    const listing = await list('?search=no-such-app-anywhere');
    expect(listing).toMatchObject({ matching: 0, groups: [], total: 45 });
    expect((await list('?month=2031-01')).matching).toBe(0);
  });

  it('invalid month or status values answer 400 with a clear message', async () => {
    for (const month of ['2025-13', '2025-9', 'september', '2025-09-01', '25-09']) {
      expectRestError(await t.request('public', { method: 'GET', url: `/api/catalogue?month=${month}` }), 400, 'Month must be a month like 2025-09');
    }
    for (const status of ['open', 'LIVE', 'closed,live']) {
      expectRestError(await t.request('public', { method: 'GET', url: `/api/catalogue?status=${status}` }), 400, 'Status must be one of: live, closed, pending');
    }
    expectRestError(await t.request('public', { method: 'GET', url: `/api/catalogue?search=${'x'.repeat(101)}` }), 400, 'Search must be at most 100 characters');
    const trpc = await t.trpcQuery('public', 'catalogue.list', { status: 'archived' });
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).message).toBe('Status must be one of: live, closed, pending');
  });
});

describe('month grouping across years', () => {
  it('labels every month with its own year and orders December 2024 after January 2025', async () => {
    const created: string[] = [];
    for (const [title, date] of [['Winter Quiz', '2024-12-20'], ['New Year Coins', '2025-01-02'], ['Pongal Points', '2025-01-14']] as const) {
      const response = await createItem({ ...validItem, title, date });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().month).toBe(date.slice(0, 7));
      created.push(response.json().id);
    }
    const listing = await list();
    expect(listing.months.map((month) => month.label)).toEqual(['September 2025', 'August 2025', 'July 2025', 'June 2025', 'May 2025', 'January 2025', 'December 2024']);
    expect(listing.months.find((month) => month.month === '2025-01')?.count).toBe(2);
    const january = await list('?month=2025-01');
    expect(january.groups).toHaveLength(1);
    expect(january.groups[0]).toMatchObject({ month: '2025-01', label: 'January 2025', count: 2 });
    expect(january.groups[0]!.items.map((item) => item.title)).toEqual(['Pongal Points', 'New Year Coins']);
    const december = await list('?month=2024-12');
    expect(december.groups.map((group) => group.label)).toEqual(['December 2024']);

    for (const id of created) expect((await t.request('admin', { method: 'DELETE', url: `/api/admin/catalogue/${id}`, token: admin })).statusCode).toBe(200);
  });
});

describe('admin catalogue', () => {
  it('creates, edits, changes status, locks and deletes an app, auditing each change', async () => {
    const created = await createItem({ ...validItem, title: 'Audit Test App', downloadLink2: 'https://example.com/apps/second.apk', referCode: ' ABC123 ' });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ title: 'Audit Test App', isDualApp: true, referCode: 'ABC123', isLocked: false, status: 'live' });

    const edited = await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${item.id}`, token: admin, payload: { ...validItem, title: 'Audit Test App v2', date: '2025-09-30', downloadLink2: '' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Audit Test App v2', month: '2025-09', isDualApp: false, downloadLink2: null, referCode: null });

    const closed = await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${item.id}/status`, token: admin, payload: { status: 'closed' } });
    expect(closed.json().status).toBe('closed');

    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${item.id}/lock`, token: admin, payload: { isLocked: true } }), 400, 'Lock reason is required when the app is locked');
    const locked = await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${item.id}/lock`, token: admin, payload: { isLocked: true, lockReason: 'Link after 1K likes' } });
    expect(locked.json()).toMatchObject({ isLocked: true, lockReason: 'Link after 1K likes' });
    const publicItem = allItems(await list('?search=Audit Test App v2'))[0]!;
    expect(publicItem).toMatchObject({ isLocked: true, downloadLink: null, lockReason: 'Link after 1K likes', status: 'closed' });

    const unlocked = await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${item.id}/lock`, token: admin, payload: { isLocked: false } });
    expect(unlocked.json()).toMatchObject({ isLocked: false });
    expect(allItems(await list('?search=Audit Test App v2'))[0]).toMatchObject({ downloadLink: validItem.downloadLink, lockReason: null });

    expect((await t.request('admin', { method: 'DELETE', url: `/api/admin/catalogue/${item.id}`, token: admin })).json()).toEqual({ ok: true, id: item.id });
    expect((await list('?search=Audit Test App')).matching).toBe(0);

    const audit = await t.server.orm.em.fork().find(AuditEntry, { targetType: 'catalogue-item', targetId: item.id }, { orderBy: { createdAt: 'asc', action: 'asc' } });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['catalogue.create', 'catalogue.delete', 'catalogue.lock', 'catalogue.status', 'catalogue.unlock', 'catalogue.update'].sort());
    expect(audit.find((entry) => entry.action === 'catalogue.status')).toMatchObject({ before: { status: 'live' }, after: { status: 'closed' } });
    expect(audit.every((entry) => entry.admin !== null)).toBe(true);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validItem, title: '  ' }, 'Title is required'],
      [{ ...validItem, title: undefined }, 'Title is required'],
      [{ ...validItem, status: 'open' }, 'Status must be one of: live, closed, pending'],
      [{ ...validItem, date: '2025-02-30' }, 'Date must be a date like 2025-09-14'],
      [{ ...validItem, date: 'yesterday' }, 'Date must be a date like 2025-09-14'],
      [{ ...validItem, downloadLink: 'javascript:alert(1)' }, 'Download link must be an http:// or https:// URL'],
      [{ ...validItem, downloadLink: 'ftp://example.com/app.apk' }, 'Download link must be an http:// or https:// URL'],
      [{ ...validItem, downloadLink: 'example.com/app' }, 'Download link must be an http:// or https:// URL'],
      [{ ...validItem, downloadLink: '' }, 'Download link is required'],
      [{ ...validItem, videoLink: 'data:text/html,<script>alert(1)</script>' }, 'Video link must be an http:// or https:// URL'],
      [{ ...validItem, downloadLink2: 'javascript:void(0)' }, 'Second download link must be an http:// or https:// URL'],
      [{ ...validItem, isLocked: true }, 'Lock reason is required when the app is locked'],
      [{ ...validItem, referCode: 'x'.repeat(41) }, 'Refer code must be at most 40 characters'],
      [{ ...validItem, downloadLink: `https://example.com/${'a'.repeat(500)}` }, 'Download link must be at most 500 characters'],
    ];
    for (const [payload, message] of cases) expectRestError(await createItem(payload), 400, message);
    expect(await countRows()).toEqual(before);
  });

  it('unknown ids are 404 and malformed ids 400', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectRestError(await t.request('admin', { method: 'GET', url: `/api/admin/catalogue/${unknown}`, token: admin }), 404, 'App not found');
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${unknown}`, token: admin, payload: validItem }), 404, 'App not found');
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/catalogue/${unknown}/status`, token: admin, payload: { status: 'live' } }), 404, 'App not found');
    expectRestError(await t.request('admin', { method: 'DELETE', url: `/api/admin/catalogue/${unknown}`, token: admin }), 404, 'App not found');
    expectRestError(await t.request('admin', { method: 'DELETE', url: '/api/admin/catalogue/not-a-uuid', token: admin }), 400, 'Id must be a valid id');
  });

  it('writes exist only on the admin origin, for admins', async () => {
    const before = await countRows();
    const user = await t.createUser();
    expectRestError(await createItem(validItem, user.token), 401);
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/catalogue', payload: validItem }), 401);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/admin/catalogue', payload: validItem, token: admin }), 404);
    expect((await t.trpcMutation('public', 'catalogue.create', validItem, { token: admin })).statusCode).toBe(404);
    const anyId = allItems(await list())[0]!.id;
    expectRestError(await t.request('public', { method: 'DELETE', url: `/api/admin/catalogue/${anyId}`, token: admin }), 404);
    expect(await countRows()).toEqual({ items: before.items, audits: before.audits });
  });

  it('the admin list searches title, date and refer code, and pages', async () => {
    const byTitle = await t.trpcQuery('admin', 'catalogue.list', { search: 'coin' }, { token: admin });
    expect(trpcData(byTitle).items.every((item: Item) => item.title.toLowerCase().includes('coin'))).toBe(true);
    const page2 = trpcData(await t.trpcQuery('admin', 'catalogue.list', { page: 2, pageSize: 20 }, { token: admin }));
    expect(page2.items).toHaveLength(20);
    expect(page2.total).toBe(45);
    const byCode = trpcData(await t.trpcQuery('admin', 'catalogue.list', { search: 'coinch' }, { token: admin }));
    expect(byCode.items.map((item: Item) => item.title)).toContain('CoinChakra');
  });

  it('is in both OpenAPI documents', async () => {
    const publicDoc = (await t.request('public', { method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(publicDoc.paths)).toEqual(expect.arrayContaining(['/api/catalogue', '/api/blog', '/api/blog/{id}']));
    expect(Object.keys(publicDoc.paths).some((path) => path.startsWith('/api/admin/'))).toBe(false);
    const adminDoc = (await t.request('admin', { method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(adminDoc.paths)).toEqual(
      expect.arrayContaining(['/api/admin/catalogue', '/api/admin/catalogue/{id}', '/api/admin/blog', '/api/admin/blog/{id}', '/api/admin/uploads', '/api/admin/settings']),
    );
    expect(Object.keys(adminDoc.paths['/api/admin/catalogue/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
