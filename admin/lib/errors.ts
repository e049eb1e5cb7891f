import { TRPCClientError } from '@trpc/client';

interface ServerErrorData {
  code?: string;
  httpStatus?: number;
}

function serverData(error: unknown): ServerErrorData | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ServerErrorData) : null;
}

/** True when the server answered (as opposed to the network failing or the answer being unreadable). */
export function isServerError(error: unknown): boolean {
  return serverData(error)?.httpStatus !== undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return serverData(error)?.code === 'UNAUTHORIZED';
}

export function httpStatusOf(error: unknown): number | null {
  return serverData(error)?.httpStatus ?? null;
}

/**
 * The message to show for a failed call: the server's own user-facing message when it answered,
 * otherwise the screen's fallback (network down, proxy error page, ...).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isServerError(error) && error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The server's message when it refused the request (a 4xx: validation, conflict, insufficient
 * balance, ...), otherwise the screen's fallback — a 5xx or a network failure has nothing the
 * admin can act on, so the spec's "Failed to …" message is shown instead.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = httpStatusOf(error);
  if (status !== null && status >= 400 && status < 500 && error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isConflict(error: unknown): boolean {
  return serverData(error)?.code === 'CONFLICT';
}
