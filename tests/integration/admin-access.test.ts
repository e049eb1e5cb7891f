import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession, AuditEntry, ContactMessage, Page, User } from '../../db/entities';
import { HOUR_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestServer, trpcData, trpcError, type TestServer } from './harness';

let t: TestServer;
let admin: string;
let user: { token: string; id: string; email: string; password: string };
let contactId: string;

beforeAll(async () => {
  t = await createTestServer();
  admin = await t.adminToken();
  user = await t.createUser();
  const sent = await t.request('public', { method: 'POST', url: '/api/contact', payload: { name: 'Asker', email: 'asker@example.com', message: 'Hello there' } });
  expect(sent.statusCode).toBe(200);
  contactId = (await t.server.orm.em.fork().findOneOrFail(ContactMessage, { email: 'asker@example.com' })).id;
});
afterAll(() => t.close());
checkEveryResponse(() => t);

interface AdminCall {
  method: 'GET' | 'PUT' | 'POST';
  url: () => string;
  payload?: unknown;
}

const PROTECTED: Record<string, AdminCall> = {
  'GET /api/admin/users': { method: 'GET', url: () => '/api/admin/users?search=&page=1' },
  'PUT /api/admin/users/{id}/toggle-block': { method: 'PUT', url: () => `/api/admin/users/${user.id}/toggle-block` },
  'GET /api/admin/pages': { method: 'GET', url: () => '/api/admin/pages' },
  'PUT /api/admin/pages/{slug}': { method: 'PUT', url: () => '/api/admin/pages/about', payload: { title: 'Hijacked', content: 'Hijacked content' } },
  'GET /api/admin/contacts': { method: 'GET', url: () => '/api/admin/contacts' },
  'PUT /api/admin/contacts/{id}/read': { method: 'PUT', url: () => `/api/admin/contacts/${contactId}/read`, payload: { isRead: true } },
  'GET /api/admin/outbox': { method: 'GET', url: () => '/api/admin/outbox' },
};

async function snapshot() {
  const em = t.server.orm.em.fork();
  const [blocked, about, contact, audit] = await Promise.all([
    em.findOneOrFail(User, { id: user.id }),
    em.findOneOrFail(Page, { slug: 'about' }),
    em.findOneOrFail(ContactMessage, { id: contactId }),
    em.count(AuditEntry, {}),
  ]);
  return { isBlocked: blocked.isBlocked, aboutTitle: about.title, aboutContent: about.content, contactRead: contact.isRead, audit };
}

