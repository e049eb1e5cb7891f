import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, MediaFile, OutboxMail, Page, User } from '../../db/entities';
import { encodePng } from '../../server/seeds/hero-image';
import { allRestRoutes } from '../../server/rest';
import { discriminatorOf, fillPath, inputJsonSchema, listProcedures, readOpenApiOperations, schemaPropertyPaths, withValueAt, type Origin } from './api-surface';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { snapshotDatabase } from './db-snapshot';
import { createTestServer, trpcError, type TestServer } from './harness';
import { multipartBody } from './multipart-body';

let t: TestServer;
let admin: string;
let user: { token: string; id: string; email: string; password: string };
beforeAll(async () => {
  // Tasks on, so the one REST row that takes multipart text fields (a task's hand-in) is reached.
  t = await createTestServer({}, { capabilities: ['tasks'] });
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
    ['name with a lone high surrogate', { ...valid, name: 'Bad\ud800Name' }, 'name must not contain a broken character (an unpaired UTF-16 surrogate)'],
    ['name with a lone low surrogate', { ...valid, name: '\udc00' }, 'name must not contain a broken character (an unpaired UTF-16 surrogate)'],
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
    expectRefusal(await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com', message: 'a\u0000b' } }), 'input.nul-character', 'message', 'message must not contain a NUL character');
    expectRefusal(await t.request('admin', { method: 'GET', url: '/api/admin/users?search=%00', token: admin }), 'input.nul-character', 'search', 'search must not contain a NUL character');
    expectRefusal(await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: 'T\u0000', content: 'C' }, token: admin }), 'input.nul-character', 'title', 'title must not contain a NUL character');
    const trpc = await t.trpcQuery('admin', 'users.list', { search: 'x\u0000' }, { token: admin });
    expectTrpcRefusal(trpc, 'input.nul-character', 'search');
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

// ── lone UTF-16 surrogates ─────────────────────────────────────────────────────────────────

const BROKEN = 'must not contain a broken character (an unpaired UTF-16 surrogate)';

/** A REST refusal of one input field: 400, the refusal's code, the field's path and the message naming it. */
function expectRefusal(response: LightMyRequestResponse, code: string, field: string, message = `${field} ${BROKEN}`): void {
  expectRestError(response, 400, message);
  expect(response.json()).toEqual({ message, code, field });
}

/** The same over tRPC: the code in `appCode`, the field in `params` and `fieldErrors`. */
function expectTrpcRefusal(response: LightMyRequestResponse, code: string, field: string): void {
  expectClean(response);
  expect(response.statusCode, response.body).toBe(400);
  const { data } = trpcError(response) as unknown as { data: { appCode: string; params: unknown; fieldErrors: Array<{ path: string }> } };
  expect(data.appCode).toBe(code);
  expect(data.params).toEqual({ field });
  expect(data.fieldErrors.map((error) => error.path)).toEqual([field]);
}

/** JSON text written by hand, so a surrogate can be sent as the escape `\ud800` a client writes. */
const asJson = (text: string) => ({ headers: { 'content-type': 'application/json' }, payload: text });

