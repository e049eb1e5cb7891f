import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRestRoutes } from '../../server/rest';
import { fillPath, inputJsonSchema, listProcedures, PATH_DEFAULTS, readOpenApiOperations, schemaProperties, UNKNOWN_ID, type Origin, type ProcedureInfo } from './api-surface';
import { checkEveryResponse } from './assertions';
import { snapshotDatabase } from './db-snapshot';
import { createTestServer, trpcData, type TestServer, type TrpcOptions } from './harness';

/**
 * Who may call what, generated from the two routers and the REST route table: every admin
 * procedure and /api/admin/* path against every identity that is not a signed-in admin on the
 * admin origin; every procedure and path not on the anonymous allowlist against no token and a
 * blocked user; and every procedure and path a user can call, called by another user with the
 * first user's ids, must never hand over or change the first user's things. A procedure or path
 * added tomorrow is in every row of this matrix without anyone editing it.
 */

type TestUser = Awaited<ReturnType<TestServer['createUser']>>;

/**
 * The procedures anyone may call signed out, each with the reason. Every procedure not listed
 * here must refuse an anonymous call, so a new one is checked by default.
 */
const ANYONE_MAY_CALL: Record<Origin, Record<string, string>> = {
  public: {
    'auth.session': 'answers null when signed out: how the SPA learns it is signed out',
    'auth.register': 'sign-up',
    'auth.signIn': 'sign-in',
    'auth.verifyEmail': 'the one-time link from the e-mail is the credential, opened in any browser',
    'auth.requestPasswordReset': 'a forgotten password is asked for signed out',
    'auth.resetPassword': 'the one-time reset token is the credential',
    'auth.confirmEmailChange': 'the one-time link mailed to the new address is the credential, opened in any browser',
    'contact.send': 'visitors write to support',
    'pages.get': 'About, terms, privacy, disclaimer and refund policy are public',
    'site.info': 'site name, support e-mail and capability switches for every page',
    'promo.daily': "today's promo code is shown on the public dashboard",
    'redeem.options': 'the withdrawal denominations (and why one is off) are shown before sign-in',
    'catalogue.list': 'the /youtube-app catalogue is public (locked items without their links)',
    'blog.list': 'published articles',
    'blog.get': 'a published article',
    'settings.content': 'ad slot and sponsored partners of public pages',
    'games.state': "visitors see each game's rules and odds; the player part only when signed in",
    'rewards.list': "the store's products, prices and stock state are shown before sign-in",
    'stats.home': "the home page's figures are public",
    'stats.ticker': 'the home page ticker: masked names, never an opted-out user',
    'stats.transparency': 'the /transparency figures are public',
    'tasks.list': 'the open tasks are public; signed in, each also says how many more times you may submit it',
    'tasks.get': 'a task\'s page is public; handing it in needs a sign-in',
    'appeals.figures': 'the /transparency appeal figures are public',
    'appeals.blockedAccount': 'a blocked account cannot sign in: its e-mail and password are the credential (decision 043)',
    'notifications.unreadCount': "the header's bell asks on every page: a visitor has nothing unread (decision 041)",
    'changes.list': 'the changelog of prices and rewards is public (/transparency, the product and game pages)',
  },
  admin: {
    'adminAuth.session': 'answers null when signed out: how the admin SPA shows its login',
    'adminAuth.signIn': 'admin sign-in',
    'adminAccounts.invitation': 'the mailed invitation link is the credential, opened before the invitee has an account (decision 051)',
    'adminAccounts.acceptInvitation': 'the mailed invitation link is the credential; it leads to enrolment, never to a session (decision 051)',
  },
};

