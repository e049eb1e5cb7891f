import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ACCOUNT_REFUSALS } from './account/refusals';
import { APPEALS_REFUSALS } from './appeals/refusals';
import { APPROVALS_REFUSALS } from './approvals/refusals';
import { ADMIN_AUTH_REFUSALS } from './admin-auth/refusals';
import { ADMIN_ACCOUNTS_REFUSALS } from './admin-accounts/refusals';
import { AUTH_REFUSALS } from './auth/refusals';
import { BLOG_REFUSALS } from './blog/refusals';
import { CAPABILITIES_REFUSALS } from './capabilities/refusals';
import { CATALOGUE_REFUSALS } from './catalogue/refusals';
import { CHANGES_REFUSALS } from './changes/refusals';
import { CONTACT_REFUSALS } from './contact/refusals';
import { CONTENT_REFUSALS } from './content/refusals';
import { GAMES_REFUSALS } from './games/refusals';
import { INPUT_REFUSALS } from './input/refusals';
import { MEDIA_REFUSALS } from './media/refusals';
import { NOTIFICATIONS_REFUSALS } from './notifications/refusals';
import { OFFERWALLS_REFUSALS } from './offerwalls/refusals';
import { PROMO_REFUSALS } from './promo/refusals';
import { PROVIDER_CATALOGUE_REFUSALS } from './provider-catalogue/refusals';
import { PUSH_REFUSALS } from './push/refusals';
import { REDEEM_REFUSALS } from './redeem/refusals';
import { REFERRALS_REFUSALS } from './referrals/refusals';
import { REWARDS_REFUSALS } from './rewards/refusals';
import { TASKS_REFUSALS } from './tasks/refusals';
import { USERS_REFUSALS } from './users/refusals';
import { VIP_REFUSALS } from './vip/refusals';
import { WALLET_REFUSALS } from './wallet/refusals';

/**
 * The classes of failure. The table is the single place that decides which tRPC code and HTTP
 * status a class becomes; each refusal (REFUSALS below) names its class, so it decides theirs too.
 */
export const ERROR_TABLE = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', status: 400 },
  TOKEN_INVALID: { trpc: 'BAD_REQUEST', status: 400 },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', status: 401 },
  INVALID_CREDENTIALS: { trpc: 'UNAUTHORIZED', status: 401 },
  /** The password was right; the admin's second factor (an authenticator or recovery code) is still needed. */
  SECOND_FACTOR_REQUIRED: { trpc: 'UNAUTHORIZED', status: 401 },
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
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number }>;

export type AppErrorCode = keyof typeof ERROR_TABLE;

/** A refusal: its code, the ERROR_TABLE class deciding its status, and its English text (fixed or built from its parameters); declared per module. */
interface RefusalEntry {
  status: AppErrorCode;
  text: string | ((params: never) => string);
}

export const REFUSALS = {
  ...WALLET_REFUSALS,
  ...PROMO_REFUSALS,
  ...REDEEM_REFUSALS,
  ...AUTH_REFUSALS,
  ...ADMIN_AUTH_REFUSALS,
  ...ADMIN_ACCOUNTS_REFUSALS,
  ...ACCOUNT_REFUSALS,
  ...GAMES_REFUSALS,
  ...USERS_REFUSALS,
  ...CONTACT_REFUSALS,
  ...CONTENT_REFUSALS,
  ...CATALOGUE_REFUSALS,
  ...BLOG_REFUSALS,
  ...MEDIA_REFUSALS,
  ...CAPABILITIES_REFUSALS,
  ...REWARDS_REFUSALS,
  ...REFERRALS_REFUSALS,
  ...TASKS_REFUSALS,
  ...OFFERWALLS_REFUSALS,
  ...VIP_REFUSALS,
  ...NOTIFICATIONS_REFUSALS,
  ...INPUT_REFUSALS,
  ...PUSH_REFUSALS,
  ...APPEALS_REFUSALS,
  ...CHANGES_REFUSALS,
  ...APPROVALS_REFUSALS,
  ...PROVIDER_CATALOGUE_REFUSALS,
} as const satisfies Record<string, RefusalEntry>;

/** Every refusal code, the SQL functions' refusal keys among them (tests/integration/refusal-codes.test.ts). */
export type RefusalCode = keyof typeof REFUSALS;

/** The parameters a refusal's text needs, or never when its text is fixed. */
export type RefusalParams<C extends RefusalCode> = (typeof REFUSALS)[C]['text'] extends (params: infer P) => string ? P : never;

/** What the wire's `appCode` holds: a refusal code, or for an error without one the class it maps to. */
export type WireAppCode = RefusalCode | AppErrorCode;

export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(REFUSALS, code);
}

interface AppErrorDetails {
  retryAfterSeconds?: number;
  refusal?: { code: RefusalCode; params: Record<string, unknown> | null };
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    /** Shown to the user as is. */
    message: string,
    readonly details?: AppErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The code the clients decide by: the refusal's own, else the class. */
  get appCode(): WireAppCode {
    return this.details?.refusal?.code ?? this.code;
  }
}

/**
 * The error for a declared refusal, to be thrown: `throw refuse('redeem.unavailable', { amountPaise, reason })`.
 * Its status comes from ERROR_TABLE through the refusal's class; its message is the English text.
 */
export function refuse<C extends RefusalCode>(code: C, ...[params]: [RefusalParams<C>] extends [never] ? [] : [RefusalParams<C>]): AppError {
  const { status, text } = REFUSALS[code] as RefusalEntry;
  const message = typeof text === 'string' ? text : (text as (params: unknown) => string)(params);
  return new AppError(status, message, { refusal: { code, params: (params as Record<string, unknown> | undefined) ?? null } });
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
