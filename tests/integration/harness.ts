import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { generateSync } from 'otplib';
import pg from 'pg';
import { inject as injectProvided } from 'vitest';
import { OutboxMail, User } from '../../db/entities';
import { startServer, type RunningServer } from '../../server/app';
import type { Transport } from '../../server/modules/mail/mail-dispatcher';
import type { FulfilmentProvider } from '../../server/fulfilment-provider';
import { outboxMailContent } from '../../server/modules/mail/outbox-mail-content';
import { ManualClock } from '../../server/clock';
import { CAPABILITIES_SETTING_KEY, getCapabilities } from '../../server/modules/capabilities/get-capabilities';
import type { Capability } from '#contract/capabilities/schemas';
import { writeSetting } from '../../server/modules/settings/write-setting';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { loadConfig, type AppConfig } from '../../server/config';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { readCachedValues, staleCacheEntries } from './cache-truth';

export const ADMIN_EMAIL = 'root-admin@example.com';
export const ADMIN_PASSWORD = 'correct-horse-battery-staple';
export const PUBLIC_URL = 'http://localhost:3000';

/** Razorpay keys never called, for a server where VIP is offered when switched on (without payments it is offered nowhere). */
export const PAYMENTS_CONFIGURED = { RAZORPAY_KEY_ID: 'rzp_test_unused', RAZORPAY_KEY_SECRET: 'unused-secret', RAZORPAY_WEBHOOK_SECRET: 'unused-hook' };
export const ADMIN_URL = 'http://localhost:3001';

type Target = 'public' | 'admin';

export interface TestServerOptions {
  /** Reuse an existing database (e.g. another test server's) instead of creating a fresh one; it is not dropped on close. */
  databaseUrl?: string;
  /** Share a clock with another test server. */
  clock?: ManualClock;
  /** Fake SMTP transport, used when SMTP_URL is set. */
  mailTransport?: Transport;
  /** The gift-card provider orders are bought from (tests/fixtures/fake-fulfilment-provider.ts); by default the configured one (none without RELOADLY_*). */
  fulfilmentProvider?: FulfilmentProvider;
  /** Folder holding built SPAs (`public/index.html`, `admin/index.html`); by default none, so SPA routes answer 503. */
  staticRoot?: string;
  /** Capabilities switched on at start, as an admin would (a test installation starts with all off); e.g. ['store'] to buy rewards. */
  capabilities?: Capability[];
  /**
   * After every request the server's caches are compared with fresh reads, and a difference (a write
   * nobody announced, decision 034) fails it; then the public reads and each bearer token's "who am
   * I" are read again, so the next request's changes are checked too (tests/integration/cache-truth.ts).
   */
  checkCaches?: boolean;
  /**
   * Two-admin approval (decision 048) as a new site has it (a credit over ₹500, a promo code over
   * ₹10,000 in total wait for a second admin). Off otherwise, as the site's one admin may set it, so
   * tests about other things fund users and make codes in one step.
   */
  twoAdminApproval?: boolean;
  /**
   * The server's query pool goes through a connection pooler (decision 055): DATABASE_URL is what this
   * answers for the database's URL, DATABASE_DIRECT_URL the database itself (as `databaseUrl` stays).
   */
  throughPooler?: (databaseUrl: string) => string;
}

