import { randomUUID } from 'node:crypto';
import { E2E_ADMIN, type AppProcess } from './app-process';

/**
 * Each e2e test makes the data it needs through the documented API, as any client would, so it
 * can run alone and in any order: nothing depends on the seeded demo user or on an earlier test.
 */

export interface ApiAnswer {
  status: number;
  body: any;
}

/** One JSON call to the documented REST API (a bearer token for signed-in calls). */
export async function callApi(url: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** The answer's body when its status is the expected one; otherwise the test fails naming the call. */
export async function expectStatus(what: string, answer: Promise<ApiAnswer>, status = 200): Promise<any> {
  const { status: actual, body } = await answer;
  if (actual !== status) throw new Error(`${what}: expected ${status}, got ${actual} ${JSON.stringify(body)}`);
  return body;
}

// One admin session per app process: admin sign-ins are rate limited per address.
const adminTokens = new WeakMap<AppProcess, Promise<string>>();

/**
 * A bearer token of the e2e admin (the one `startAppProcess` creates) on the admin origin. Signing
 * in switches two-admin approval off, as the site's one admin may (decision 048), so tests about
 * other things fund users and make codes in one step; a test of approval switches it back on.
 */
export function adminToken(app: AppProcess): Promise<string> {
  let token = adminTokens.get(app);
  if (!token) {
    token = expectStatus('admin sign-in', callApi(`${app.adminUrl}/api/admin/login`, { method: 'POST', body: E2E_ADMIN })).then(async (body) => {
      await setTwoAdminApproval(app, body.token as string, null);
      return body.token as string;
    });
    adminTokens.set(app, token);
  }
  return token;
}

/** Sets both two-admin thresholds (paise), or switches them off with null (allowed while the e2e admin is the only one). */
export async function setTwoAdminApproval(app: AppProcess, token: string, thresholds: { balanceCreditPaise: number; promoTotalPaise: number } | null): Promise<void> {
  const input = thresholds ?? { balanceCreditPaise: null, promoTotalPaise: null };
  await expectStatus('two-admin thresholds', callApi(`${app.adminUrl}/trpc/approvals.updateThresholds`, { method: 'POST', token, body: { json: input }, headers: { origin: app.adminUrl } }));
}

export interface E2eUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

/**
 * A new account with a unique name and e-mail: signed up, its e-mail verified through the link
 * the server mailed (read from the admin's outbox), and given a starting balance by an admin
 * adjustment when asked. `verified: false` stops after the sign-up; `firstName` starts the name
 * (the ticker shows its first letter); `tag` fixes the name's and e-mail's unique part (the visual tests
 * draw the same account every run).
 */
export async function createE2eUser(app: AppProcess, options: { verified?: boolean; balanceRupees?: number; firstName?: string; tag?: string } = {}): Promise<E2eUser> {
  const tag = options.tag ?? randomUUID().slice(0, 8);
  const user = { name: `${options.firstName ?? 'E2E User'} ${tag}`, email: `e2e-${tag}@example.com`, password: `e2e-password-${tag}` };
  await expectStatus('sign-up', callApi(`${app.publicUrl}/api/auth/register`, { method: 'POST', body: { ...user, ageConfirmed: true, termsAccepted: true } }), 201);
  const id = await userIdOf(app, user.email);

  if (options.verified ?? true) {
    await expectStatus('e-mail verification', callApi(`${app.publicUrl}/api/auth/verify-email`, { method: 'POST', body: { token: await verificationToken(app, user.email) } }));
  }
  if (options.balanceRupees) await addBalance(app, id, options.balanceRupees, 'e2e starting balance');
  return { id, ...user };
}

/** An account's id, found by its e-mail through the admin's user search. */
export async function userIdOf(app: AppProcess, email: string): Promise<string> {
  const found = await expectStatus('user search', callApi(`${app.adminUrl}/api/admin/users?search=${encodeURIComponent(email)}`, { token: await adminToken(app) }));
  return found.users[0]._id as string;
}

/** The token of the verification link the server mailed to `email` (read from the admin's outbox). */
export async function verificationToken(app: AppProcess, email: string): Promise<string> {
  const mails = (await expectStatus('outbox', callApi(`${app.adminUrl}/api/admin/outbox`, { token: await adminToken(app) }))) as Array<{ to: string; text: string }>;
  const token = /\/verify-email\?token=([^\s&]+)/.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification mail for ${email}`);
  return decodeURIComponent(token);
}

/** Adds rupees to a user's balance by an admin adjustment (each its own Idempotency-Key, which an adjustment requires). */
export async function addBalance(app: AppProcess, userId: string, rupees: number, reason: string): Promise<void> {
  const headers = { 'idempotency-key': randomUUID() };
  await expectStatus('balance', callApi(`${app.adminUrl}/api/admin/users/${userId}/balance`, { method: 'PUT', token: await adminToken(app), body: { amount: rupees, type: 'add', reason }, headers }));
}

/** The user's bearer token, for the calls a test makes on their behalf before it opens the browser. */
export async function userToken(app: AppProcess, user: E2eUser): Promise<string> {
  return (await expectStatus('sign-in', callApi(`${app.publicUrl}/api/auth/login`, { method: 'POST', body: { email: user.email, password: user.password } }))).token as string;
}
