/** A typed tRPC client for scripts, over HTTP with a bearer token, amounts in paise; imports only router types, so it starts nothing. */
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AdminRouter, PublicRouter } from '../trpc/routers';

export interface ApiClientOptions {
  /** The origin: the public site (e.g. http://localhost:3000) or, for the admin client, the admin site (:3001). */
  url: string;
  /** A bearer token from `signIn` / `signInAdmin`; leave it out for a visitor's calls. */
  token?: string;
  /** Another fetch (a proxy agent, a test double); the global one by default. */
  fetch?: typeof fetch;
}

export interface SignInOptions {
  url: string;
  email: string;
  password: string;
  fetch?: typeof fetch;
}

/** A refused sign-in: the HTTP status, the server's English message and, for a declared refusal, its code. */
export class ApiSignInError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ApiSignInError';
  }
}

function originOf(url: string): string {
  return url.replace(/\/+$/, '');
}

function links({ url, token, fetch }: ApiClientOptions) {
  return [
    httpBatchLink({
      url: `${originOf(url)}/trpc`,
      transformer: superjson,
      headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      fetch,
    }),
  ];
}

/** The public API (`PublicRouter`): auth, wallet, promo, redeem, games, fairness, account, content. */
export function createApiClient(options: ApiClientOptions) {
  return createTRPCClient<PublicRouter>({ links: links(options) });
}

/** The admin API (`AdminRouter`), on the admin origin, with an admin's token. */
export function createAdminApiClient(options: ApiClientOptions) {
  return createTRPCClient<AdminRouter>({ links: links(options) });
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type AdminApiClient = ReturnType<typeof createAdminApiClient>;

/**
 * Signing in goes through the documented REST path: over tRPC a sign-in sets a browser cookie,
 * while `/api/auth/login` answers the bearer token a script keeps.
 */
async function postForToken(url: string, body: Record<string, string>, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as { token?: string; message?: string; code?: string };
  if (!response.ok || !answer.token) throw new ApiSignInError(response.status, answer.message ?? `Sign-in failed (${response.status})`, answer.code);
  return answer.token;
}

/** A user's bearer token for `createApiClient`; throws `ApiSignInError` on a wrong password (401), a blocked account (403) or a rate limit (429). */
export function signIn({ url, email, password, fetch: fetchImpl }: SignInOptions): Promise<string> {
  return postForToken(`${originOf(url)}/api/auth/login`, { email, password }, fetchImpl);
}

/** An admin's bearer token for `createAdminApiClient`; `otp` is the authenticator or a recovery code when the admin has a second factor. */
export function signInAdmin({ url, email, password, otp, fetch: fetchImpl }: SignInOptions & { otp?: string }): Promise<string> {
  return postForToken(`${originOf(url)}/api/admin/login`, { email, password, ...(otp ? { otp } : {}) }, fetchImpl);
}

/** The refusal code of a failed call (e.g. `promo.already-used`), to decide by code rather than by text. */
export function refusalCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = (error as TRPCClientError<PublicRouter>).data;
  return data?.appCode ?? undefined;
}
