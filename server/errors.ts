import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * Every failure a user can cause has a code here. The table is the single place that decides
 * which tRPC code and HTTP status a code becomes.
 */
export const ERROR_TABLE = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', status: 400 },
  TOKEN_INVALID: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', status: 401 },
  INVALID_CREDENTIALS: { trpc: 'UNAUTHORIZED', status: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403 },
  ACCOUNT_BLOCKED: { trpc: 'FORBIDDEN', status: 403 },
  EMAIL_NOT_VERIFIED: { trpc: 'FORBIDDEN', status: 403 },
  INSUFFICIENT_BALANCE: { trpc: 'BAD_REQUEST', status: 400 },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404 },
  CONFLICT: { trpc: 'CONFLICT', status: 409 },
  GAME_UNAVAILABLE: { trpc: 'CONFLICT', status: 409 },
  LIMIT_REACHED: { trpc: 'CONFLICT', status: 409 },
  EMAIL_TAKEN: { trpc: 'CONFLICT', status: 409 },
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', status: 429 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', status: 413 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof ERROR_TABLE;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Shown to the user as is. */
    message: string,
    readonly details?: { retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const STATUS_BY_TRPC_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = Object.fromEntries(
  Object.values(ERROR_TABLE).map((entry) => [entry.trpc, entry.status]),
);

export function statusForTrpcCode(code: TRPC_ERROR_CODE_KEY): number {
  if (code === 'PARSE_ERROR') return 400;
  if (code === 'METHOD_NOT_SUPPORTED') return 405;
  return STATUS_BY_TRPC_CODE[code] ?? 500;
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong on our side. Please try again.';