/** The REST paths anyone may call signed out (by the same rule; keyed "origin METHOD path"). */
const ANYONE_MAY_CALL_REST: Record<string, string> = {
  'public POST /api/auth/register': 'sign-up',
  'public POST /api/auth/login': 'sign-in',
  'public POST /api/auth/verify-email': 'the one-time link is the credential',
  'public POST /api/auth/request-password-reset': 'a forgotten password is asked for signed out',
  'public POST /api/auth/reset-password': 'the one-time reset token is the credential',
  'public POST /api/contact': 'visitors write to support',
  'public GET /api/daily-promo': "today's promo code is public",
  'public GET /api/games': 'rules and odds are public; the player part only when signed in',
  'public GET /api/catalogue': 'the app catalogue is public',
  'public GET /api/blog': 'published articles',
  'public GET /api/blog/{id}': 'a published article',
  'public GET /api/rewards': "the store's products, prices and stock state",
  'public GET /api/stats': "the home page's figures",
  'public GET /api/ticker': 'the home page ticker: masked names, never an opted-out user',
  'public GET /api/transparency': 'the /transparency figures',
  'public GET /api/tasks': 'the open tasks',
  'public GET /api/tasks/{id}': 'a task\'s page',
  // Documented beside the REST table (server/http/postback-routes.ts): a provider proves itself by signature, not a user's token.
  'public GET /api/postback/{provider}': 'offerwall providers sign their postbacks (HMAC with their secret)',
  'public POST /api/postback/{provider}': 'offerwall providers sign their postbacks (HMAC with their secret)',
  // Documented beside the REST table too (server/http/razorpay-webhook-routes.ts).
  'public POST /api/webhooks/razorpay': 'Razorpay signs its webhooks (HMAC-SHA256 of the raw body with the webhook secret)',
  // Documented beside the REST table too (server/http/vitals-route.ts).
  'public POST /api/vitals': "a page's Core Web Vitals: anonymous, nothing stored but the histograms' counts",
  'public GET /api/unsubscribe': "one-click unsubscribe's confirm page: the signed token from the e-mail is the credential (RFC 8058, decision 041)",
  'public POST /api/unsubscribe': "one-click unsubscribe: the signed token from the e-mail is the credential, no session (RFC 8058, decision 041)",
  'admin POST /api/admin/login': 'admin sign-in',
};

interface RestPath {
  origin: Origin;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  key: string;
  properties: string[];
}

let t: TestServer;
let admin: string;
let revokedAdmin: string;
let blocked: TestUser;
let bob: TestUser;
let restPaths: RestPath[];

