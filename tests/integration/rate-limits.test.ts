import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, OutboxMail, User } from '../../db/entities';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { consumeRateLimits } from '../../server/modules/rate-limit/consume-rate-limit';
import { checkEveryResponse, expectClean } from './assertions';
import { ADMIN_EMAIL, createTestServer, trpcError, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

function expectLimited(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expectClean(response);
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(response.json()).toEqual({ message: `Too many attempts. Please try again in ${retryAfterSeconds} seconds.` });
}

describe('sign-in', () => {
  it('more than 20 attempts from one IP in 15 minutes answer 429 with Retry-After; other IPs are unaffected; the window reopens', async () => {
    const ip = freshIp();
    const user = await t.createUser();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await t.request('public', { method: 'POST', url: '/api/auth/login', ip, payload: { email: `probe${attempt}@example.com`, password: 'guess-guess' } });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    t.clock.advance(5 * MINUTE_MS);
    // Even the right password is refused from this IP now.
    expectLimited(await t.request('public', { method: 'POST', url: '/api/auth/login', ip, payload: { email: user.email, password: user.password } }), 10 * 60);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', ip: freshIp(), payload: { email: user.email, password: user.password } })).statusCode).toBe(200);

    t.clock.advance(10 * MINUTE_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', ip, payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
  });

  it('more than 8 attempts on one e-mail from many IPs answer 429', async () => {
    const user = await t.createUser();
    t.clock.advance(SECOND_MS);
    // Sign-up signs in (decision 040): createUser used no sign-in attempt, so all 8 are these.
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await t.request('public', { method: 'POST', url: '/api/auth/login', ip: freshIp(), payload: { email: user.email, password: 'wrong-guess' } })).statusCode).toBe(401);
    }
    const limited = await t.request('public', { method: 'POST', url: '/api/auth/login', ip: freshIp(), payload: { email: user.email.toUpperCase(), password: user.password } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * MINUTE_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/login', ip: freshIp(), payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
  });

  it('the tRPC sign-in answers 429 with the seconds to wait', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await t.trpcMutation('public', 'auth.signIn', { email: `trpc-probe${attempt}@example.com`, password: 'guess-guess' }, { ip });
    }
    const limited = await t.trpcMutation('public', 'auth.signIn', { email: 'trpc-probe@example.com', password: 'guess-guess' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(trpcError(limited).message).toBe('Too many attempts. Please try again in 900 seconds.');
    expect(trpcError(limited).data.retryAfterSeconds).toBe(900);
    t.clock.advance(15 * MINUTE_MS);
  });

  it('a rate-limited tRPC call carries a Retry-After header like the REST paths', async () => {
    const ip = freshIp();
    let last;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      last = await t.trpcMutation('public', 'auth.signIn', { email: 'retry-after-probe@example.com', password: 'wrong-password' }, { ip });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(trpcError(last!).data.retryAfterSeconds).toBe(Number(last!.headers['retry-after']));
  });

  it('admin sign-in: more than 10 attempts from one IP answer 429', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await t.request('admin', { method: 'POST', url: '/api/admin/login', ip, payload: { email: ADMIN_EMAIL, password: `wrong-${attempt}` } })).statusCode).toBe(401);
    }
    expectLimited(await t.request('admin', { method: 'POST', url: '/api/admin/login', ip, payload: { email: ADMIN_EMAIL, password: 'whatever' } }), 15 * 60);
    t.clock.advance(15 * MINUTE_MS);
    expect((await t.request('admin', { method: 'POST', url: '/api/admin/login', ip, payload: { email: ADMIN_EMAIL, password: 'wrong-again' } })).statusCode).toBe(401);
  });
});