export interface TrpcOptions {
  token?: string;
  ip?: string;
  /** Sent as the Cookie header, e.g. `sid=...`. */
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  server: RunningServer;
  /** The configuration the server runs with (a stored mail's wording needs its public address and secret). */
  config: AppConfig;
  clock: ManualClock;
  /** The database this server uses (pass it as `databaseUrl` to start a second instance on it). */
  databaseUrl: string;
  /** Every answer `request` (and the tRPC helpers) received, in order; for suite-wide checks such as "never a 500". */
  responses: Array<{ target: Target; method: string; url: string; statusCode: number; body: string }>;
  /** Sends a request to one origin. Each call comes from a new random client IP unless `ip` is given. */
  request(target: Target, options: InjectOptions & { token?: string; ip?: string }): Promise<LightMyRequestResponse>;
  /** Registers, verifies (unless told not to) and signs in a user; returns the bearer token. */
  createUser(options?: { name?: string; email?: string; password?: string; verified?: boolean }): Promise<{ token: string; id: string; email: string; password: string }>;
  adminToken(): Promise<string>;
  /** The newest mail sent to an address, or undefined. */
  latestMailTo(email: string): Promise<{ subject: string; text: string; html: string } | undefined>;
  /** The token inside the newest link of a kind (verify-email / reset-password / confirm-email) mailed to an address. */
  linkTokenFor(email: string, kind: 'verify-email' | 'reset-password' | 'confirm-email'): Promise<string>;
  /** A tRPC query over GET with a superjson input envelope. */
  trpcQuery(target: Target, path: string, input?: unknown, options?: TrpcOptions): Promise<LightMyRequestResponse>;
  /** A tRPC mutation over POST with a superjson input envelope. */
  trpcMutation(target: Target, path: string, input?: unknown, options?: TrpcOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The `Set-Cookie` line of the cookie `name` in a response (a sign-in also sets the device cookie), or undefined. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** `name=value` of a cookie the response set, for a next request's `cookie` header. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const line = setCookieLine(response, name);
  if (!line) throw new Error(`the response set no ${name} cookie`);
  return line.split(';')[0]!;
}

/** The deserialised `json` of a successful tRPC answer (dates stay ISO strings). */
export function trpcData<T = any>(response: LightMyRequestResponse): T {
  return response.json().result.data.json as T;
}

/** The error object of a failed tRPC answer: { message, code, data: { httpStatus, ... } }. */
export function trpcError(response: LightMyRequestResponse): { message: string; code: number; data: { httpStatus: number; code: string; appCode: string | null; retryAfterSeconds: number | null } } {
  return response.json().error.json;
}

/**
 * SQL typed by hand — an operator's, a script's — on a connection of its own, not named as the
 * server's: the database's triggers announce what it changes, as the server announces its own (decision 034).
 */
export async function sqlByHand<T extends pg.QueryResultRow = any>(databaseUrl: string, statement: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

let userCounter = 0;

function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A fresh database, migrated and seeded, with both origins built in-process (no ports). */
export async function createTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => {} }
    : await createFreshDatabase(injectProvided('postgresAdminUrl'));
  const clock = options.clock ?? new ManualClock(new Date('2026-01-15T06:30:00.000Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.throughPooler?.(database.url) ?? database.url,
    ...(options.throughPooler ? { DATABASE_DIRECT_URL: database.url } : {}),
    PUBLIC_URL,
    ADMIN_URL,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer({ config, clock, listen: false, staticRoot: options.staticRoot ?? '/nonexistent', mailTransport: options.mailTransport, fulfilmentProvider: options.fulfilmentProvider });
  if (options.capabilities?.length) {
    await server.orm.em.fork().transactional(async (em) => {
      const switches = await getCapabilities({ em });
      for (const capability of options.capabilities!) switches[capability] = true;
      await writeSetting({ em, clock }, CAPABILITIES_SETTING_KEY, switches);
    });
  }

  if (!options.twoAdminApproval && !options.databaseUrl) {
    await server.orm.em.fork().transactional((em) => writeSetting({ em, clock }, SETTING_KEYS.approvalThresholds, { balanceCreditPaise: null, promoTotalPaise: null }));
  }

  const responses: TestServer['responses'] = [];
  const userTokens = new Set<string>();
  const fresh = () => ({ em: server.orm.em.fork(), clock, config });
  // Checked once no request is running (one that has committed may not have announced yet) after any that may have written.
  let running = 0;
  let written = false;
  const expectCachesTrue = async () => {
    written = false;
    const stale = await staleCacheEntries(server, fresh);
    if (stale.length) throw new Error(`cached values differ from the database's (a write not announced):\n${stale.join('\n')}`);
    await readCachedValues(server, fresh, userTokens);
  };
  const request: TestServer['request'] = async (target, { token, ip, headers, ...inject }) => {
    const app = target === 'admin' ? server.adminApp : server.publicApp;
    running += 1;
    let response: LightMyRequestResponse;
    try {
      response = await app.inject({
        ...inject,
        headers: { 'x-forwarded-for': ip ?? randomIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
    } finally {
      running -= 1;
    }
    responses.push({ target, method: String(inject.method ?? 'GET'), url: String(inject.url ?? ''), statusCode: response.statusCode, body: response.body });
    if (token && target === 'public') userTokens.add(token);
    // A GET writes nothing but an offerwall's postback (and a session's sliding expiry, which is no change of what it resolves to).
    written ||= (inject.method ?? 'GET') !== 'GET' || String(inject.url).startsWith('/api/postback/');
    if (options.checkCaches && written && running === 0) await expectCachesTrue();
    return response;
  };

  const latestMailTo: TestServer['latestMailTo'] = async (email) => {
    const mail = await server.orm.em.fork().findOne(OutboxMail, { to: email.toLowerCase() }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (!mail) return undefined;
    const { subject, text, html } = outboxMailContent(mail, config);
    return { subject, text, html };
  };

  const linkTokenFor: TestServer['linkTokenFor'] = async (email, kind) => {
    const mails = await server.orm.em.fork().find(OutboxMail, { to: email.toLowerCase() }, { orderBy: { createdAt: 'desc' } });
    for (const mail of mails) {
      const match = new RegExp(`/${kind}\\?token=([A-Za-z0-9_%-]+)`).exec(outboxMailContent(mail, config).text);
      if (match?.[1]) return decodeURIComponent(match[1]);
    }
    throw new Error(`no ${kind} link mailed to ${email}`);
  };

  const createUser: TestServer['createUser'] = async (options = {}) => {
    userCounter += 1;
    const email = options.email ?? `user${userCounter}-${randomInt(1e9)}@example.com`;
    const password = options.password ?? 'a-good-password';
    const registered = await request('public', {
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: options.name ?? `User ${userCounter}`, email, password, ageConfirmed: true },
    });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
    if (options.verified !== false) {
      const verified = await request('public', { method: 'POST', url: '/api/auth/verify-email', payload: { token: await linkTokenFor(email, 'verify-email') } });
      if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
    }
    const user = await server.orm.em.fork().findOneOrFail(User, { email: email.toLowerCase() });
    // Sign-up signs in (issue 30): its token is the user's one session.
    return { token: registered.json().token, id: user.id, email: email.toLowerCase(), password };
  };

  /**
   * Outside production the password is enough. Where a second factor is required (production), the
   * first call enrols the admin as the admin site does and keeps the recovery codes; each later
   * call signs in with one of them (an authenticator code cannot be used twice in one 30-second window).
   */
  let adminRecoveryCodes: string[] | null = null;
  const adminToken = async () => {
    const login = (otp?: string) => request('admin', { method: 'POST', url: '/api/admin/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, otp } });
    const response = await login(adminRecoveryCodes?.pop());
    if (response.statusCode === 200) return response.json().token as string;
    if (response.statusCode !== 403 || adminRecoveryCodes) throw new Error(`admin login failed: ${response.body}`);
    const headers = { origin: ADMIN_URL };
    const signIn = await trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers });
    const cookie = cookieFrom(signIn, 'admin_sid');
    const { secret } = (await trpcMutation('admin', 'adminAuth.twoFactor.beginEnrolment', undefined, { cookie, headers })).json().result.data.json;
    const code = generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const confirmed = await trpcMutation('admin', 'adminAuth.twoFactor.confirmEnrolment', { code }, { cookie, headers });
    if (confirmed.statusCode !== 200) throw new Error(`admin enrolment failed: ${confirmed.body}`);
    adminRecoveryCodes = confirmed.json().result.data.json.recoveryCodes;
    // The enrolment's session cookie is a session token like any other: it works as a bearer token.
    return /admin_sid=([^;]+)/.exec(String(confirmed.headers['set-cookie']))![1]!;
  };

  const trpcHeaders = ({ cookie, headers }: TrpcOptions) => ({ ...(cookie ? { cookie } : {}), ...headers });

  const trpcQuery: TestServer['trpcQuery'] = (target, path, input, trpcOptions = {}) =>
    request(target, {
      method: 'GET',
      url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`,
      token: trpcOptions.token,
      ip: trpcOptions.ip,
      headers: trpcHeaders(trpcOptions),
    });

  const trpcMutation: TestServer['trpcMutation'] = (target, path, input, trpcOptions = {}) =>
    request(target, {
      method: 'POST',
      url: `/trpc/${path}`,
      payload: input === undefined ? {} : { json: input },
      token: trpcOptions.token,
      ip: trpcOptions.ip,
      headers: trpcHeaders(trpcOptions),
    });

  return {
    server,
    config,
    clock,
    databaseUrl: database.url,
    responses,
    request,
    trpcQuery,
    trpcMutation,
    createUser,
    adminToken,
    latestMailTo,
    linkTokenFor,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}