beforeAll(async () => {
  // The store and tasks on, so their procedures answer past the switch (capabilities.off) and their own checks run.
  t = await createTestServer({}, { capabilities: ['store', 'tasks'] });
  admin = await t.adminToken();
  revokedAdmin = await t.adminToken();
  const signedOut = await t.trpcMutation('admin', 'adminAuth.signOut', undefined, { token: revokedAdmin });
  expect(signedOut.statusCode, signedOut.body).toBe(200);
  bob = await t.createUser({ name: 'Bob Otheruser' });
  blocked = await t.createUser();
  const block = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${blocked.id}/toggle-block`, token: admin });
  expect(block.statusCode, block.body).toBe(200);
  expect(block.json().isBlocked).toBe(true);
  restPaths = await listRestPaths();
});
afterAll(() => t?.close());
checkEveryResponse(() => t);

/**
 * The REST route table (origin and auth per row), plus what only the OpenAPI documents list
 * (the admin image upload is multipart, not a row of the table).
 */
async function listRestPaths(): Promise<RestPath[]> {
  const documented = [...(await readOpenApiOperations(t, 'public')), ...(await readOpenApiOperations(t, 'admin'))];
  const key = (origin: string, method: string, path: string) => `${origin} ${method} ${path}`;
  const paths = new Map<string, RestPath>();
  for (const operation of documented) {
    const properties = operation.method === 'GET' ? operation.queryParams : schemaProperties(operation.body?.schema);
    paths.set(key(operation.origin, operation.method, operation.path), { origin: operation.origin, method: operation.method, path: operation.path, key: key(operation.origin, operation.method, operation.path), properties });
  }
  for (const route of allRestRoutes) {
    const routeKey = key(route.origin, route.method, route.path);
    if (!paths.has(routeKey)) paths.set(routeKey, { origin: route.origin, method: route.method, path: route.path, key: routeKey, properties: [] });
  }
  return [...paths.values()];
}

/** Everything that needs a signed-in caller: not on the allowlist. */
function protectedProcedures(origin: Origin): ProcedureInfo[] {
  return listProcedures(origin).filter((procedure) => !(procedure.path in ANYONE_MAY_CALL[origin]));
}

function protectedRestPaths(origin: Origin): RestPath[] {
  return restPaths.filter((path) => path.origin === origin && !(path.key in ANYONE_MAY_CALL_REST));
}

// ── calls and checks ───────────────────────────────────────────────────────────────────────

function callProcedure(target: Origin, procedure: ProcedureInfo, options: TrpcOptions, input: unknown = procedure.input ? {} : undefined): Promise<LightMyRequestResponse> {
  return procedure.type === 'query' ? t.trpcQuery(target, procedure.path, input, options) : t.trpcMutation(target, procedure.path, input, options);
}

function callRest(target: Origin, path: RestPath, options: TrpcOptions, { params = PATH_DEFAULTS, query = {}, body = {} }: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {}) {
  const search = new URLSearchParams(query).toString();
  return t.request(target, {
    method: path.method,
    url: `${fillPath(path.path, params)}${search ? `?${search}` : ''}`,
    token: options.token,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(path.method === 'GET' ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A refusal: one of the statuses, and an error body that carries nothing but the error. */
function refusalProblems(label: string, response: LightMyRequestResponse, statuses: number[], kind: 'trpc' | 'rest'): string[] {
  const problems: string[] = [];
  const where = `${label} → ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (!statuses.includes(response.statusCode)) problems.push(`${where} [expected ${statuses.join('/')}]`);
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [...problems, `${where} [not JSON]`];
  }
  if (kind === 'rest') {
    if (!body || typeof body !== 'object' || Object.keys(body).join() !== 'message') problems.push(`${where} [REST refusal is not exactly { message }]`);
  } else if (!body || typeof body !== 'object' || !('error' in body) || 'result' in body) {
    problems.push(`${where} [tRPC refusal without an error, or with a result]`);
  }
  return problems;
}

interface Identity {
  label: string;
  target: Origin;
  options: () => TrpcOptions;
}

/** Everyone who is not a signed-in admin on the admin origin. */
const NOT_AN_ADMIN: Identity[] = [
  { label: 'no token', target: 'admin', options: () => ({}) },
  { label: "a user's bearer token", target: 'admin', options: () => ({ token: bob.token }) },
  { label: "a user's token in the admin cookie", target: 'admin', options: () => ({ cookie: `admin_sid=${bob.token}` }) },
  { label: "a user's token in the user cookie", target: 'admin', options: () => ({ cookie: `sid=${bob.token}` }) },
  { label: "a signed-out admin's bearer token", target: 'admin', options: () => ({ token: revokedAdmin }) },
  { label: "a signed-out admin's cookie", target: 'admin', options: () => ({ cookie: `admin_sid=${revokedAdmin}` }) },
  { label: 'an admin bearer token on the public origin', target: 'public', options: () => ({ token: admin }) },
  { label: 'an admin cookie on the public origin', target: 'public', options: () => ({ cookie: `admin_sid=${admin}; sid=${admin}` }) },
];

/** Everyone who is not a signed-in user in good standing on the public origin. */
const NOT_A_USER: Array<Identity & { statuses: number[] }> = [
  { label: 'no token', target: 'public', options: () => ({}), statuses: [401] },
  { label: "a blocked user's bearer token", target: 'public', options: () => ({ token: blocked.token }), statuses: [401, 403] },
  { label: "a blocked user's cookie", target: 'public', options: () => ({ cookie: `sid=${blocked.token}` }), statuses: [401, 403] },
  { label: "an admin's token", target: 'public', options: () => ({ token: admin }), statuses: [401] },
];

/** Admin origin: 401/403. Public origin: the admin procedure does not exist there, so 404. */
const statusesOn = (target: Origin) => (target === 'admin' ? [401, 403] : [404]);

