import { TRPCClientError } from '@trpc/client';
import type { inferRouterError } from '@trpc/server';
import type { PublicRouter } from '#contract/routers';

/** What the server puts in a tRPC error's `data` (server/trpc/init.ts); the admin router's is the same shape. */
export type ServerErrorData = inferRouterError<PublicRouter>['data'];
export type AppCode = NonNullable<ServerErrorData['appCode']>;

export const GENERIC_ERROR_MESSAGE = 'An error occurred';

function errorData(error: unknown): Partial<ServerErrorData> | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  // An answer that is not the server's (a proxy's error page) has no data object.
  return data && typeof data === 'object' ? (data as Partial<ServerErrorData>) : null;
}

/** The tRPC error code the server answered with ('UNAUTHORIZED', 'CONFLICT' …), or null for network failures. */
export function errorCode(error: unknown): string | null {
  return errorData(error)?.code ?? null;
}

/** The refusal's own code (e.g. 'promo.already-used'): what the UI chooses a field or a text by. */
export function appCodeOf(error: unknown): AppCode | null {
  return errorData(error)?.appCode ?? null;
}

/** The refusal's parameters (e.g. `{ noticeDays, earliestOn }`), empty when it has none. */
export function refusalParamsOf(error: unknown): Record<string, unknown> {
  return (errorData(error)?.params as Record<string, unknown> | null) ?? {};
}

export function errorPath(error: unknown): string | null {
  return errorData(error)?.path ?? null;
}

export function httpStatusOf(error: unknown): number | null {
  return errorData(error)?.httpStatus ?? null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHORIZED';
}

export function isConflict(error: unknown): boolean {
  return errorCode(error) === 'CONFLICT';
}

/** The server's message for a refusal (a 4xx); null for server and network failures, which get the caller's fallback. */
export function serverMessage(error: unknown): string | null {
  const status = httpStatusOf(error);
  if (status === null || status < 400 || status >= 500) return null;
  return error instanceof Error && error.message ? error.message : null;
}

/**
 * How a refusal is worded: by code and parameters from the public SPA's catalogue (installed at
 * boot), else the server's English text (a newer server's code; the admin always).
 */
export type RefusalWording = (refusal: { code: AppCode | null; params: Record<string, unknown>; serverText: string }) => string;
let refusalWording: RefusalWording = ({ serverText }) => serverText;

export function setRefusalWording(wording: RefusalWording): void {
  refusalWording = wording;
}

/** The refusal's text, or the screen's fallback ('Failed to …') for failures and network errors. */
export function messageFor(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  const serverText = serverMessage(error);
  if (serverText === null) return fallback;
  return refusalWording({ code: appCodeOf(error), params: refusalParamsOf(error), serverText });
}

/** Per-field messages from a server validation failure, keyed by field name (the first for each). */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of errorData(error)?.fieldErrors ?? []) {
    if (issue.path && !result[issue.path]) result[issue.path] = issue.message;
  }
  return result;
}

/** Client errors (4xx) will not succeed on retry; only network and server failures are retried. */
export function isRetryable(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === null || status >= 500;
}
