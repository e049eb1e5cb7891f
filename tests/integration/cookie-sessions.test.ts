import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../../db/entities';
import { DAY_MS, HOUR_MS } from '../../server/clock';
import { checkEveryResponse, expectClean } from './assertions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_URL, createTestServer, PUBLIC_URL, trpcData, trpcError, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

interface ParsedCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function setCookies(response: LightMyRequestResponse): ParsedCookie[] {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const eq = attribute.indexOf('=');
      attributes.set((eq < 0 ? attribute : attribute.slice(0, eq)).toLowerCase(), eq < 0 ? '' : attribute.slice(eq + 1));
    }
    return { name: pair.slice(0, index), value: decodeURIComponent(pair.slice(index + 1)), attributes };
  });
}

/** A browser's cookie jar for one host: keeps what Set-Cookie says, and forgets cookies past their Expires (by the test clock). */
class BrowserJar {
  private cookies = new Map<string, { value: string; expires: Date | null }>();
  constructor(private readonly now: () => Date) {}
  store(response: LightMyRequestResponse): void {
    for (const cookie of setCookies(response)) {
      const expires = cookie.attributes.has('expires') ? new Date(cookie.attributes.get('expires') ?? '') : null;
      if (expires && expires.getTime() <= this.now().getTime()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, expires });
    }
  }
  header(): string | undefined {
    const live = [...this.cookies].filter(([, cookie]) => !cookie.expires || cookie.expires.getTime() > this.now().getTime());
    return live.length ? live.map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`).join('; ') : undefined;
  }
  has(name: string): boolean {
    return (this.header() ?? '').split('; ').some((pair) => pair.startsWith(`${name}=`));
  }
}

async function browserSignIn(email: string, password: string, jar?: BrowserJar) {
  const response = await t.trpcMutation('public', 'auth.signIn', { email, password }, { headers: { origin: PUBLIC_URL } });
  jar?.store(response);
  return response;
}

async function session(jar: BrowserJar) {
  const response = await t.trpcQuery('public', 'auth.session', undefined, { cookie: jar.header() });
  jar.store(response);
  expectClean(response);
  expect(response.statusCode).toBe(200);
  return trpcData<{ email: string; name: string } | null>(response);
}

describe('cookie sessions through tRPC', () => {
  it('auth.signIn sets an httpOnly, SameSite=Lax, host-only `sid` cookie and never returns the token in the body', async () => {
    const user = await t.createUser({ name: 'Cookie Person' });
    const response = await browserSignIn(user.email, user.password);
    expectClean(response);
    expect(response.statusCode).toBe(200);
    // Beside the session, a first sign-in gives the browser its device id (the referral programme's same-device guard).
    const cookies = setCookies(response);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['did', 'sid']);
    expect(cookies.find((cookie) => cookie.name === 'did')!.attributes.has('httponly')).toBe(true);
    const sid = cookies.find((cookie) => cookie.name === 'sid')!;
    expect(sid.name).toBe('sid');
    expect(sid.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(sid.attributes.has('httponly')).toBe(true);
    expect(sid.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(sid.attributes.get('path')).toBe('/');
    expect(sid.attributes.has('domain')).toBe(false);
    // Not production: no Secure flag, so http://localhost works.
    expect(sid.attributes.has('secure')).toBe(false);
    expect(new Date(sid.attributes.get('expires') ?? '').getTime()).toBe(Math.floor((t.clock.now().getTime() + 30 * DAY_MS) / 1000) * 1000);

    const data = trpcData(response);
    expect(data.token).toBeUndefined();
    expect(response.body).not.toContain(sid.value);
    expect(data.user).toMatchObject({ email: user.email, name: 'Cookie Person', emailVerified: true, walletBalancePaise: 0 });

    const me = await t.trpcQuery('public', 'auth.session', undefined, { cookie: `sid=${sid.value}` });
    expect(trpcData(me)).toMatchObject({ id: user.id, email: user.email, name: 'Cookie Person' });
    // The same cookie works for REST too (the SPA and API share one session model).
    expect((await t.request('public', { method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${sid.value}` } })).json()).toMatchObject({ email: user.email });
  });

  it('auth.session answers null for a visitor and for an unknown cookie (never an error)', async () => {
    const visitor = await t.trpcQuery('public', 'auth.session');
    expect(visitor.statusCode).toBe(200);
    expect(trpcData(visitor)).toBeNull();
    const bogus = await t.trpcQuery('public', 'auth.session', undefined, { cookie: 'sid=made-up-value' });
    expect(bogus.statusCode).toBe(200);
    expect(trpcData(bogus)).toBeNull();
    const me = await t.trpcQuery('public', 'auth.me', undefined, { cookie: 'sid=made-up-value' });
    expect(me.statusCode).toBe(401);
    expect(trpcError(me).message).toBe('Please sign in to continue');
  });

  it('a wrong password over tRPC sets no cookie and answers 401', async () => {
    const user = await t.createUser();
    const response = await browserSignIn(user.email, 'wrong-password-here');
    expect(response.statusCode).toBe(401);
    expect(trpcError(response).message).toBe('Incorrect e-mail or password');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('auth.signOut ends the session and clears the cookie', async () => {
    const user = await t.createUser();
    const jar = new BrowserJar(() => t.clock.now());
    await browserSignIn(user.email, user.password, jar);
    const cookie = jar.header();
    expect(await session(jar)).toMatchObject({ email: user.email });

    const out = await t.trpcMutation('public', 'auth.signOut', undefined, { cookie, headers: { origin: PUBLIC_URL } });
    expect(out.statusCode).toBe(200);
    jar.store(out);
    const cleared = setCookies(out).find((entry) => entry.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.attributes.get('expires') ?? '').getTime()).toBe(0);
    expect(jar.has('sid')).toBe(false);
    // Replaying the old cookie does not bring the session back.
    expect(trpcData((await t.trpcQuery('public', 'auth.session', undefined, { cookie })))).toBeNull();
  });
});