/** Runs the refused calls with the database compared before and after: a refusal changes nothing. */
async function expectAllRefused(calls: Array<() => Promise<string[]>>): Promise<void> {
  const before = await snapshotDatabase(t);
  const problems: string[] = [];
  for (const call of calls) problems.push(...(await call()));
  expect.soft(problems, `${problems.length} of ${calls.length} refusals failed`).toEqual([]);
  expect(await snapshotDatabase(t)).toEqual(before);
}

// ── the matrix ─────────────────────────────────────────────────────────────────────────────

describe('the anonymous allowlists', () => {
  it('name only procedures and paths that exist, and REST rows marked auth "none"', () => {
    for (const origin of ['public', 'admin'] as const) {
      const paths = listProcedures(origin).map((procedure) => procedure.path);
      for (const allowed of Object.keys(ANYONE_MAY_CALL[origin])) expect(paths, `${origin} ${allowed}`).toContain(allowed);
    }
    for (const allowed of Object.keys(ANYONE_MAY_CALL_REST)) {
      const route = allRestRoutes.find((candidate) => `${candidate.origin} ${candidate.method} ${candidate.path}` === allowed);
      // Or a documented operation outside the table (the offerwall postbacks, answered in the providers' formats).
      if (!route && restPaths.some((path) => path.key === allowed)) continue;
      expect(route?.auth, allowed).toBe('none');
    }
  });
});

