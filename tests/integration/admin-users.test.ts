import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry, Session, User } from '../../db/entities';
import { SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectClean, expectRestError } from './assertions';
import { ADMIN_EMAIL, createTestServer, trpcData, type TestServer } from './harness';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
  admin = await t.adminToken();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const BLOCKED_MESSAGE = 'This account has been blocked. Contact support if you think this is a mistake.';

function toggle(id: string, token = admin) {
  return t.request('admin', { method: 'PUT', url: `/api/admin/users/${id}/toggle-block`, token });
}
function listUsers(query: string, token = admin) {
  return t.request('admin', { method: 'GET', url: `/api/admin/users${query}`, token });
}
function login(email: string, password: string) {
  return t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('blocking a user', () => {
  it('rejects the existing token at once, answers 403 on sign-in, and unblocking restores sign-in', async () => {
    const user = await t.createUser({ name: 'Blocked Person' });
    const other = await t.createUser();
    const cookieSignIn = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password });
    const sid = /sid=([^;]+)/.exec(String(cookieSignIn.headers['set-cookie']))?.[1];
    expect(sid).toBeTruthy();

    const blocked = await toggle(user.id);
    expectClean(blocked);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({
      _id: user.id,
      name: 'Blocked Person',
      email: user.email,
      walletBalance: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isBlocked: true,
      // The original's body-less call blocks without a reason (decision 048).
      blockReason: null,
      emailVerified: true,
    });

    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token }), 401);
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { cookie: `sid=${sid}` }))).toBeNull();
    expect(await t.server.orm.em.fork().count(Session, { user: user.id })).toBe(0);
    // Other users are not affected.
    expect((await t.request('public', { method: 'GET', url: '/api/auth/me', token: other.token })).statusCode).toBe(200);

    expectRestError(await login(user.email, user.password), 403, BLOCKED_MESSAGE);
    // A wrong password still says only "incorrect", so blocking does not reveal the account.
    expectRestError(await login(user.email, 'wrong-password'), 401, 'Incorrect e-mail or password');
    expect(await t.server.orm.em.fork().count(Session, { user: user.id })).toBe(0);

    const unblocked = await toggle(user.id);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().isBlocked).toBe(false);
    // The old token stays dead; a new sign-in works.
    expectRestError(await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token }), 401);
    const again = await login(user.email, user.password);
    expect(again.statusCode).toBe(200);
    expect((await t.request('public', { method: 'GET', url: '/api/auth/me', token: again.json().token })).statusCode).toBe(200);
  });

  it('writes an audit entry (admin, action, target, before/after) for block and unblock', async () => {
    const user = await t.createUser();
    t.clock.advance(SECOND_MS);
    await toggle(user.id);
    t.clock.advance(SECOND_MS);
    await toggle(user.id);

    const rows = await t.server.orm.em.fork().find(AuditEntry, { targetId: user.id }, { populate: ['admin'], orderBy: { createdAt: 'asc' } });
    expect(rows.map((row) => ({ admin: row.admin?.email, action: row.action, targetType: row.targetType, before: row.before, after: row.after }))).toEqual([
      { admin: ADMIN_EMAIL, action: 'user.block', targetType: 'user', before: { isBlocked: false, blockReason: null }, after: { isBlocked: true, reason: 'no reason given' } },
      { admin: ADMIN_EMAIL, action: 'user.unblock', targetType: 'user', before: { isBlocked: true, blockReason: null }, after: { isBlocked: false, reason: 'no reason given' } },
    ]);

    // The same log through the admin tRPC procedure, newest first.
    const audit = await t.trpcQuery('admin', 'audit.list', { page: 1, pageSize: 5 }, { token: admin });
    expect(audit.statusCode).toBe(200);
    const entries = trpcData<{ entries: Array<{ adminEmail: string; action: string; targetType: string; targetId: string; before: unknown; after: unknown; createdAt: string }> }>(audit).entries;
    expect(entries[0]).toMatchObject({ adminEmail: ADMIN_EMAIL, action: 'user.unblock', targetType: 'user', targetId: user.id, before: { isBlocked: true }, after: { isBlocked: false } });
    expect(entries[1]).toMatchObject({ action: 'user.block', targetId: user.id });
    expect(entries[0]?.createdAt).toBe(t.clock.now().toISOString());
  });

  it('answers 404 for an unknown id and 400 for an invalid one, writing nothing', async () => {
    const auditBefore = await t.server.orm.em.fork().count(AuditEntry, {});
    expectRestError(await toggle('00000000-0000-4000-8000-000000000000'), 404, 'User not found');
    expectRestError(await toggle('not-a-uuid'), 400, 'Id must be a valid id');
    expectRestError(await toggle("1' or '1'='1"), 400);
    expect(await t.server.orm.em.fork().count(AuditEntry, {})).toBe(auditBefore);
  });

  it('two admins toggling at the same moment end in a consistent state with one audit entry each', async () => {
    const user = await t.createUser();
    const second = await t.adminToken();
    const answers = await Promise.all([toggle(user.id), toggle(user.id, second)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().isBlocked).sort()).toEqual([false, true]);
    const row = await t.server.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(row.isBlocked).toBe(false);
    expect(await t.server.orm.em.fork().count(AuditEntry, { targetId: user.id })).toBe(2);
  });
});

