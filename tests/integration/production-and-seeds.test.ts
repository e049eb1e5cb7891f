import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Admin, Page, User } from '../../db/entities';
import { checkEveryResponse } from './assertions';
import { DEMO_TASKS } from '#contract/tasks/demo-tasks';
import { ADMIN_EMAIL, ADMIN_URL, createTestServer, PUBLIC_URL, setCookieLine, trpcData, type TestServer } from './harness';

const sentMail: Array<{ to: string; subject: string }> = [];

let production: TestServer;
let development: TestServer;
let testMode: TestServer;
beforeAll(async () => {
  [production, development, testMode] = await Promise.all([
    createTestServer(
      { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(48), SMTP_URL: 'smtp://mail.invalid:2525', REWARD_CODES_KEY: Buffer.alloc(32, 7).toString('base64') },
      { mailTransport: { sendMail: async (message) => void sentMail.push(message) } },
    ),
    createTestServer({ NODE_ENV: 'development' }),
    createTestServer(),
  ]);
  await production.server.jobs.stop();
});
afterAll(async () => {
  await Promise.all([production.close(), development.close(), testMode.close()]);
});
checkEveryResponse(() => production);
checkEveryResponse(() => development);
checkEveryResponse(() => testMode);

describe('NODE_ENV=production', () => {
  it('sends HSTS and the strict CSP on both origins', async () => {
    for (const target of ['public', 'admin'] as const) {
      for (const url of ['/healthz', '/api/openapi.json', '/api/nothing']) {
        const response = await production.request(target, { method: 'GET', url });
        expect(response.headers['strict-transport-security'], `${target} ${url}`).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      }
    }
    const badUrl = await production.request('public', { method: 'GET', url: '/%' });
    expect(badUrl.headers['strict-transport-security']).toBeDefined();
  });

  it('seeds the pages and the configured admin, but no demo user', async () => {
    const em = production.server.orm.em.fork();
    expect(production.server.boot.demoUserCreated).toBe(false);
    expect(await em.count(User, { email: 'demo@example.com' })).toBe(0);
    expect(await em.count(User, {})).toBe(0);
    expect(await em.count(Page, {})).toBe(5);
    expect((await em.find(Admin, {})).map((admin) => admin.email)).toEqual([ADMIN_EMAIL]);
    const signIn = await production.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: 'demo@example.com', password: 'demo-password' } });
    expect(signIn.statusCode).toBe(401);
  });

  it('marks session cookies Secure', async () => {
    const user = await production.createUser();
    const signIn = await production.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: { origin: PUBLIC_URL } });
    expect(signIn.statusCode).toBe(200);
    expect(setCookieLine(signIn, 'sid')).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure; Expires=/);
    expect(setCookieLine(signIn, 'did')).toMatch(/^did=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure;/);
    const admin = await production.trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: 'correct-horse-battery-staple' }, { headers: { origin: ADMIN_URL } });
    expect(String(admin.headers['set-cookie'])).toMatch(/^admin_sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure;/);
  });

  it('queues mail for SMTP delivery instead of only storing it', async () => {
    const user = await production.createUser({ verified: false });
    const outbox = await production.request('admin', { method: 'GET', url: '/api/admin/outbox', token: await production.adminToken() });
    expect(outbox.json().find((mail: { to: string }) => mail.to === user.email)?.status).toBe('pending');
    expect(await production.server.mailDispatcher.deliverDue()).toBeGreaterThanOrEqual(1);
    expect(sentMail.some((mail) => mail.to === user.email && mail.subject === 'Verify your e-mail address')).toBe(true);
  });
});

describe('NODE_ENV=development and test', () => {
  it('seed a verified demo user that can sign in', async () => {
    for (const server of [development, testMode]) {
      expect(server.server.boot.demoUserCreated).toBe(true);
      const demo = await server.server.orm.em.fork().findOneOrFail(User, { email: 'demo@example.com' });
      expect(demo.emailVerifiedAt).not.toBeNull();
      expect(demo.isBlocked).toBe(false);
      const signIn = await server.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: 'demo@example.com', password: 'demo-password' } });
      expect(signIn.statusCode).toBe(200);
      const me = await server.request('public', { method: 'GET', url: '/api/auth/me', token: signIn.json().token });
      expect(me.json()).toMatchObject({ name: 'Demo User', email: 'demo@example.com', emailVerified: true, walletBalance: 0 });
    }
  });

  it('a development start lists the demo tasks on /task; production and the test suites have none', async () => {
    const listed = trpcData<{ tasks: Array<{ title: string; state: string }> }>(await development.trpcQuery('public', 'tasks.list')).tasks;
    expect(listed.map((task) => task.title).sort()).toEqual(DEMO_TASKS.map((task) => task.title).sort());
    expect(listed.every((task) => task.state === 'open')).toBe(true);
    const stored = (server: TestServer) => server.server.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from tasks');
    expect(await stored(production)).toEqual([{ n: 0 }]);
    expect(await stored(testMode)).toEqual([{ n: 0 }]);
  });

  it('no HSTS and no Secure flag outside production', async () => {
    const response = await development.request('public', { method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const signIn = await development.trpcMutation('public', 'auth.signIn', { email: 'demo@example.com', password: 'demo-password' });
    expect(String(signIn.headers['set-cookie'])).not.toContain('Secure');
    expect(trpcData(signIn).user.email).toBe('demo@example.com');
  });

  it('booting again on the same database is idempotent and keeps an admin’s page edits', async () => {
    const admin = await development.adminToken();
    const edit = await development.request('admin', { method: 'PUT', url: '/api/admin/pages/about', payload: { title: 'Edited About', content: 'Edited by an admin.' }, token: admin });
    expect(edit.statusCode).toBe(200);
    const again = await createTestServer({ NODE_ENV: 'development' }, { databaseUrl: development.databaseUrl, clock: development.clock });
    try {
      expect(again.server.boot.demoUserCreated).toBe(false);
      expect(again.server.boot.adminBootstrap).toEqual({ status: 'exists' });
      const em = again.server.orm.em.fork();
      expect(await em.count(Page, {})).toBe(5);
      expect(await em.count(User, { email: 'demo@example.com' })).toBe(1);
      expect(await em.count(Admin, {})).toBe(1);
      expect(trpcData(await again.trpcQuery('public', 'pages.get', { slug: 'about' }))).toMatchObject({ title: 'Edited About', content: 'Edited by an admin.' });
    } finally {
      await again.close();
    }
  });
});