describe('admin procedures and /api/admin/* paths refuse everyone but a signed-in admin on the admin origin', () => {
  it('every admin procedure × no token, a user (bearer, cookie), a signed-out admin, the public origin', async () => {
    const publicPaths = new Set(listProcedures('public').map((procedure) => procedure.path));
    const calls = protectedProcedures('admin').flatMap((procedure) =>
      NOT_AN_ADMIN.map((identity) => async () => {
        const label = `${identity.label}: ${procedure.type} ${procedure.path}`;
        const response = await callProcedure(identity.target, procedure, identity.options());
        if (identity.target === 'public' && publicPaths.has(procedure.path)) {
          // The public origin has its own procedure of that name: the admin's token must get exactly what a visitor gets.
          const anonymous = await callProcedure('public', procedure, {});
          return response.statusCode === anonymous.statusCode && response.body === anonymous.body ? [] : [`${label} → ${response.statusCode}: the admin token changed the public answer`];
        }
        return refusalProblems(label, response, statusesOn(identity.target), 'trpc');
      }),
    );
    await expectAllRefused(calls);
  });

  it('every /api/admin/* path × the same identities', async () => {
    const adminPaths = protectedRestPaths('admin');
    expect(adminPaths.every((path) => path.path.startsWith('/api/admin/'))).toBe(true);
    const calls = adminPaths.flatMap((path) =>
      NOT_AN_ADMIN.map((identity) => async () => refusalProblems(`${identity.label}: ${path.key}`, await callRest(identity.target, path, identity.options()), statusesOn(identity.target), 'rest')),
    );
    await expectAllRefused(calls);
  });

  it('each answers a signed-in admin on the admin origin (so the refusals above are about who called)', async () => {
    const problems: string[] = [];
    for (const procedure of protectedProcedures('admin')) {
      const response = await callProcedure('admin', procedure, { token: await liveAdmin() });
      if ([401, 403].includes(response.statusCode)) problems.push(`${procedure.path} → ${response.statusCode}: ${response.body.slice(0, 160)}`);
    }
    for (const path of protectedRestPaths('admin')) {
      const response = await callRest('admin', path, { token: await liveAdmin() });
      if ([401, 403].includes(response.statusCode)) problems.push(`${path.key} → ${response.statusCode}: ${response.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Path parameters and input values no row has, for every parameter name (a new name fails here
 * until it gets one): an admin route that looked them up before asking who called would answer
 * 404 or 400 to a caller who is not an admin instead of refusing them.
 */
const NOTHING_HAS: Record<string, string> = { id: UNKNOWN_ID, slug: 'no-such-page', game: 'no-such-game', provider: 'no-such-provider' };

/** An input naming things nothing has: each id property an unknown id, each slug, game or provider an unknown name. */
function unknownInput(properties: string[]): Record<string, string> {
  return Object.fromEntries(properties.flatMap((name) => (ID_PROPERTY.test(name) ? [[name, UNKNOWN_ID]] : name in NOTHING_HAS ? [[name, NOTHING_HAS[name]!]] : [])));
}

/** Admin origin: no token is exactly 401; the other identities 401/403. Public origin: the admin route does not exist there. */
const statusesBefore = (identity: Identity) => (identity.target === 'public' ? [404] : identity.label === 'no token' ? [401] : [401, 403]);

describe('admin procedures and /api/admin/* paths ask who is calling before they look anything up', () => {
  it('every /api/admin/* path with ids, slugs and names nothing has (path and body) × every identity that is not an admin', async () => {
    const calls = protectedRestPaths('admin').flatMap((path) =>
      NOT_AN_ADMIN.map((identity) => async () => {
        const values = unknownInput(path.properties);
        const response = await callRest(identity.target, path, identity.options(), { params: NOTHING_HAS, query: path.method === 'GET' ? values : {}, body: values });
        return refusalProblems(`${identity.label}: ${path.key} naming nothing`, response, statusesBefore(identity), 'rest');
      }),
    );
    await expectAllRefused(calls);
  });

  it('every admin procedure with such an input × every identity that is not an admin', async () => {
    const publicPaths = new Set(listProcedures('public').map((procedure) => procedure.path));
    const calls = protectedProcedures('admin')
      .filter((procedure) => procedure.input)
      .flatMap((procedure) =>
        NOT_AN_ADMIN.filter((identity) => identity.target === 'admin' || !publicPaths.has(procedure.path)).map((identity) => async () => {
          const response = await callProcedure(identity.target, procedure, identity.options(), unknownInput(schemaProperties(inputJsonSchema(procedure))));
          return refusalProblems(`${identity.label}: ${procedure.type} ${procedure.path} naming nothing`, response, statusesBefore(identity), 'trpc');
        }),
      );
    await expectAllRefused(calls);
  });
});

/** The admin token, signed in again if a call (adminAuth.signOut) ended it. */
async function liveAdmin(): Promise<string> {
  const session = await t.trpcQuery('admin', 'adminAuth.session', undefined, { token: admin });
  if (trpcData(session) === null) admin = await t.adminToken();
  return admin;
}

describe('what needs a user refuses no token, a blocked user and an admin', () => {
  it('every public procedure not on the allowlist', async () => {
    const calls = protectedProcedures('public').flatMap((procedure) =>
      NOT_A_USER.map((identity) => async () => refusalProblems(`${identity.label}: ${procedure.type} ${procedure.path}`, await callProcedure('public', procedure, identity.options()), identity.statuses, 'trpc')),
    );
    await expectAllRefused(calls);
  });

  it('every public REST path not on the allowlist', async () => {
    const calls = protectedRestPaths('public').flatMap((path) =>
      NOT_A_USER.map((identity) => async () => refusalProblems(`${identity.label}: ${path.key}`, await callRest('public', path, identity.options()), identity.statuses, 'rest')),
    );
    await expectAllRefused(calls);
  });

  it('every public REST path not on the allowlist, naming ids and names nothing has (asked who calls before any lookup)', async () => {
    const calls = protectedRestPaths('public').flatMap((path) =>
      NOT_A_USER.map((identity) => async () => {
        const values = unknownInput(path.properties);
        const response = await callRest('public', path, identity.options(), { params: NOTHING_HAS, query: path.method === 'GET' ? values : {}, body: values });
        return refusalProblems(`${identity.label}: ${path.key} naming nothing`, response, identity.statuses, 'rest');
      }),
    );
    await expectAllRefused(calls);
  });
});

// ── one user's things and another user ─────────────────────────────────────────────────────

interface Alice extends TestUser {
  /** Ids of Alice's objects: her account, withdrawal request, ledger entries and plays. */
  ids: string[];
  /** Strings only Alice's things contain (her ids, address, name, payout address, seeds). */
  markers: string[];
}

const ALICE_NAME = 'Alice Matrixowner';
const ALICE_PAYOUT_EMAIL = 'alice-payout@example.com';
const ALICE_CLIENT_SEED = 'alice-own-client-seed';
const PROMO_CODE = 'MATRIXPROMO';
const ALICE_TASK_ANSWER = 'alice-own-task-answer';

/** Inputs that get past validation, so another user's call does real work (on their own things). */
const SAMPLE_INPUTS: Record<string, unknown> = {
  'games.guess': { number: 50 },
  'games.flip': { side: 'HEAD' },
  'fairness.setClientSeed': { clientSeed: 'bob-client-seed' },
  'promo.redeem': { code: PROMO_CODE },
  'redeem.request': { amountPaise: 3000, email: 'bob-payout@example.com' },
  'POST /api/games/guess': { number: 50 },
  'POST /api/games/flip': { side: 'HEAD' },
  'POST /api/wallet/redeem-promo': { code: PROMO_CODE },
  'POST /api/wallet/redeem': { amount: 30, email: 'bob-payout@example.com' },
};

/** A property that names an object by id: `id`, `userId`, `requestId`, `play_id`… */
const ID_PROPERTY = /^id$|Id$|_id$/;

/** Alice plays, redeems a code, withdraws, sets her client seed and hands in a task: the things Bob must never see or touch. */
async function createAlice(): Promise<Alice> {
  const alice = await t.createUser({ name: ALICE_NAME });
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  ok(await t.request('admin', { method: 'PUT', url: `/api/admin/users/${alice.id}/balance`, token: await liveAdmin(), payload: { amount: 100, type: 'add', reason: 'matrix funding' }, headers: { 'idempotency-key': randomUUID() } }));
  ok(await t.request('admin', { method: 'POST', url: '/api/admin/promocodes', token: await liveAdmin(), payload: { code: PROMO_CODE, amount: 5 } }));
  ok(await t.request('admin', { method: 'PUT', url: '/api/admin/games/spin', token: await liveAdmin(), payload: { enabled: true, dailyBudget: 100_000 } }));
  ok(await t.request('public', { method: 'POST', url: '/api/wallet/redeem-promo', token: alice.token, payload: { code: PROMO_CODE } }));
  const withdrawal = ok(await t.request('public', { method: 'POST', url: '/api/wallet/redeem', token: alice.token, payload: { amount: 30, email: ALICE_PAYOUT_EMAIL } })).json();
  ok(await t.trpcMutation('public', 'fairness.setClientSeed', { clientSeed: ALICE_CLIENT_SEED }, { token: alice.token }));
  ok(await t.request('public', { method: 'POST', url: '/api/games/spin', token: alice.token, payload: {} }));
  const entries = ok(await t.request('public', { method: 'GET', url: '/api/wallet/transactions?pageSize=100', token: alice.token })).json() as Array<{ _id: string }>;
  const plays = (ok(await t.request('public', { method: 'GET', url: '/api/fairness/plays?pageSize=100', token: alice.token })).json() as { plays: Array<{ id: string }> }).plays;
  const commitment = trpcData<{ serverSeedHash: string }>(ok(await t.trpcQuery('public', 'fairness.commitment', undefined, { token: alice.token })));
  const task = ok(await t.request('admin', { method: 'POST', url: '/api/admin/tasks', token: await liveAdmin(), payload: { title: 'Matrix task', steps: 'Answer', rewardPaise: 100, proof: 'text', perUserLimit: 1, totalLimit: 10, enabled: true } })).json();
  const submission = ok(await t.request('public', { method: 'POST', url: `/api/tasks/${task._id}/submissions`, token: alice.token, payload: { text: ALICE_TASK_ANSWER } })).json();
  expect(entries.length).toBeGreaterThanOrEqual(3);
  expect(plays).toHaveLength(1);
  const ids = [alice.id, withdrawal.request._id as string, ...entries.map((entry) => entry._id), ...plays.map((play) => play.id), submission._id as string];
  return { ...alice, ids, markers: [...ids, alice.email, ALICE_NAME, ALICE_PAYOUT_EMAIL, ALICE_CLIENT_SEED, ALICE_TASK_ANSWER, commitment.serverSeedHash] };
}

/**
 * Whether an answer carries a marker: anywhere in the text for a distinctive one, or as a whole
 * string value for a short one (a ledger entry's id is a small number, found in any text).
 */
function carries(response: LightMyRequestResponse, marker: string): boolean {
  if (marker.length >= 8) return response.body.includes(marker);
  const stack: unknown[] = [JSON.parse(response.body)];
  while (stack.length) {
    const value = stack.pop();
    if (value === marker) return true;
    if (value && typeof value === 'object') stack.push(...Object.values(value));
  }
  return false;
}

/** Everything Alice can read about her own things, as she reads it. */
async function aliceView(alice: Alice): Promise<string[]> {
  const reads = ['/api/auth/me', '/api/wallet/balance', '/api/wallet/transactions?pageSize=100', '/api/wallet/redeem-history?pageSize=100', '/api/fairness/plays?pageSize=100', '/api/daily-login', '/api/tasks/submissions?pageSize=100'];
  const answers = await Promise.all(reads.map((url) => t.request('public', { method: 'GET', url, token: alice.token })));
  const commitment = await t.trpcQuery('public', 'fairness.commitment', undefined, { token: alice.token });
  return [...answers, commitment].map((answer) => `${answer.statusCode} ${answer.body}`);
}

describe("another user's token never reaches a user's things", () => {
  it('every procedure and path, called by Bob with Alice\'s ids: nothing of hers comes back, nothing of hers changes', async () => {
    const alice = await createAlice();
    const before = await aliceView(alice);
    const problems: string[] = [];

    /** Bob, signed in: a call that ended his session (sign-out) is followed by a fresh Bob. */
    const asBob = async (label: string, call: (options: TrpcOptions) => Promise<LightMyRequestResponse>) => {
      if (trpcData(await t.trpcQuery('public', 'auth.session', undefined, { token: bob.token })) === null) bob = await t.createUser({ name: 'Bob Otheruser' });
      const response = await call({ token: bob.token });
      const leaked = alice.markers.filter((marker) => carries(response, marker));
      if (leaked.length) problems.push(`${label} → ${response.statusCode}: Alice's ${leaked.join(', ')}`);
      if (response.statusCode === 401 || response.statusCode >= 500) problems.push(`${label} → ${response.statusCode}: ${response.body.slice(0, 160)}`);
    };

    for (const procedure of listProcedures('public')) {
      const base = SAMPLE_INPUTS[procedure.path] ?? (procedure.input ? {} : undefined);
      await asBob(procedure.path, (options) => callProcedure('public', procedure, options, base));
      if (!procedure.input) continue;
      // Alice's ids in every id property the procedure has, and in `id` / `userId` whether or not it has them.
      const idProperties = new Set([...schemaProperties(inputJsonSchema(procedure)).filter((name) => ID_PROPERTY.test(name)), 'id', 'userId']);
      for (const property of idProperties) {
        for (const id of alice.ids) await asBob(`${procedure.path} { ${property}: Alice's ${id} }`, (options) => callProcedure('public', procedure, options, { ...(base as object), [property]: id }));
      }
    }

    for (const path of restPaths.filter((candidate) => candidate.origin === 'public')) {
      const base = (SAMPLE_INPUTS[`${path.method} ${path.path}`] ?? {}) as Record<string, unknown>;
      await asBob(path.key, (options) => callRest('public', path, options, { body: base }));
      const idProperties = new Set([...path.properties.filter((name) => ID_PROPERTY.test(name)), 'id', 'userId']);
      const pathParams = [...path.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      for (const id of alice.ids) {
        const ids = Object.fromEntries([...idProperties].map((property) => [property, id]));
        await asBob(`${path.key} with Alice's ${id}`, (options) =>
          callRest('public', path, options, { params: { ...PATH_DEFAULTS, ...Object.fromEntries(pathParams.map((name) => [name, id])) }, query: ids, body: { ...base, ...ids } }),
        );
      }
    }

    expect(problems).toEqual([]);
    expect(await aliceView(alice)).toEqual(before);
  }, 60_000);
});
