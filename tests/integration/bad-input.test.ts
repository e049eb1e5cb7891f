import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, OutboxMail, Page, User } from '../../db/entities';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { createTestServer, trpcError, type TestServer } from './harness';

let t: TestServer;
let admin: string;
let user: { token: string; id: string; email: string; password: string };
beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
  user = await t.createUser();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

async function rowCounts() {
  const em = t.server.orm.em.fork();
  const [users, mails, contacts] = await Promise.all([em.count(User, {}), em.count(OutboxMail, {}), em.count(ContactMessage, {})]);
  return { users, mails, contacts };
}

const valid = { name: 'Valid Name', email: 'valid-signup@example.com', password: 'long-enough-pw', ageConfirmed: true };

describe('sign-up validation', () => {
  const cases: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['name missing', { ...valid, name: undefined }, 'Name is required'],
    ['name blank', { ...valid, name: '   ' }, 'Name is required'],
    ['name a number', { ...valid, name: 12345 }, 'Name is required'],
    ['name too long', { ...valid, name: 'n'.repeat(81) }, 'Name must be at most 80 characters'],
    ['email missing', { ...valid, email: undefined }, 'Email is required'],
    ['email empty', { ...valid, email: '' }, 'Email is required'],
    ['email malformed', { ...valid, email: 'someone-at-example.com' }, 'Email must be a valid e-mail address'],
    ['email with spaces inside', { ...valid, email: 'some one@example.com' }, 'Email must be a valid e-mail address'],
    ['email too long', { ...valid, email: `${'a'.repeat(250)}@example.com` }, /Email must be at most 254 characters|Email must be a valid e-mail address/],
    ['email an object', { ...valid, email: { $ne: '' } }, 'Email is required'],
    ['password missing', { ...valid, password: undefined }, 'Password is required'],
    ['password of 7 characters', { ...valid, password: '1234567' }, 'Password must be at least 8 characters'],
    ['password too long', { ...valid, password: 'p'.repeat(201) }, 'Password must be at most 200 characters'],
    ['password a number', { ...valid, password: 12345678 }, 'Password is required'],
    ['ageConfirmed missing', { ...valid, ageConfirmed: undefined }, /You must confirm that you are 18 or older$/],
    ['ageConfirmed false', { ...valid, ageConfirmed: false }, /You must confirm that you are 18 or older$/],
    ['ageConfirmed "true" as a string', { ...valid, ageConfirmed: 'true' }, /You must confirm that you are 18 or older$/],
    ['terms refused', { ...valid, termsAccepted: false }, /You must accept the terms$/],
    ['name with a NUL character', { ...valid, name: 'Bad\u0000Name' }, 'name must not contain a NUL character'],
  ];
  for (const [label, payload, message] of cases) {
    it(`${label} → 400 and nothing stored`, async () => {
      const before = await rowCounts();
      expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/register', payload }), 400, message);
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('exactly 8 characters is enough, and the same rules hold over tRPC', async () => {
    const trpc = await t.trpcMutation('public', 'auth.register', { ...valid, password: 'short' });
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).message).toBe('Password must be at least 8 characters');
    const response = await t.request('public', { method: 'POST', url: '/api/auth/register', payload: { ...valid, email: 'eight@example.com', password: '12345678' } });
    expect(response.statusCode).toBe(201);
  });
});