describe('listing users', () => {
  const names = ['Zara Quill', 'Yusuf Quill', 'Xena Post', 'Walter Post', 'Vikram Quill'];
  const created: Array<{ id: string; email: string; name: string }> = [];

  beforeAll(async () => {
    for (const name of names) {
      t.clock.advance(SECOND_MS);
      const email = `${name.split(' ')[0]!.toLowerCase()}.listing@${name.includes('Quill') ? 'quill' : 'post'}.example`;
      const user = await t.createUser({ name, email });
      created.push({ id: user.id, email: user.email, name });
    }
  });

  it('answers the documented shape with totalUsers, newest first', async () => {
    const response = await listUsers('');
    expectClean(response);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const total = await t.server.orm.em.fork().count(User, {});
    expect(body).toMatchObject({ totalUsers: total, matching: total, page: 1, pageSize: 20 });
    for (const user of body.users) {
      expect(Object.keys(user).sort()).toEqual(['_id', 'blockReason', 'createdAt', 'email', 'emailVerified', 'isBlocked', 'name', 'walletBalance']);
      expect(user.walletBalance).toBe(0);
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('id');
    }
    expect(response.body).not.toMatch(/argon2|password/i);
    // The five created last come first, newest first.
    expect(body.users.slice(0, 5).map((user: { name: string }) => user.name)).toEqual([...names].reverse());
    const dates = body.users.map((user: { createdAt: string }) => Date.parse(user.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('searches by name and by e-mail, case-insensitively, keeping totalUsers as the grand total', async () => {
    const total = await t.server.orm.em.fork().count(User, {});
    const byName = (await listUsers('?search=quill')).json();
    expect(byName.users.map((user: { name: string }) => user.name).sort()).toEqual(['Vikram Quill', 'Yusuf Quill', 'Zara Quill']);
    expect(byName.matching).toBe(3);
    expect(byName.totalUsers).toBe(total);

    const byEmail = (await listUsers(`?search=${encodeURIComponent('@POST.example')}`)).json();
    expect(byEmail.users.map((user: { email: string }) => user.email).sort()).toEqual(['walter.listing@post.example', 'xena.listing@post.example']);

    const one = (await listUsers('?search=yusuf.listing')).json();
    expect(one.users).toHaveLength(1);
    expect(one.users[0]._id).toBe(created[1]!.id);

    const none = (await listUsers('?search=no-such-person-anywhere')).json();
    expect(none).toMatchObject({ users: [], matching: 0, totalUsers: total });

    // LIKE wildcards are matched literally.
    expect((await listUsers('?search=%25')).json().users).toEqual([]);
    expect((await listUsers('?search=_')).json().users).toEqual([]);
  });

  it('paginates with page and pageSize without overlap or gaps', async () => {
    const total = await t.server.orm.em.fork().count(User, {});
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 2); page += 1) {
      const body = (await listUsers(`?page=${page}&pageSize=2`)).json();
      expect(body.page).toBe(page);
      expect(body.pageSize).toBe(2);
      expect(body.users.length).toBe(Math.min(2, total - (page - 1) * 2));
      seen.push(...body.users.map((user: { _id: string }) => user._id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.length).toBe(total);
    const beyond = (await listUsers(`?page=${Math.ceil(total / 2) + 5}&pageSize=2`)).json();
    expect(beyond.users).toEqual([]);
    expect(beyond.totalUsers).toBe(total);

    const searchPage2 = (await listUsers('?search=quill&page=2&pageSize=2')).json();
    expect(searchPage2.users.map((user: { name: string }) => user.name)).toEqual(['Zara Quill']);
  });

  it('an empty ?page= means the first page, not a 400', async () => {
    const admin = await t.adminToken();
    const response = await t.request('admin', { method: 'GET', url: '/api/admin/users?page=&search=', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toBe(1);
  });

  it('refuses bad page numbers and search terms with 400', async () => {
    expectRestError(await listUsers('?page=0'), 400, 'Page must be 1 or more');
    expectRestError(await listUsers('?page=-3'), 400, 'Page must be 1 or more');
    expectRestError(await listUsers('?page=1.5'), 400, 'Page must be a whole number');
    expectRestError(await listUsers('?page=abc'), 400);
    expectRestError(await listUsers('?page=99999999999999999999'), 400);
    expectRestError(await listUsers('?page=1e400'), 400);
    expectRestError(await listUsers('?pageSize=0'), 400, /Page size must be 1 or more$/);
    expectRestError(await listUsers('?pageSize=1000'), 400, /Page size must be at most 100$/);
    expectRestError(await listUsers(`?search=${'a'.repeat(101)}`), 400, 'Search must be at most 100 characters');
    expectRestError(await listUsers('?page=1&page=2'), 400);
    expectRestError(await listUsers('?search=a&search=b'), 400);
  });

  it('the admin dashboard counts users (deleted accounts are gone)', async () => {
    const response = await t.trpcQuery('admin', 'adminDashboard.overview', undefined, { token: admin });
    expect(trpcData(response).users.total).toBe(await t.server.orm.em.fork().count(User, { deletedAt: null }));
  });
});
