import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { createTestServer, type TestServer } from './harness';

let t: TestServer;
let admin: string;
let staticRoot: string;
beforeAll(async () => {
  // A stand-in for the built SPAs, so the fallback route answers like in production.
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-spa-'));
  for (const origin of ['public', 'admin']) {
    fs.mkdirSync(path.join(staticRoot, origin, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, origin, 'index.html'), `<!doctype html><title>${origin} app</title><script type="module" src="/assets/app.js"></script>`);
    fs.writeFileSync(path.join(staticRoot, origin, 'assets', 'app.js'), `console.log('${origin}');`);
  }
  t = await createTestServer({}, { staticRoot });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});
checkEveryResponse(() => t);

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse, label: string) {
  const csp = String(response.headers['content-security-policy'] ?? '');
  expect(csp, label).not.toBe('');
  const policy = directives(csp);
  const scriptSrc = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scriptSrc, label).toContain("'self'");
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  // Not production: no HSTS (it would pin http://localhost to https).
  expect(response.headers['strict-transport-security'], label).toBeUndefined();
  expect(response.headers['x-powered-by'], label).toBeUndefined();
}

describe('security headers', () => {
  it('are on every kind of public-origin response', async () => {
    const user = await t.createUser();
    const responses: Array<[string, LightMyRequestResponse]> = [
      ['healthz', await t.request('public', { method: 'GET', url: '/healthz' })],
      ['REST 200', await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token })],
      ['REST 401', await t.request('public', { method: 'GET', url: '/api/auth/me' })],
      ['REST 400', await t.request('public', { method: 'POST', url: '/api/contact', payload: {} })],
      ['REST 404', await t.request('public', { method: 'GET', url: '/api/admin/users' })],
      ['malformed JSON', await t.request('public', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' })],
      ['413', await t.request('public', { method: 'POST', url: '/api/contact', payload: { message: 'x'.repeat(70_000) } })],
      ['bad URL', await t.request('public', { method: 'GET', url: '/%' })],
      ['tRPC', await t.trpcQuery('public', 'pages.get', { slug: 'about' })],
      ['tRPC 404', await t.trpcQuery('public', 'users.list', {})],
      ['openapi', await t.request('public', { method: 'GET', url: '/api/openapi.json' })],
      ['SPA route', await t.request('public', { method: 'GET', url: '/account' })],
      ['static asset', await t.request('public', { method: 'GET', url: '/assets/app.js' })],
    ];
    for (const [label, response] of responses) expectSecurityHeaders(response, label);
  });

  it('are on every kind of admin-origin response', async () => {
    const responses: Array<[string, LightMyRequestResponse]> = [
      ['healthz', await t.request('admin', { method: 'GET', url: '/healthz' })],
      ['REST 200', await t.request('admin', { method: 'GET', url: '/api/admin/pages', token: admin })],
      ['REST 401', await t.request('admin', { method: 'GET', url: '/api/admin/pages' })],
      ['REST 404', await t.request('admin', { method: 'GET', url: '/api/auth/me' })],
      ['tRPC', await t.trpcQuery('admin', 'adminAuth.session')],
      ['openapi', await t.request('admin', { method: 'GET', url: '/api/openapi.json' })],
      ['SPA route', await t.request('admin', { method: 'GET', url: '/admin' })],
      ['static asset', await t.request('admin', { method: 'GET', url: '/assets/app.js' })],
    ];
    for (const [label, response] of responses) expectSecurityHeaders(response, label);
  });

});

describe('SPA fallback', () => {
  it('serves each origin its own index.html for client routes, and JSON 404s for unknown API paths', async () => {
    for (const target of ['public', 'admin'] as const) {
      for (const url of ['/', '/account', '/wallet/history?x=1']) {
        const response = await t.request(target, { method: 'GET', url });
        expect(response.statusCode, `${target} ${url}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        // The public home page gets its own title and description (server/modules/seo/describe-page.ts).
        expect(response.body).toContain(target === 'public' && url === '/' ? '<title>Honest Rewards</title>' : `<title>${target} app</title>`);
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      // The server knows the public SPA's routes: an address none serves is a 404 with the same app (the admin's: its own page).
      const unknown = await t.request(target, { method: 'GET', url: '/some/deep/client/route?x=1' });
      expect(unknown.statusCode).toBe(target === 'public' ? 404 : 200);
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      const asset = await t.request(target, { method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe(`console.log('${target}');`);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const url of ['/api/unknown', '/trpc/unknown.procedure']) {
        const response = await t.request(target, { method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
      // Only GET gets the SPA; other methods on unknown paths are 404.
      expect((await t.request(target, { method: 'POST', url: '/account', payload: {} })).statusCode).toBe(404);
      // No path traversal out of the static folder.
      const traversal = await t.request(target, { method: 'GET', url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
      expect(traversal.body).not.toContain('root:');
    }
  });
});

describe('/healthz and /readyz', () => {
  it('answer 200 on both origins: alive, and ready (database, every migration, job queue)', async () => {
    for (const target of ['public', 'admin'] as const) {
      const alive = await t.request(target, { method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
      const ready = await t.request(target, { method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ready: true, status: 'ok', checks: { database: true, migrations: true, jobQueue: true } });
    }
  });

  it('when the database is not answering: still alive, not ready (503), and requests answer 503 with a clear message', async () => {
    const broken = await createTestServer();
    try {
      await broken.server.orm.close(true);
      for (const target of ['public', 'admin'] as const) {
        expect((await broken.request(target, { method: 'GET', url: '/healthz' })).statusCode, target).toBe(200);
        const response = await broken.request(target, { method: 'GET', url: '/readyz' });
        expect(response.statusCode, target).toBe(503);
        expect(response.json()).toMatchObject({ ready: false, status: 'unavailable', message: 'Database is not answering', checks: { database: false } });
        expect(response.body).not.toMatch(/ECONNREFUSED|knex|pool|at \S+ \(/i);
      }
      const login = await broken.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password: 'whatever' } });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
      expect(login.headers['retry-after']).toBe('5');
    } finally {
      await broken.close();
    }
    // The shared test server is unaffected.
    expect((await t.request('public', { method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