describe('lone UTF-16 surrogates are refused where the input is read, with the field named', () => {
  it('REST JSON (as an escape, and from a string JSON.stringify escapes) on both origins; paired surrogates are text', async () => {
    const before = await snapshotDatabase(t);
    expectRefusal(await t.request('public', { method: 'POST', url: '/api/contact', ...asJson('{"name":"A","email":"a@example.com","message":"a\\ud800b"}') }), 'input.lone-surrogate', 'message');
    expectRefusal(await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'A\udfff', email: 'a@example.com', message: 'Hi' } }), 'input.lone-surrogate', 'name');
    expectRefusal(await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', ...asJson('{"title":"T","content":"\\udc00"}'), token: admin }), 'input.lone-surrogate', 'content');
    // A low surrogate before a high one is two lone ones, not a pair.
    expectRefusal(await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: '\udc00\ud800', content: 'C' }, token: admin }), 'input.lone-surrogate', 'title');
    // Anywhere in the body: a key holding one is named by the object that holds it.
    expectRefusal(await t.request('public', { method: 'POST', url: '/api/contact', ...asJson('{"name":"A","email":"a@example.com","message":"Hi","\\ud800":"x"}') }), 'input.lone-surrogate', '', `Input ${BROKEN}`);
    expect(await snapshotDatabase(t)).toEqual(before);
    const paired = await t.request('public', { method: 'POST', url: '/api/contact', ...asJson('{"name":"A","email":"a@example.com","message":"a \\ud83d\\ude00 b"}') });
    expect(paired.statusCode, paired.body).toBe(200);
    const stored = await t.server.orm.em.fork().findOneOrFail(ContactMessage, { message: 'a \u{1f600} b' });
    expect(stored.name).toBe('A');
  });

  it('tRPC bodies, batches and GET inputs on both origins', async () => {
    const before = await snapshotDatabase(t);
    expectTrpcRefusal(await t.trpcMutation('public', 'auth.register', { ...valid, name: 'x\ud800' }), 'input.lone-surrogate', 'name');
    expectTrpcRefusal(await t.trpcQuery('admin', 'users.list', { search: '\udbff' }, { token: admin }), 'input.lone-surrogate', 'search');
    expectTrpcRefusal(await t.trpcQuery('public', 'pages.get', { slug: 'about\ud800' }), 'input.lone-surrogate', 'slug');
    expectTrpcRefusal(
      await t.request('admin', { method: 'POST', url: '/trpc/pages.update', token: admin, ...asJson('{"json":{"slug":"about","title":"T","content":"\\ud800"}}') }),
      'input.lone-surrogate',
      'content',
    );
    // A batch: the call with one is refused, the other answered.
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { slug: 'about' } }, 1: { json: { slug: '\ud800' } } }));
    const batch = await t.request('public', { method: 'GET', url: `/trpc/pages.get,pages.get?batch=1&input=${input}` });
    expect(batch.statusCode).toBe(207);
    const [first, second] = batch.json() as [{ result?: unknown }, { error: { json: { data: { appCode: string; fieldErrors: Array<{ path: string }> } } } }];
    expect(first.result).toBeDefined();
    expect(second.error.json.data.appCode).toBe('input.lone-surrogate');
    expect(second.error.json.data.fieldErrors).toEqual([{ path: 'slug', message: `slug ${BROKEN}` }]);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it("multipart text fields (a UTF-16 part decodes to one) are refused; the upload's file name is kept without it", async () => {
    const task = await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: admin, payload: { title: 'Surrogate task', steps: 'Answer', rewardPaise: 100, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } });
    expect(task.statusCode, task.body).toBe(201);
    const url = `/api/tasks/${task.json()._id}/submissions`;
    const before = await snapshotDatabase(t);
    const lone = multipartBody([{ name: 'text', type: 'text/plain; charset=utf-16le', data: Buffer.from([0x61, 0x00, 0x00, 0xd8]) }]);
    expectRefusal(await t.request('public', { method: 'POST', url, token: user.token, ...lone }), 'input.lone-surrogate', 'text');
    expect(await snapshotDatabase(t)).toEqual(before);
    // The same charset with whole characters is an answer like any other.
    const whole = multipartBody([{ name: 'text', type: 'text/plain; charset=utf-16le', data: Buffer.from('answer \u{1f600}', 'utf16le') }]);
    const handedIn = await t.request('public', { method: 'POST', url, token: user.token, ...whole });
    expect(handedIn.statusCode, handedIn.body).toBe(201);
  });

  it("an uploaded image's file name is kept without a lone surrogate: one in a UTF-16 name, or one left by cutting the name at 200", async () => {
    const image = encodePng(2, 2, new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]));
    const boundary = 'surrogate-boundary';
    const upload = (disposition: string) =>
      t.request('admin', {
        method: 'POST',
        url: '/api/admin/uploads',
        token: admin,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
    const names: string[] = [];
    for (const disposition of [`filename*=utf-16le''${encodeURIComponent('a').replace('a', '%61%00')}%00%D8%2E%00%70%00%6E%00%67%00`, `filename="${'a'.repeat(199)}\u{1f600}.png"`]) {
      const response = await upload(disposition);
      expect(response.statusCode, response.body).toBe(201);
      names.push((await t.server.orm.em.fork().findOneOrFail(MediaFile, { id: response.json().id as string })).originalName!);
    }
    expect(names).toEqual(['a.png', 'a'.repeat(199)]);
  });
});

describe('a lone surrogate in every input field, generated from the API', () => {
  const tokens = (): Record<Origin, string> => ({ public: user.token, admin });

  it('every REST JSON body field of both origins, signed in: 400 naming the field, nothing stored', async () => {
    const before = await snapshotDatabase(t);
    const problems: string[] = [];
    let sent = 0;
    for (const origin of ['public', 'admin'] as const) {
      for (const operation of await readOpenApiOperations(t, origin)) {
        // Rows of the REST table only: the postbacks and Razorpay's webhooks are the providers' signed formats.
        if (!operation.body || operation.body.contentType !== 'application/json' || !allRestRoutes.some((route) => route.origin === origin && route.method === operation.method && route.path === operation.path)) continue;
        for (const path of schemaPropertyPaths(operation.body.schema)) {
          const field = path.join('.');
          const response = await t.request(origin, { method: operation.method, url: fillPath(operation.path), token: tokens()[origin], payload: withValueAt({}, path, 'a\ud800') });
          sent += 1;
          const body = response.json() as { code?: string; field?: string };
          if (response.statusCode !== 400 || body.code !== 'input.lone-surrogate' || body.field !== field) problems.push(`${origin} ${operation.method} ${operation.path} ${field} → ${response.statusCode}: ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(50);
    expect(await snapshotDatabase(t)).toEqual(before);
  }, 60_000);

  it('every tRPC input field of both routers (queries over GET, mutations over POST), signed in: 400 with the code and the field, nothing stored', async () => {
    const before = await snapshotDatabase(t);
    const problems: string[] = [];
    let sent = 0;
    for (const origin of ['public', 'admin'] as const) {
      for (const procedure of listProcedures(origin).filter((candidate) => candidate.input)) {
        const schema = inputJsonSchema(procedure);
        const paths = schemaPropertyPaths(schema);
        const inputs: Array<[string, unknown]> = paths.length ? paths.map((path) => [path.join('.'), withValueAt(discriminatorOf(schema), path, '\udfff')]) : [['', '\udfff']];
        for (const [field, input] of inputs) {
          const call = procedure.type === 'query' ? t.trpcQuery : t.trpcMutation;
          const response = await call(origin, procedure.path, input, { token: tokens()[origin] });
          sent += 1;
          const data = response.statusCode === 400 ? (trpcError(response) as unknown as { data: { appCode: string; fieldErrors: Array<{ path: string }> | null } }).data : null;
          if (data?.appCode !== 'input.lone-surrogate' || data.fieldErrors?.[0]?.path !== field) problems.push(`${origin} ${procedure.path} ${field} → ${response.statusCode}: ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(await snapshotDatabase(t)).toEqual(before);
  }, 60_000);
});
