import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../server/clock';
import { trpcData, type TestServer } from './harness';
import { useMoneyServer } from './money-helpers';

/**
 * "Who am I" (GET /api/auth/me, auth.session) is answered again as it was made for the same token
 * while its session and figures are the cached ones (server/http/remembered-answers.ts). The test
 * clock stands still, so every repeat below is within the answer's second: these prove it is the
 * same answer, for that token only, and ends with any change.
 */
const server = useMoneyServer();
let t: TestServer, admin: string;
beforeAll(() => void ({ t, admin } = server));

const me = (token: string) => t.request('public', { method: 'GET', url: '/api/auth/me', token });
const session = (options: { token?: string; cookie?: string }) => t.trpcQuery('public', 'auth.session', undefined, options);

/** What a client sees of an answer, less the parts every answer has its own of. */
function seen(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe('who-am-i answers', () => {
  it('a repeat is the same answer as the first, over REST and tRPC, by bearer token and by cookie', async () => {
    const user = await t.createUser();
    const first = await me(user.token);
    expect(first.statusCode).toBe(200);
    expect(seen(await me(user.token))).toEqual(seen(first));
    const firstSession = await session({ token: user.token });
    expect(trpcData(firstSession).email).toBe(user.email);
    expect(seen(await session({ token: user.token }))).toEqual(seen(firstSession));
    const byCookie = await session({ cookie: `sid=${user.token}` });
    expect(seen(await session({ cookie: `sid=${user.token}` }))).toEqual(seen(byCookie));
  });

  it('is never another token\'s answer', async () => {
    const [one, two] = [await t.createUser(), await t.createUser()];
    expect((await me(one.token)).json().email).toBe(one.email);
    expect((await me(two.token)).json().email).toBe(two.email);
    expect((await me(one.token)).json().email).toBe(one.email);
    expect(trpcData(await session({}))).toBeNull();
    expect((await me('not-a-token')).statusCode).toBe(401);
  });

  it('ends at once with a change of the balance, the name or the session', async () => {
    const user = await t.createUser();
    expect((await me(user.token)).json().walletBalance).toBe(0);
    const adjusted = await t.request('admin', { method: 'PUT', url: `/api/admin/users/${user.id}/balance`, token: admin, payload: { amount: 30, type: 'add', reason: 'who am I' }, headers: { 'idempotency-key': randomUUID() } });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await me(user.token)).json().walletBalance).toBe(30);
    expect((await t.request('public', { method: 'POST', url: '/api/auth/logout', token: user.token })).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect(trpcData(await session({ token: user.token }))).toBeNull();
  });

  it('a cookie session due its sliding refresh takes the full path, which writes it and re-sends the cookie', async () => {
    const user = await t.createUser();
    const cookie = `sid=${user.token}`;
    expect((await session({ cookie })).headers['set-cookie']).toBeUndefined();
    t.clock.advance(2 * HOUR_MS);
    const refreshed = await session({ cookie });
    expect(trpcData(refreshed).email).toBe(user.email);
    expect(String(refreshed.headers['set-cookie'])).toContain(`sid=${user.token}`);
    expect((await session({ cookie })).headers['set-cookie']).toBeUndefined();
  });
});