describe('client addresses behind the load balancer', () => {
  it('a client cannot dodge the per-IP limit by writing its own X-Forwarded-For entries', async () => {
    // What the balancer sends on: the client's forged entry, then the address it really saw.
    const viaBalancer = (forged: string) => ({ 'x-forwarded-for': `${forged}, 198.51.100.77` });
    for (let index = 1; index <= 5; index += 1) {
      const response = await t.request('public', { method: 'POST', url: '/api/contact', headers: viaBalancer(`203.0.113.${index}`), payload: { name: 'Sneaky', email: 'sneaky@example.com', message: `Try ${index}` } });
      expect(response.statusCode).toBe(200);
    }
    const forgedAgain = await t.request('public', { method: 'POST', url: '/api/contact', headers: viaBalancer('203.0.113.200'), payload: { name: 'Sneaky', email: 'sneaky@example.com', message: 'Try 6' } });
    expectLimited(forgedAgain, 600);
    const rows = await t.server.orm.em.fork().getConnection().execute(`select key from rate_limit_buckets where key like ?`, ['contact-ip:%.77']);
    expect(rows).toEqual([{ key: 'contact-ip:198.51.100.77' }]);
    t.clock.advance(10 * MINUTE_MS);
  });
});

describe('sign-up', () => {
  it('more than 10 sign-ups from one IP in an hour answer 429 and create nothing', async () => {
    const ip = freshIp();
    const stamp = Date.now();
    for (let index = 1; index <= 10; index += 1) {
      const response = await t.request('public', { method: 'POST', url: '/api/auth/register', ip, payload: { name: `Burst ${index}`, email: `burst${index}-${stamp}@example.com`, password: 'long-enough-pw', ageConfirmed: true } });
      expect(response.statusCode, `sign-up ${index}`).toBe(201);
    }
    const email = `burst11-${stamp}@example.com`;
    expectLimited(await t.request('public', { method: 'POST', url: '/api/auth/register', ip, payload: { name: 'Burst 11', email, password: 'long-enough-pw', ageConfirmed: true } }), 3600);
    const em = t.server.orm.em.fork();
    expect(await em.count(User, { email })).toBe(0);
    expect(await em.count(OutboxMail, { to: email })).toBe(0);

    t.clock.advance(HOUR_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/register', ip, payload: { name: 'Burst 11', email, password: 'long-enough-pw', ageConfirmed: true } })).statusCode).toBe(201);
  });
});

describe('password reset', () => {
  it('more than 3 requests for one address in an hour answer 429 and mail nothing more', async () => {
    const user = await t.createUser();
    const before = await t.server.orm.em.fork().count(OutboxMail, { to: user.email });
    for (let index = 1; index <= 3; index += 1) {
      expect((await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip: freshIp(), payload: { email: user.email } })).statusCode).toBe(200);
    }
    expectLimited(await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip: freshIp(), payload: { email: user.email } }), 3600);
    expect(await t.server.orm.em.fork().count(OutboxMail, { to: user.email })).toBe(before + 3);
    t.clock.advance(HOUR_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip: freshIp(), payload: { email: user.email } })).statusCode).toBe(200);
    expect(await t.server.orm.em.fork().count(OutboxMail, { to: user.email })).toBe(before + 4);
  });

  it('more than 10 requests from one IP in an hour answer 429, for unknown addresses too', async () => {
    const ip = freshIp();
    for (let index = 1; index <= 10; index += 1) {
      expect((await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip, payload: { email: `unknown${index}@example.com` } })).statusCode).toBe(200);
    }
    expectLimited(await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip, payload: { email: 'unknown11@example.com' } }), 3600);
    // Using reset tokens from that IP is limited by the same bucket.
    expect((await t.request('public', { method: 'POST', url: '/api/auth/reset-password', ip, payload: { token: 'guess', password: 'long-enough-pw' } })).statusCode).toBe(429);
    t.clock.advance(HOUR_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', ip, payload: { email: 'unknown11@example.com' } })).statusCode).toBe(200);
  });
});