describe('sign-in, verification and reset validation', () => {
  it('sign-in: missing or malformed fields → 400 naming the field', async () => {
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { password: 'x' } }), 400, 'Email is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: 'x' } }), 400, 'Email must be a valid e-mail address');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email } }), 400, 'Password is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: '' } }), 400, 'Password is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: ['a'] } }), 400, 'Password is required');
  });

  it('sign-in with the longest valid e-mail address answers 401, not 500', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.example`;
    expect(longest.length).toBeLessThanOrEqual(254);
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: longest, password: 'whatever-pw' } }), 401, 'Incorrect e-mail or password');
    const reset = await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: longest } });
    expect(reset.statusCode).toBe(200);
  });

  it('a forged, over-long client address answers normally, not 500', async () => {
    const response = await t.request('public', { method: 'POST', url: '/api/contact', ip: `${'9'.repeat(250)}`, payload: { name: 'A', email: 'a@example.com', message: 'Hi' } });
    expect(response.statusCode).toBe(200);
  });

  it('verify-email and reset-password: token missing, empty or absurd → 400', async () => {
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: {} }), 400, 'Token is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: '   ' } }), 400, 'Token is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: 't'.repeat(201) } }), 400, 'Token is invalid');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: 42 } }), 400, 'Token is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { password: 'long-enough-pw' } }), 400, 'Token is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token: 'abc', password: 'short' } }), 400, 'Password must be at least 8 characters');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: {} }), 400, 'Email is required');
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'x@' } }), 400, 'Email must be a valid e-mail address');
  });

  it('text with a NUL character is refused with 400 everywhere instead of failing in the database', async () => {
    const before = await rowCounts();
    expectRestError(await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'a\u0000b' } }), 400, 'message must not contain a NUL character');
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/users?search=%00', token: admin }), 400, 'search must not contain a NUL character');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: 'T\u0000', content: 'C' }, token: admin }), 400, 'title must not contain a NUL character');
    const trpc = await t.trpcQuery('admin', 'users.list', { search: 'x\u0000' }, { token: admin });
    expect(trpc.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
    expect((await t.server.orm.em.fork().findOneOrFail(Page, { slug: 'about' })).title).not.toContain('\u0000');
  });
});

describe('malformed and oversized requests', () => {
  const posts: Array<['public' | 'admin', string]> = [
    ['public', '/api/auth/register'],
    ['public', '/api/auth/login'],
    ['public', '/api/contact'],
    ['public', '/trpc/auth.signIn'],
    ['admin', '/api/admin/login'],
    ['admin', '/trpc/adminAuth.signIn'],
  ];

  it('malformed JSON → 400 with a message, on every origin and adapter', async () => {
    for (const [target, url] of posts) {
      for (const body of ['{"email":', '{email: "x"}', 'not json', '{"a":1}}']) {
        const response = await t.request(target, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
        expectClean(response);
        expect(response.statusCode, `${url} ${body}`).toBe(400);
        if (url.startsWith('/api/')) expectRestError(response, 400);
      }
    }
    expectRestError(await t.request('public', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' }), 400);
  });

  it('a body over 64 KiB → 413 with a message, and nothing stored', async () => {
    const before = await rowCounts();
    const huge = 'x'.repeat(65 * 1024);
    for (const [target, url] of posts) {
      const response = await t.request(target, { method: 'POST', url, payload: { name: 'A', email: 'a@example.com', password: huge, message: huge } });
      expectClean(response);
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toEqual({ message: 'Request body is too large' });
    }
    const page = await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: 'Big', content: huge }, token: admin });
    expectRestError(page, 413, 'Request body is too large');
    expect(await rowCounts()).toEqual(before);
    // Just under the limit is parsed (and then validated).
    const justUnder = await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'y'.repeat(60 * 1024) } });
    expectRestError(justUnder, 400, 'Message must be at most 5000 characters');
  });

  it('wrong body types → 400, never 500', async () => {
    const bodies: Array<[string, string]> = [
      ['application/json', '[1,2,3]'],
      ['application/json', '"a string"'],
      ['application/json', '42'],
      ['application/json', 'null'],
      ['application/json', 'true'],
      ['text/plain', 'hello'],
    ];
    for (const [contentType, payload] of bodies) {
      for (const url of ['/api/auth/register', '/api/auth/login', '/api/contact', '/api/auth/verify-email']) {
        const response = await t.request('public', { method: 'POST', url, headers: { 'content-type': contentType }, payload });
        expectRestError(response, 400);
      }
    }
    const xml = await t.request('public', { method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectRestError(xml, 415);
  });

  it('malformed tRPC calls → 4xx with a message and no stack', async () => {
    const calls: Array<[LightMyRequestResponse, number]> = [
      [await t.request('public', { method: 'GET', url: '/trpc/pages.get?input=%7Bbad' }), 400],
      [await t.request('public', { method: 'GET', url: '/trpc/pages.get' }), 400],
      [await t.request('public', { method: 'GET', url: `/trpc/pages.get?input=${encodeURIComponent(JSON.stringify({ json: { slug: ['about'] } }))}` }), 400],
      [await t.request('public', { method: 'POST', url: '/trpc/pages.get', payload: { json: { slug: 'about' } } }), 405],
      [await t.request('public', { method: 'GET', url: '/trpc/auth.signIn?input=%7B%7D' }), 405],
      [await t.request('public', { method: 'POST', url: '/trpc/auth.signIn', payload: { email: user.email, password: user.password } }), 400],
      [await t.request('public', { method: 'GET', url: '/trpc/no.such.procedure' }), 404],
    ];
    for (const [response, status] of calls) {
      expectClean(response);
      expect(response.statusCode, response.body).toBe(status);
      expect(typeof trpcError(response).message).toBe('string');
    }
  });

  it('malformed URLs and over-long path parameters answer { message }', async () => {
    expectRestError(await t.request('public', { method: 'GET', url: '/%' }), 400, 'Malformed request URL');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/users/%zz/toggle-block', token: admin }), 400);
    expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/users/${'a'.repeat(5000)}/toggle-block`, token: admin }), 414, 'Request URL is too long');
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me?x=%' }), 401);
  });

  it('unknown API paths and methods → 404 { message }', async () => {
    expectRestError(await t.request('public', { method: 'GET', url: '/api/nothing-here' }), 404, 'Not found');
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/login' }), 404, 'Not found');
    expectRestError(await t.request('public', { method: 'DELETE', url: '/api/auth/me', token: user.token }), 404, 'Not found');
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/users', token: admin }), 404, 'Not found');
  });
});

