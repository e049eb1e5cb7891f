import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { createTestServer, type TestServer } from './harness';

/**
 * HTTP revalidation of the public reads (issue 20): a weak ETag of the body sent with
 * `Cache-Control: no-cache`, 304 without a body when If-None-Match names it, a new ETag once the
 * data changes; per-caller reads are `private`; per-user answers keep their headers.
 */
let t: TestServer;
let admin: string;
checkEveryResponse(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { capabilities: ['store', 'tasks'] });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
});

const GIFT = { kind: 'google_play', name: 'Google Play ₹10', faceValue: 10, pricePaise: 1_000, region: 'India Play Store only', validity: 'Valid 12 months', enabled: true };

function get(url: string, headers: Record<string, string> = {}, token?: string) {
  return t.request('public', { method: 'GET', url, headers, token });
}

async function createProduct(name: string): Promise<string> {
  const response = await t.request('admin', { method: 'POST', url: '/api/admin/rewards', token: admin, payload: { ...GIFT, name } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json()._id;
}

/** A tRPC GET batch of procedures that take no input. */
function batch(procedures: string[], token?: string) {
  const input = Object.fromEntries(procedures.map((_procedure, index) => [index, {}]));
  return t.request('public', { method: 'GET', url: `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, token });
}

describe('public reads answer a weak ETag and revalidate cheaply', () => {
  it('REST: ETag and no-cache; If-None-Match answers 304 with no body; a change gives a new ETag', async () => {
    // Enough products that the list is compressed: the ETag is the uncompressed body's either way.
    for (let index = 0; index < 12; index += 1) await createProduct(`Google Play ₹10 no. ${index}`);
    const first = await get('/api/rewards');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const compressed = await get('/api/rewards', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.etag).toBe(etag);

    const revalidated = await get('/api/rewards', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
    expect((await get('/api/rewards', { 'if-none-match': `W/"other", ${etag}`, 'accept-encoding': 'gzip' })).statusCode).toBe(304);

    await createProduct('Google Play ₹10 new');
    const changed = await get('/api/rewards', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().some((reward: { name: string }) => reward.name === 'Google Play ₹10 new')).toBe(true);
  });

  it('tRPC: a single public read and a batch made only of public reads get an ETag; 304 on a match', async () => {
    const single = await t.trpcQuery('public', 'rewards.list');
    expect(single.statusCode).toBe(200);
    expect(single.headers.etag).toMatch(/^W\//);
    expect(single.headers['cache-control']).toBe('no-cache');
    expect((await t.request('public', { method: 'GET', url: '/trpc/rewards.list', headers: { 'if-none-match': String(single.headers.etag) } })).statusCode).toBe(304);

    // The site's settings have no REST row; every page load reads them.
    const info = await t.trpcQuery('public', 'site.info');
    expect(info.statusCode).toBe(200);
    expect(info.headers.etag).toMatch(/^W\//);

    const both = await batch(['stats.home', 'rewards.list']);
    expect(both.statusCode, both.body).toBe(200);
    expect(both.headers.etag).toMatch(/^W\//);
    expect(both.headers.etag).not.toBe(single.headers.etag);
  });

  it('reads that also hold the caller\'s own part are private and vary by the credentials', async () => {
    const user = await t.createUser();
    for (const response of [await get('/api/tasks'), await get('/api/tasks', {}, user.token), await batch(['tasks.list', 'stats.home'])]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers.etag).toMatch(/^W\//);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toContain('Cookie, Authorization');
    }
  });

  it('per-user answers, mutations and refusals keep their headers: no ETag', async () => {
    const user = await t.createUser();
    for (const response of [
      await get('/api/auth/me', {}, user.token),
      await get('/api/wallet/balance', {}, user.token),
      await t.trpcQuery('public', 'auth.me', undefined, { token: user.token }),
      // A batch with one per-user procedure among public reads.
      await batch(['rewards.list', 'auth.me'], user.token),
      await get('/api/tasks/00000000-0000-4000-8000-000000000000'),
    ]) {
      expect(response.headers.etag, response.body).toBeUndefined();
      expect(response.headers['cache-control']).not.toBe('no-cache');
    }
  });
});

describe('a public read\'s whole answer is remembered for at most a second, never past a change', () => {
  it('follows the server clock: after midnight IST the next day\'s code is answered', async () => {
    for (const [code, dailyFor] of [['MEMO-TODAY', '2026-01-15'], ['MEMO-TOMORROW', '2026-01-16']]) {
      const created = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code, amount: 2, dailyFor } });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Twice: the second answer is the remembered one.
    for (let read = 0; read < 2; read += 1) expect((await get('/api/daily-promo')).json().code).toBe('MEMO-TODAY');
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      expect((await get('/api/daily-promo')).json().code).toBe('MEMO-TOMORROW');
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it('an answer that holds the caller\'s part, remembered for signed-out visitors, is never sent to a signed-in person', async () => {
    const user = await t.createUser();
    const signedOut = await get('/api/games');
    expect((await get('/api/games')).body).toBe(signedOut.body);
    const signedIn = await get('/api/games', {}, user.token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toBe(signedOut.body);
    // …nor the signed-in answer to the next visitor.
    expect((await get('/api/games')).body).toBe(signedOut.body);
  });
});
