import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { createTestServer, trpcError, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

describe('review fixes', () => {
  it('an empty ?page= means the first page, not a 400', async () => {
    const admin = await t.adminToken();
    const response = await t.request('admin', { method: 'GET', url: '/api/admin/users?page=&search=', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toBe(1);
  });

  it('a rate-limited tRPC call carries a Retry-After header like the REST paths', async () => {
    const ip = '10.9.9.9';
    let last;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      last = await t.trpcMutation('public', 'auth.signIn', { email: 'nobody@example.com', password: 'wrong-password' }, { ip });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(trpcError(last!).data.retryAfterSeconds).toBe(Number(last!.headers['retry-after']));
  });

  it('using one reset link kills every older reset link of the account', async () => {
    const user = await t.createUser();
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const older = await t.linkTokenFor(user.email, 'reset-password');
    t.clock.advance(1000);
    await t.request('public', { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } });
    const newer = await t.linkTokenFor(user.email, 'reset-password');
    expect(newer).not.toBe(older);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token: newer, password: 'brand-new-password' } })).statusCode).toBe(200);
    const replay = await t.request('public', { method: 'POST', url: '/api/auth/reset-password', payload: { token: older, password: 'attacker-password' } });
    expect(replay.statusCode).toBe(400);
    const login = await t.request('public', { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'brand-new-password' } });
    expect(login.statusCode).toBe(200);
  });
});

describe('outbox viewer with SMTP configured', () => {
  let smtp: TestServer;
  beforeAll(async () => {
    smtp = await createTestServer({ SMTP_URL: 'smtp://mail.invalid:2525' }, { mailTransport: { sendMail: async () => ({}) } });
  });
  afterAll(() => smtp.close());

  it('masks one-time link tokens so an admin cannot use a user’s reset link', async () => {
    const email = 'masked@example.com';
    await smtp.request('public', { method: 'POST', url: '/api/auth/register', payload: { name: 'Masked', email, password: 'long-enough-pw', ageConfirmed: true } });
    const admin = await smtp.adminToken();
    const outbox = await smtp.request('admin', { method: 'GET', url: '/api/admin/outbox', token: admin });
    const mail = outbox.json().find((item: { to: string }) => item.to === email);
    expect(mail.text).toContain('/verify-email?token=[hidden]');
    expect(mail.html).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    // The real mail still carries the working token.
    expect(await smtp.linkTokenFor(email, 'verify-email')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});