describe('admin input validation', () => {
  it('ids: valid but unknown uuid → 404, invalid → 400', async () => {
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/users/6f1c1f2e-2b7a-4c55-9a55-1b2c3d4e5f60/toggle-block', token: admin }), 404, 'User not found');
    for (const id of ['123', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', '6f1c1f2e2b7a4c559a551b2c3d4e5f60x', '%20']) {
      expectRestError(await t.request('admin', { method: 'PUT', url: `/api/admin/users/${id}/toggle-block`, token: admin }), 400);
    }
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/contacts/6f1c1f2e-2b7a-4c55-9a55-1b2c3d4e5f60/read', payload: { isRead: true }, token: admin }), 404, 'Message not found');
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/contacts/42/read', payload: { isRead: true }, token: admin }), 400, 'Id must be a valid id');
  });

  it('page numbers: negative, zero, fractional, non-numeric and huge → 400 on every paged list', async () => {
    for (const path of ['/api/admin/users', '/api/admin/contacts', '/api/admin/outbox']) {
      for (const query of ['page=-1', 'page=0', 'page=2.5', 'page=abc', 'page=10001', 'page=9007199254740993', 'page=Infinity', 'pageSize=-5', 'pageSize=101']) {
        expectRestError(await t.request('admin', { method: 'GET', url: `${path}?${query}`, token: admin }), 400);
      }
      expect((await t.request('admin', { method: 'GET', url: `${path}?page=10000&pageSize=100`, token: admin })).statusCode, path).toBe(200);
      // An empty parameter is "not given" (the default), not a zero.
      expect((await t.request('admin', { method: 'GET', url: `${path}?page=&pageSize=`, token: admin })).statusCode, path).toBe(200);
    }
    const trpc = await t.trpcQuery('admin', 'audit.list', { page: -1, pageSize: 10 }, { token: admin });
    expect(trpc.statusCode).toBe(400);
    expect(trpcError(trpc).message).toBe('Page must be 1 or more');
  });
});
