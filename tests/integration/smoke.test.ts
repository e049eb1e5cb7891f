import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 on both origins while the database answers', async () => {
    expect((await t.request('public', { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.request('admin', { method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('signs a user up, verifies and reads /api/auth/me', async () => {
    const user = await t.createUser({ name: 'Asha' });
    const me = await t.request('public', { method: 'GET', url: '/api/auth/me', token: user.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Asha', email: user.email, walletBalance: 0 });
  });
});