describe('contact', () => {
  it('more than 5 messages from one IP in 10 minutes answer 429 and are not stored', async () => {
    const ip = freshIp();
    const before = await t.server.orm.em.fork().count(ContactMessage, {});
    for (let index = 1; index <= 5; index += 1) {
      expect((await t.request('public', { method: 'POST', url: '/api/contact', ip, payload: { name: 'Spammer', email: 'spam@example.com', message: `Message ${index}` } })).statusCode).toBe(200);
    }
    t.clock.advance(4 * MINUTE_MS);
    expectLimited(await t.request('public', { method: 'POST', url: '/api/contact', ip, payload: { name: 'Spammer', email: 'spam@example.com', message: 'Message 6' } }), 6 * 60);
    expect(await t.server.orm.em.fork().count(ContactMessage, {})).toBe(before + 5);
    expect((await t.request('public', { method: 'POST', url: '/api/contact', ip: freshIp(), payload: { name: 'Someone else', email: 'else@example.com', message: 'Hi' } })).statusCode).toBe(200);
    t.clock.advance(6 * MINUTE_MS);
    expect((await t.request('public', { method: 'POST', url: '/api/contact', ip, payload: { name: 'Spammer', email: 'spam@example.com', message: 'Message 7' } })).statusCode).toBe(200);
  });
});

describe('limits live in PostgreSQL', () => {
  it('hold across two server instances sharing one database', async () => {
    const second = await createTestServer({}, { databaseUrl: t.databaseUrl, clock: t.clock });
    try {
      const ip = freshIp();
      const send = (server: TestServer, index: number) =>
        server.request('public', { method: 'POST', url: '/api/contact', ip, payload: { name: 'Two Servers', email: 'two@example.com', message: `Message ${index}` } });
      expect((await send(t, 1)).statusCode).toBe(200);
      expect((await send(second, 2)).statusCode).toBe(200);
      expect((await send(t, 3)).statusCode).toBe(200);
      expect((await send(second, 4)).statusCode).toBe(200);
      expect((await send(t, 5)).statusCode).toBe(200);
      expectLimited(await send(second, 6), 600);
      expectLimited(await send(t, 7), 600);
      const rows = await t.server.orm.em.fork().getConnection().execute(`select hits from rate_limit_buckets where key = ?`, [`contact-ip:${ip}`]);
      expect(rows).toEqual([{ hits: 7 }]);

      // Concurrent bursts split over both instances still let exactly the limit through.
      const burstIp = freshIp();
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? second : t).request('public', { method: 'POST', url: '/api/contact', ip: burstIp, payload: { name: 'Burst', email: 'burst@example.com', message: `Burst ${index}` } }),
        ),
      );
      expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(5);
      expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(7);
    } finally {
      await second.close();
    }
    // Closing the second instance leaves the first (and its database) working.
    expect((await t.request('public', { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('one request, several buckets', () => {
  const shortRule = { name: 'test-short', limit: 2, windowMs: MINUTE_MS };
  const longRule = { name: 'test-long', limit: 3, windowMs: HOUR_MS };

  it('counts a hit in every bucket at once; when several are over, Retry-After is the latest window end', async () => {
    const deps = { em: t.server.orm.em.fork(), clock: t.clock };
    const hit = () => consumeRateLimits(deps, [[shortRule, 'subject'], [longRule, 'subject']]);
    await hit();
    await hit();
    // Third hit: only the one-minute bucket is over; the wait is its window.
    await expect(hit()).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 60 } });
    t.clock.advance(MINUTE_MS);
    // The one-minute window reopened, but this is the hour bucket's fourth hit: wait for the hour.
    await expect(hit()).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 3540 } });
    const rows = await deps.em.getConnection().execute(`select key, hits from rate_limit_buckets where key like 'test-%:subject' order by key`);
    expect(rows).toEqual([{ key: 'test-long:subject', hits: 4 }, { key: 'test-short:subject', hits: 1 }]);
  });

  it('50 concurrent requests naming the same buckets in opposite orders neither deadlock nor lose a count', async () => {
    const wide = { name: 'test-wide-a', limit: 1000, windowMs: HOUR_MS };
    const other = { name: 'test-wide-b', limit: 1000, windowMs: HOUR_MS };
    await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const deps = { em: t.server.orm.em.fork(), clock: t.clock };
        return consumeRateLimits(deps, index % 2 ? [[wide, 'x'], [other, 'x']] : [[other, 'x'], [wide, 'x']]);
      }),
    );
    const rows = await t.server.orm.em.fork().getConnection().execute(`select key, hits from rate_limit_buckets where key like 'test-wide-%' order by key`);
    expect(rows).toEqual([{ key: 'test-wide-a:x', hits: 50 }, { key: 'test-wide-b:x', hits: 50 }]);
  });
});
