import type { AddressInfo } from 'node:net';
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiSignInError, createAdminApiClient, createApiClient, refusalCode, signIn, signInAdmin } from '../../server/client/create-api-client';
import type { PublicRouter } from '../../server/trpc/routers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestServer, type TestServer } from './harness';

/** The typed client as a script uses it: over HTTP against listening origins, never through createCaller. */

let t: TestServer;
let publicUrl: string;
let adminUrl: string;

beforeAll(async () => {
  t = await createTestServer();
  // Port 0: the system picks free ports, so parallel test files never collide.
  for (const app of [t.server.publicApp, t.server.adminApp]) await app.listen({ host: '127.0.0.1', port: 0 });
  const urlOf = (address: AddressInfo | string | null) => `http://127.0.0.1:${(address as AddressInfo).port}`;
  publicUrl = urlOf(t.server.publicApp.server.address());
  adminUrl = urlOf(t.server.adminApp.server.address());
});

afterAll(async () => {
  await t.close();
});

describe('createApiClient', () => {
  it('signs in, reads the wallet and redeems a promo code over HTTP', async () => {
    const admin = createAdminApiClient({ url: adminUrl, token: await signInAdmin({ url: adminUrl, email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
    const promo = await admin.promoCodes.create.mutate({ code: `CLIENT${Date.now()}`, amountPaise: 2500 });
    if ('pendingApprovalId' in promo) throw new Error('the harness switches two-admin approval off');

    const user = await t.createUser();
    const api = createApiClient({ url: publicUrl, token: await signIn({ url: publicUrl, email: user.email, password: user.password }) });
    expect(await api.wallet.summary.query()).toMatchObject({ balancePaise: 0 });
    expect(await api.promo.redeem.mutate({ code: promo.code })).toEqual({ amountPaise: 2500, newBalancePaise: 2500, code: promo.code });
    expect((await api.wallet.summary.query()).balancePaise).toBe(2500);

    // A refusal arrives with its code, so a script decides by code, not by text.
    const again = await api.promo.redeem.mutate({ code: promo.code }).catch((error: unknown) => error);
    expect(refusalCode(again)).toBe('promo.already-used');
  });

  it('answers a wrong password with the status, message and code of the refusal', async () => {
    const user = await t.createUser();
    const refused = await signIn({ url: publicUrl, email: user.email, password: 'not-the-password' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiSignInError);
    expect(refused).toMatchObject({ status: 401, code: 'auth.invalid-credentials' });
  });

  it('calls as a visitor without a token, and refuses a signed-in procedure', async () => {
    const visitor = createApiClient({ url: publicUrl });
    expect(await visitor.auth.session.query()).toBeNull();
    const refused = await visitor.wallet.summary.query().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCClientError);
    expect((refused as TRPCClientError<PublicRouter>).data).toMatchObject({ httpStatus: 401 });
  });
});
