import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AppError, ERROR_TABLE, refuse } from '#contract/errors';
import type { Context } from './context';
import { inputTransformer } from './input-transformer';
import { presentError } from './present-error';
import { JSON_TOO_DEEP_MESSAGE, valueNestsDeeperThan } from '../http/json-nesting';
import { unstorableTextRefusal } from '../modules/input';

export const t = initTRPC.context<Context>().create({
  // Outputs in superjson as the SPAs expect; inputs through a stricter reader (input-transformer.ts).
  transformer: { input: inputTransformer, output: superjson },
  isDev: false,
  errorFormatter({ shape, error }) {
    const { status, message, appCode, params, retryAfterSeconds, fieldErrors } = presentError(error);
    return {
      message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: status, path: shape.data.path, appCode, params, retryAfterSeconds, fieldErrors },
    };
  },
});

function badInput(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new AppError('BAD_INPUT', message) });
}

/** A domain refusal as the tRPC error its class maps to (ERROR_TABLE), the refusal its cause. */
export function asTrpcError(appError: AppError): TRPCError {
  return new TRPCError({ code: ERROR_TABLE[appError.code].trpc, message: appError.message, cause: appError });
}

/**
 * At most this many procedures of an origin run at once; the others wait in arrival order. Twice
 * the database pool keeps every connection busy. Without the bound, a burst lets every request
 * start and interleave its statements with all the others, so all of them finish late; with it,
 * the early ones finish early (docs/performance.md: p50 at the benchmark's highest rate fell from
 * 11–17 ms to 3 ms, and capacity rose 5–10 %).
 */
export const PROCEDURES_AT_ONCE = 20;

/**
 * What every procedure passes through, as ONE middleware (each tRPC middleware level copies the
 * call's options and adds promises; three levels were a tenth of a cached read's time):
 * - a slot among PROCEDURES_AT_ONCE (above);
 * - input nested deeper than any real input refused up front with a 400 (the HTTP layer refuses deep
 *   JSON text before parsing; this covers server-side callers too);
 * - text PostgreSQL cannot store (a NUL, a lone UTF-16 surrogate) refused with its field named, for
 *   every transport at once: tRPC's bodies and GET inputs once decoded, and REST rows, which check
 *   their own body first to name its fields (create-origin-app.ts);
 * - a domain AppError turned into the tRPC error its code maps to (see ERROR_TABLE).
 */
const procedureGuard = t.middleware(({ ctx, getRawInput, next }) =>
  ctx.procedureSlots.run(async () => {
    const input = await getRawInput();
    if (valueNestsDeeperThan(input)) throw badInput(JSON_TOO_DEEP_MESSAGE);
    const unstorable = unstorableTextRefusal(input);
    if (unstorable) throw asTrpcError(unstorable);
    const result = await next();
    if (!result.ok && result.error.cause instanceof AppError) throw asTrpcError(result.error.cause);
    return result;
  }),
);

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(procedureGuard);

const SIGN_IN_REQUIRED = { user: 'Please sign in to continue', admin: 'Admin sign-in required' } as const;

/**
 * The refusal of a caller who is not signed in as `kind`: thrown by the procedures below and, before
 * a REST row's handler reads its body or looks anything up, by the row's `auth` (create-origin-app.ts).
 */
export function signInRequired(kind: keyof typeof SIGN_IN_REQUIRED): TRPCError {
  return new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED[kind] });
}

export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw signInRequired('user');
  // tRPC merges this into the context: only what narrows its type is passed.
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

/** Earning and withdrawing need a confirmed address (product spec §2). */
export const verifiedUserProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.emailVerifiedAt) throw asTrpcError(refuse('auth.email-not-verified'));
  return next();
});

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.request.origin !== 'admin') throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  if (!ctx.admin || !ctx.adminSession) throw signInRequired('admin');
  return next({ ctx: { admin: ctx.admin, adminSession: ctx.adminSession } });
});
