import { randomUUID } from 'node:crypto';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '#contract/time/ist';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestServer, type TestServer } from './harness';

/**
 * The documented API keeps the original's contract (seed spec §7): its 19 calls, replayed with the
 * original's payloads, answer what the served OpenAPI documents say, and both documents lint clean
 * with Redocly's recommended rules.
 */

type Origin = 'public' | 'admin';
type OpenApiDocument = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };

let t: TestServer;
const documents = {} as Record<Origin, OpenApiDocument>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  t = await createTestServer();
  for (const origin of ['public', 'admin'] as const) {
    const response = await t.request(origin, { method: 'GET', url: '/api/openapi.json' });
    documents[origin] = response.json();
    ajv.addSchema(documents[origin], origin);
  }
});

afterAll(async () => {
  await t.close();
});

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** Fails unless the answer's status is documented for the operation and its body matches that response's schema. */
function expectDocumented(origin: Origin, method: string, template: string, response: LightMyRequestResponse): void {
  const operation = documents[origin].paths[template]?.[method.toLowerCase()];
  expect(operation, `${method} ${template} is documented`).toBeDefined();
  const documented = operation!.responses[String(response.statusCode)];
  expect(documented, `${method} ${template} documents status ${response.statusCode} (${response.body})`).toBeDefined();
  if (!documented!.content) return;
  const ref = `${origin}#/${pointer('paths', template, method.toLowerCase(), 'responses', String(response.statusCode), 'content', 'application/json', 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  const valid = validate(response.json());
  expect(valid ? [] : validate.errors, `${method} ${template} ${response.statusCode}: ${response.body.slice(0, 400)}`).toEqual([]);
}

async function call(origin: Origin, method: 'GET' | 'POST' | 'PUT', template: string, options: { params?: Record<string, string>; payload?: unknown; token?: string; emptyJsonBody?: boolean; headers?: Record<string, string> } = {}) {
  const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(options.params?.[name] ?? ''));
  const response = await t.request(origin, {
    method,
    url,
    token: options.token,
    // Old clients send `Content-Type: application/json` and nothing else to the operations that take no body.
    headers: { ...options.headers, ...(options.emptyJsonBody ? { 'content-type': 'application/json' } : {}) },
    ...(options.emptyJsonBody ? { payload: '' } : options.payload === undefined ? {} : { payload: options.payload as object }),
  });
  expectDocumented(origin, method, template, response);
  return response;
}

describe('OpenAPI documents', () => {
  it.each(['public', 'admin'] as const)('the %s document lints clean with Redocly recommended rules', async (origin) => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(documents[origin]), absoluteRef: `${origin}-openapi.json`, config });
    const errors = problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('every operation has an operationId, unique per document, and typed dates and query numbers', () => {
    for (const document of Object.values(documents)) {
      const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as Array<{ operationId?: string; parameters?: Array<{ in: string; name: string; schema: { type?: string } }> }>;
      const ids = operations.map((operation) => operation.operationId);
      expect(ids.every(Boolean)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const pageParameters = operations.flatMap((operation) => operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && /^page(Size)?$/.test(parameter.name));
      expect(pageParameters.length).toBeGreaterThan(0);
      for (const parameter of pageParameters) expect(parameter.schema.type).toBe('integer');
      // A schema with nothing in it (what zod makes of a Date) types nothing for a generated client.
      expect(JSON.stringify(document)).not.toMatch(/"(createdAt|updatedAt|publishedAt|resolvedAt|expiresAt|nextResetAt)":\{(?:"nullable":true)?\}/);
    }
  });

  it('declares the Idempotency-Key header and a Retry-After header on 429 answers', () => {
    const withdrawal = documents.public.paths['/api/wallet/redeem']!.post as unknown as { parameters: Array<{ in: string; name: string }>; responses: Record<string, { headers?: Record<string, unknown> }> };
    expect(withdrawal.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
    expect(withdrawal.responses[429]?.headers).toHaveProperty('Retry-After');
  });
});

describe("the original's 19 calls (seed spec §7)", () => {
  it('answer as documented, with the original payloads', async () => {
    const user = await t.createUser();
    const adminLogin = await call('admin', 'POST', '/api/admin/login', { payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json()).toEqual({ token: expect.any(String), message: 'Login successful' });
    const admin = adminLogin.json().token as string;

    // The admin schedules today's promo code and another one, as the original's admin did: code and amount only.
    const today = istDate(t.clock.now());
    const daily = await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: admin, payload: { code: `DAILY${Date.now()}`, amount: 20, dailyFor: today } });
    expect(daily.statusCode).toBe(201);
    const created = await call('admin', 'POST', '/api/admin/promocodes', { token: admin, payload: { code: `WELCOME${Date.now()}`, amount: 50 } });
    expect(created.statusCode).toBe(201);
    const promo = created.json() as { _id: string; code: string };

    expect((await call('public', 'GET', '/api/auth/me', { token: user.token })).statusCode).toBe(200);
    const dailyPromo = await call('public', 'GET', '/api/daily-promo');
    expect(dailyPromo.json()).toEqual({ code: daily.json().code, amount: 20 });
    const redeemed = await call('public', 'POST', '/api/wallet/redeem-promo', { token: user.token, payload: { code: promo.code } });
    expect(redeemed.json()).toMatchObject({ amount: 50, newBalance: 50 });
    expect((await call('public', 'GET', '/api/wallet/transactions', { token: user.token })).json()).toHaveLength(1);
    const withdrawal = await call('public', 'POST', '/api/wallet/redeem', { token: user.token, payload: { amount: 50, email: user.email } });
    expect(withdrawal.statusCode).toBe(200);
    expect((await call('public', 'GET', '/api/wallet/redeem-history', { token: user.token })).json()).toHaveLength(1);
    expect((await call('public', 'POST', '/api/contact', { payload: { name: 'Asha', email: 'asha@example.com', message: 'Where is my code?' } })).json()).toEqual({ ok: true, ticket: 'HR-000001' });

    const users = await call('admin', 'GET', '/api/admin/users', { token: admin });
    expect(users.json()).toMatchObject({ users: expect.any(Array), totalUsers: expect.any(Number) });
    expect((await call('admin', 'GET', '/api/admin/promocodes', { token: admin })).statusCode).toBe(200);
    const pages = await call('admin', 'GET', '/api/admin/pages', { token: admin });
    expect((await call('admin', 'GET', '/api/admin/contacts', { token: admin })).json()).toMatchObject({ contacts: expect.any(Array), unreadCount: 1 });
    const requests = await call('admin', 'GET', '/api/admin/redeem-requests', { token: admin });

    const blocked = await call('admin', 'PUT', '/api/admin/users/{id}/toggle-block', { token: admin, params: { id: user.id }, emptyJsonBody: true });
    expect(blocked.json()).toMatchObject({ _id: user.id, isBlocked: true });
    await call('admin', 'PUT', '/api/admin/users/{id}/toggle-block', { token: admin, params: { id: user.id }, emptyJsonBody: true });
    const toggled = await call('admin', 'PUT', '/api/admin/promocodes/{id}/toggle', { token: admin, params: { id: promo._id }, emptyJsonBody: true });
    expect(toggled.json()).toMatchObject({ _id: promo._id, isActive: false });
    const slug = (pages.json() as Array<{ slug: string }>)[0]!.slug;
    expect((await call('admin', 'PUT', '/api/admin/pages/{slug}', { token: admin, params: { slug }, payload: { title: 'About us', content: 'Who we are.' } })).statusCode).toBe(200);
    const adjusted = await call('admin', 'PUT', '/api/admin/users/{id}/balance', { token: admin, params: { id: user.id }, payload: { amount: 25, type: 'add' }, headers: { 'idempotency-key': randomUUID() } });
    expect(adjusted.json()).toEqual({ message: 'Balance added successfully', walletBalance: 25 });
    const requestId = (requests.json() as Array<{ _id: string }>)[0]!._id;
    const completed = await call('admin', 'PUT', '/api/admin/redeem-requests/{id}/complete', { token: admin, params: { id: requestId }, payload: { code: 'GPLAY-1234-5678' } });
    expect(completed.json()).toMatchObject({ _id: requestId, status: 'completed' });

    // The adjustment without a reason is recorded with the stated default, visible in the user's history
    // (blocking ended the user's sessions: they sign in again).
    const signedIn = await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
    const history = (await t.request('public', { method: 'GET', url: '/api/wallet/transactions', token: signedIn.json().token })).json() as Array<{ description: string; amount: number }>;
    expect(history[0]).toMatchObject({ amount: 25, description: expect.stringContaining('Adjusted by an admin (no reason given)') });
  });

  it('answers its refusals with the documented statuses', async () => {
    const user = await t.createUser();
    const admin = await t.adminToken();
    expect((await call('admin', 'POST', '/api/admin/login', { payload: { email: ADMIN_EMAIL, password: 'not-the-password' } })).statusCode).toBe(401);
    expect((await call('public', 'POST', '/api/auth/login', { payload: { email: user.email, password: 'not-the-password' } })).statusCode).toBe(401);
    expect((await call('public', 'POST', '/api/wallet/redeem-promo', { token: user.token, payload: { code: 'NO-SUCH-CODE' } })).statusCode).toBe(404);
    const code = `ONCE${Date.now()}`;
    expect((await call('admin', 'POST', '/api/admin/promocodes', { token: admin, payload: { code, amount: 5 } })).statusCode).toBe(201);
    expect((await call('admin', 'POST', '/api/admin/promocodes', { token: admin, payload: { code, amount: 5 } })).statusCode).toBe(409);
    expect((await call('public', 'POST', '/api/wallet/redeem-promo', { token: user.token, payload: { code } })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/wallet/redeem-promo', { token: user.token, payload: { code } })).statusCode).toBe(409);
    expect((await call('public', 'POST', '/api/auth/register', { payload: { name: 'Again', email: user.email, password: 'a-good-password', ageConfirmed: true } })).statusCode).toBe(409);
    expect((await call('public', 'GET', '/api/wallet/balance')).statusCode).toBe(401);
    expect((await call('public', 'POST', '/api/contact', { payload: { name: 'A', email: 'a@example.com', message: 'x'.repeat(70 * 1024) } })).statusCode).toBe(413);
  });

  it('keeps an empty JSON body an error where the operation reads a body', async () => {
    const admin = await t.adminToken();
    const response = await t.request('admin', { method: 'PUT', url: '/api/admin/pages/about', token: admin, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(response.statusCode).toBe(400);
  });

  it('answers the games, daily-login and fairness paths with their documented schemas', async () => {
    const user = await t.createUser();
    const admin = await t.adminToken();
    for (const token of [undefined, user.token]) expect((await call('public', 'GET', '/api/games', { token })).statusCode).toBe(200);
    expect((await call('public', 'GET', '/api/daily-login', { token: user.token })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/daily-login/claim', { token: user.token })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/daily-login/claim', { token: user.token })).statusCode).toBe(409);
    expect((await call('public', 'POST', '/api/games/spin', { token: user.token, payload: {} })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/games/flip', { token: user.token, payload: { side: 'HEAD' } })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/games/scratch', { token: user.token })).json()).toMatchObject({ status: 'issued', prize: null });
    expect((await call('public', 'POST', '/api/games/scratch', { token: user.token })).json()).toMatchObject({ status: 'revealed' });
    expect((await call('public', 'POST', '/api/games/guess/start', { token: user.token })).statusCode).toBe(200);
    expect((await call('public', 'POST', '/api/games/guess', { token: user.token, payload: { number: 50 } })).statusCode).toBe(200);
    expect((await call('public', 'GET', '/api/games', { token: user.token })).statusCode).toBe(200);
    const plays = await call('public', 'GET', '/api/fairness/plays', { token: user.token });
    expect(plays.json().plays.length).toBeGreaterThan(0);
    for (const game of ['spin', 'guess', 'flip', 'scratch', 'daily-login']) {
      expect((await call('admin', 'GET', '/api/admin/games/{game}', { token: admin, params: { game } })).statusCode).toBe(200);
    }
    expect((await call('admin', 'PUT', '/api/admin/games/{game}', { token: admin, params: { game: 'flip' }, payload: { prize: 3 } })).json()).toMatchObject({ game: 'flip', prize: 3 });
  });
});