describe('admin REST paths refuse anyone but a signed-in admin', () => {
  for (const [name, call] of Object.entries(PROTECTED)) {
    it(`${name}: no token → 401, user token → 401, nothing changes`, async () => {
      const before = await snapshot();
      const anonymous = await t.request('admin', { method: call.method, url: call.url(), payload: call.payload as never });
      expectRestError(anonymous, 401, 'Admin sign-in required');
      const asUser = await t.request('admin', { method: call.method, url: call.url(), payload: call.payload as never, token: user.token });
      expectRestError(asUser, 401, 'Admin sign-in required');
      const garbage = await t.request('admin', { method: call.method, url: call.url(), payload: call.payload as never, token: 'x'.repeat(43) });
      expectRestError(garbage, 401);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('each works with an admin token', async () => {
    const users = await t.request('admin', { method: 'GET', url: PROTECTED['GET /api/admin/users']!.url(), token: admin });
    expect(users.statusCode).toBe(200);
    expect(users.json().users.some((entry: { _id: string }) => entry._id === user.id)).toBe(true);

    const pages = await t.request('admin', { method: 'GET', url: '/api/admin/pages', token: admin });
    expect(pages.statusCode).toBe(200);
    expect(pages.json().map((page: { slug: string }) => page.slug)).toEqual(['about', 'disclaimer', 'privacy', 'refund-policy', 'terms']);

    const contacts = await t.request('admin', { method: 'GET', url: '/api/admin/contacts', token: admin });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()).toMatchObject({ unreadCount: 1, contacts: [{ _id: contactId, isRead: false }] });

    const outbox = await t.request('admin', { method: 'GET', url: '/api/admin/outbox', token: admin });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().some((mail: { to: string }) => mail.to === user.email)).toBe(true);

    const read = await t.request('admin', { method: 'PUT', url: `/api/admin/contacts/${contactId}/read`, payload: { isRead: true }, token: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ _id: contactId, isRead: true });

    const page = await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: 'About us', content: 'Edited by the admin.' }, token: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: 'about', title: 'About us', content: 'Edited by the admin.' });

    const blocked = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().isBlocked).toBe(true);
    const after = await snapshot();
    expect(after).toMatchObject({ isBlocked: true, aboutTitle: 'About us', contactRead: true });
    // Put the user back for the other tests.
    await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/toggle-block`, token: admin });
    user = { ...user, token: (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).json().token };
  });
});

describe('admin sign-in', () => {
  it('answers a token for the right credentials, the same 401 for a wrong password or unknown admin, and never accepts a user', async () => {
    const ok = await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), message: 'Login successful' });
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL, password: 'wrong-password-1' } }), 401, 'Invalid admin credentials');
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: 'nobody-admin@example.com', password: ADMIN_PASSWORD } }), 401, 'Invalid admin credentials');
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: user.email, password: user.password } }), 401, 'Invalid admin credentials');
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: 'not-an-email', password: 'x' } }), 400, 'Email must be a valid e-mail address');
    expectRestError(await t.request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL } }), 400, 'Password is required');
  });

  it('records the sign-in in the audit log', async () => {
    const before = await t.server.orm.em.fork().count(AuditEntry, { action: 'admin.sign-in' });
    await t.adminToken();
    expect(await t.server.orm.em.fork().count(AuditEntry, { action: 'admin.sign-in' })).toBe(before + 1);
  });

  it('adminAuth.signOut ends the admin session', async () => {
    const token = await t.adminToken();
    const out = await t.trpcMutation('admin', 'adminAuth.signOut', undefined, { token });
    expect(out.statusCode).toBe(200);
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/pages', token }), 401);
    expect((await t.request('admin', { method: 'GET', url: '/api/admin/pages', token: admin })).statusCode).toBe(200);
  });

  it('an admin token expires after 12 idle hours', async () => {
    const token = await t.adminToken();
    t.clock.advance(12 * HOUR_MS + 1000);
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/pages', token }), 401);
    expect(await t.server.orm.em.fork().count(AdminSession, {})).toBeGreaterThan(0);
    admin = await t.adminToken();
    user = { ...user, token: (await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).json().token };
  });
});

describe('the two origins are separate', () => {
  const adminPaths: Array<[string, string, unknown?]> = [
    ['POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users?search=a&page=1'],
    ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/toggle-block'],
    ['GET', '/api/admin/pages'],
    ['PUT', '/api/admin/pages/about', { title: 'x', content: 'y' }],
    ['GET', '/api/admin/contacts'],
    ['PUT', '/api/admin/contacts/00000000-0000-4000-8000-000000000000/read', { isRead: true }],
    ['GET', '/api/admin/outbox'],
    ['GET', '/api/admin/anything-else'],
  ];

  it('the public origin answers 404 for every /api/admin/* path, with or without an admin token', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of adminPaths) {
      for (const token of [undefined, admin]) {
        const response = await t.request('public', { method: method as 'GET', url, payload: payload as never, token });
        expectRestError(response, 404, 'Not found');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the public origin answers 404 for admin tRPC procedures', async () => {
    const queries = ['users.list', 'adminAuth.session', 'adminDashboard.overview', 'pages.list', 'contacts.list', 'outbox.list', 'audit.list'];
    for (const path of queries) {
      const response = await t.trpcQuery('public', path, {}, { token: admin });
      expectClean(response);
      expect(response.statusCode, path).toBe(404);
      expect(trpcError(response).data.code).toBe('NOT_FOUND');
    }
    const mutations: Array<[string, unknown]> = [
      ['users.toggleBlock', { id: user.id }],
      ['adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }],
      ['adminAuth.signOut', undefined],
      ['pages.update', { slug: 'about', title: 'Hijacked', content: 'Hijacked' }],
      ['contacts.setRead', { id: contactId, isRead: false }],
    ];
    const before = await snapshot();
    for (const [path, input] of mutations) {
      const response = await t.trpcMutation('public', path, input, { token: admin });
      expectClean(response);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the admin origin does not serve user paths or user procedures', async () => {
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/verify-email'],
      ['POST', '/api/contact'],
    ] as const) {
      expectRestError(await t.request('admin', { method, url, token: user.token, payload: method === 'POST' ? {} : undefined }), 404, 'Not found');
    }
    for (const path of ['auth.session', 'auth.me', 'pages.get', 'site.info']) {
      expect((await t.trpcQuery('admin', path, { slug: 'about' }, { token: user.token })).statusCode, path).toBe(404);
    }
    expect((await t.trpcMutation('admin', 'auth.signIn', { email: user.email, password: user.password })).statusCode).toBe(404);
    expect((await t.trpcMutation('admin', 'contact.send', { name: 'a', email: 'a@example.com', message: 'b' })).statusCode).toBe(404);
  });

  it('admin tokens are not user tokens and user tokens are not admin tokens', async () => {
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me', token: admin }), 401);
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { token: admin }))).toBeNull();
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/users', token: user.token }), 401);
    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.session', undefined, { token: user.token }))).toBeNull();
    // Both still work where they belong.
    expect((await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token })).statusCode).toBe(200);
    expect((await t.request('admin', { method: 'GET', url: '/api/admin/users', token: admin })).statusCode).toBe(200);
  });
});

describe('OpenAPI documents', () => {
  const PUBLIC_PATHS = [
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/logout-all',
    '/api/auth/me',
    '/api/auth/register',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/verify-email',
    '/api/contact',
  ];
  const ADMIN_PATHS = [
    '/api/admin/contacts',
    '/api/admin/contacts/{id}/read',
    '/api/admin/login',
    '/api/admin/outbox',
    '/api/admin/pages',
    '/api/admin/pages/{slug}',
    '/api/admin/users',
    '/api/admin/users/{id}/toggle-block',
  ];

  it('the public origin lists only public paths', async () => {
    const response = await t.request('public', { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    // Later issues add their own public paths; the foundation's are all there and no admin path is.
    expect(paths).toEqual(expect.arrayContaining(PUBLIC_PATHS));
    expect(paths.filter((path) => !path.startsWith('/api/') || path.startsWith('/api/admin'))).toEqual([]);
    expect(response.body).not.toContain('/api/admin');
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('ageConfirmed');
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('the admin origin lists only admin paths', async () => {
    const response = await t.request('admin', { method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(ADMIN_PATHS));
    expect(paths.filter((path) => !path.startsWith('/api/admin/'))).toEqual([]);
    expect(response.body).not.toContain('/api/auth/');
    expect(doc.paths['/api/admin/users/{id}/toggle-block'].put.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(doc.paths['/api/admin/users'].get.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['page', 'pageSize', 'search']);
  });
});
