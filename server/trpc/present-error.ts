import type { TRPCError } from '@trpc/server';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '../database-unavailable';
import { describeIssue, type ValidationIssue } from '#contract/describe-issue';
import { AppError, GENERIC_FAILURE_MESSAGE, statusForTrpcCode, type WireAppCode } from '#contract/errors';

export interface PresentedError {
  status: number;
  message: string;
  /** The code clients decide by (never by message): a refusal code, or the class of an error without one. */
  appCode: WireAppCode | null;
  /** The values the refusal's text was built from, so a client can word it in its own language. */
  params: Record<string, unknown> | null;
  retryAfterSeconds: number | null;
  fieldErrors: Array<{ path: string; message: string }> | null;
}

function validationIssues(cause: unknown): ValidationIssue[] | null {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray((cause as { issues: unknown }).issues)) {
    return (cause as { issues: ValidationIssue[] }).issues;
  }
  return null;
}

/** A refusal about one input field names it in its parameters (`field`, a dotted path): the forms place it as they place a validation error. */
function refusedField(params: Record<string, unknown> | null, message: string): PresentedError['fieldErrors'] {
  return typeof params?.field === 'string' ? [{ path: params.field, message }] : null;
}

/** One presentation of an error for both tRPC and REST: status, user-facing message, never a stack. */
export function presentError(error: TRPCError): PresentedError {
  const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : null;
  const appError = error.cause instanceof AppError ? error.cause : null;
  if (statusForTrpcCode(error.code) >= 500 && isDatabaseUnavailable(error)) {
    return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, appCode: 'UNAVAILABLE', params: null, retryAfterSeconds: DATABASE_UNAVAILABLE_RETRY_SECONDS, fieldErrors: null };
  }
  const status = statusForTrpcCode(error.code);
  let message = error.message;
  if (issues?.[0]) message = describeIssue(issues[0]);
  else if (status >= 500) message = GENERIC_FAILURE_MESSAGE;
  const params = appError?.details?.refusal?.params ?? null;
  return {
    status,
    message,
    appCode: appError?.appCode ?? null,
    params,
    retryAfterSeconds: appError?.details?.retryAfterSeconds ?? null,
    fieldErrors: issues ? issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) : refusedField(params, message),
  };
}
