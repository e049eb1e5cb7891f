import { TRPCClientError } from '@trpc/client';

export const GENERIC_ERROR_MESSAGE = 'An error occurred';

interface ServerErrorData {
  code?: string;
  httpStatus?: number;
  path?: string;
  appCode?: string | null;
  retryAfterSeconds?: number | null;
  fieldErrors?: Array<{ path: string; message: string }> | null;
}

function errorData(error: unknown): ServerErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ServerErrorData) : null;
}

/** The tRPC error code the server answered with ('UNAUTHORIZED', 'CONFLICT' …), or null for network failures. */
export function errorCode(error: unknown): string | null {
  return errorData(error)?.code ?? null;
}

export function errorPath(error: unknown): string | null {
  return errorData(error)?.path ?? null;
}

/**
 * The server's user-facing message when it answered with a client error (4xx: validation,
 * conflict, rate limit …). Server failures and network errors return null so the caller can
 * show its own fallback from the error catalogue.
 */
export function serverMessage(error: unknown): string | null {
  const data = errorData(error);
  if (!data?.httpStatus || data.httpStatus >= 500) return null;
  return error instanceof Error && error.message ? error.message : null;
}

export function messageFor(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  return serverMessage(error) ?? fallback;
}

/** Per-field messages from a server validation failure, keyed by field name. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of errorData(error)?.fieldErrors ?? []) {
    if (issue.path && !result[issue.path]) result[issue.path] = issue.message;
  }
  return result;
}

/** Client errors (4xx) will not succeed on retry; only network and server failures are retried. */
export function isRetryable(error: unknown): boolean {
  const status = errorData(error)?.httpStatus;
  return !status || status >= 500;
}