describe('sliding expiry', () => {
  it('a session unused for more than 30 days is gone', async () => {
    const user = await t.createUser();
    const jar = new BrowserJar(() => t.clock.now());
    await browserSignIn(user.email, user.password, jar);
    const cookie = jar.header();
    expect(await session(jar)).toMatchObject({ email: user.email });
    t.clock.advance(30 * DAY_MS + HOUR_MS);
    // Even a client that ignores Expires and replays the cookie gets nothing: the server refuses it.
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { cookie }))).toBeNull();
    expect(await session(jar)).toBeNull();
  });

  it('a session used every 29 days stays alive in the browser, and the server row moves forward', async () => {
    const user = await t.createUser();
    await t.request('public', { method: 'POST', url: '/api/auth/logout', token: user.token });
    const jar = new BrowserJar(() => t.clock.now());
    await browserSignIn(user.email, user.password, jar);
    for (let round = 1; round <= 4; round += 1) {
      t.clock.advance(29 * DAY_MS);
      expect(await session(jar), `after ${round * 29} days`).toMatchObject({ email: user.email });
    }
    const row = await t.server.orm.em.fork().findOneOrFail(Session, { user: user.id });
    expect(row.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30 * DAY_MS);
    expect(row.lastUsedAt.getTime()).toBe(t.clock.now().getTime());
    // And 30 days of silence after the last use ends it.
    t.clock.advance(30 * DAY_MS + HOUR_MS);
    expect(await session(jar)).toBeNull();
  });
});

describe('admin cookie sessions', () => {
  it('slide every 11 hours of use in the browser and end after 12 idle hours', async () => {
    const jar = new BrowserJar(() => t.clock.now());
    const signIn = await t.trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers: { origin: ADMIN_URL } });
    expect(signIn.statusCode).toBe(200);
    jar.store(signIn);
    const adminSession = async () => {
      const response = await t.trpcQuery('admin', 'adminAuth.session', undefined, { cookie: jar.header() });
      jar.store(response);
      return trpcData(response);
    };
    for (let round = 1; round <= 3; round += 1) {
      t.clock.advance(11 * HOUR_MS);
      expect(await adminSession(), `after ${round * 11} hours`).toMatchObject({ email: ADMIN_EMAIL });
    }
    t.clock.advance(12 * HOUR_MS + 1000);
    expect(await adminSession()).toBeNull();
  });
});

describe('cross-site requests', () => {
  it('a POST with the session cookie and a foreign Origin is refused with 403 and changes nothing', async () => {
    const user = await t.createUser();
    await t.request('public', { method: 'POST', url: '/api/auth/logout', token: user.token });
    const jar = new BrowserJar(() => t.clock.now());
    await browserSignIn(user.email, user.password, jar);
    const cookie = jar.header();

    for (const origin of ['https://evil.example', 'http://localhost:3000.evil.example', 'null']) {
      const trpc = await t.trpcMutation('public', 'auth.signOutEverywhere', undefined, { cookie, headers: { origin } });
      expect(trpc.statusCode, origin).toBe(403);
      expect(trpc.json()).toEqual({ message: 'Cross-origin request refused' });
      const rest = await t.request('public', { method: 'POST', url: '/api/auth/logout', headers: { cookie: cookie ?? '', origin } });
      expect(rest.statusCode, origin).toBe(403);
    }
    expect(await t.server.orm.em.fork().count(Session, { user: user.id })).toBe(1);
    expect(await session(jar)).toMatchObject({ email: user.email });

    // From its own origin the same request works.
    const own = await t.trpcMutation('public', 'auth.signOutEverywhere', undefined, { cookie, headers: { origin: PUBLIC_URL } });
    expect(own.statusCode).toBe(200);
    expect(await t.server.orm.em.fork().count(Session, { user: user.id })).toBe(0);
  });

  it('a cross-site sign-in POST is refused too (no login CSRF), and the admin origin refuses the public origin', async () => {
    const user = await t.createUser();
    const signIn = await t.trpcMutation('public', 'auth.signIn', { email: user.email, password: user.password }, { headers: { origin: 'https://evil.example' } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();

    const adminFromPublic = await t.trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers: { origin: PUBLIC_URL } });
    expect(adminFromPublic.statusCode).toBe(403);
    const adminOwn = await t.trpcMutation('admin', 'adminAuth.signIn', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers: { origin: ADMIN_URL } });
    expect(adminOwn.statusCode).toBe(200);
    const adminCookie = setCookies(adminOwn).find((cookie) => cookie.name === 'admin_sid');
    expect(adminCookie?.attributes.has('httponly')).toBe(true);
    expect(adminCookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(trpcData(adminOwn).token).toBeUndefined();
    // The admin cookie means nothing on the public origin.
    expect(trpcData(await t.trpcQuery('public', 'auth.session', undefined, { cookie: `admin_sid=${adminCookie?.value}` }))).toBeNull();
    expect(trpcData(await t.trpcQuery('admin', 'adminAuth.session', undefined, { cookie: `admin_sid=${adminCookie?.value}` }))).toMatchObject({ email: ADMIN_EMAIL });
  });
});
