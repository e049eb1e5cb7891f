import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AppError, ERROR_TABLE } from '../errors';
import type { Context } from './context';
import { presentError } from './present-error';

export const t = initTRPC.context<Context>().create({
  transformer: superjson,
  isDev: false,
  errorFormatter({ shape, error }) {
    const { status, message, appCode, retryAfterSeconds, fieldErrors } = presentError(error);
    return {
      message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: status, path: shape.data.path, appCode, retryAfterSeconds, fieldErrors },
    };
  },
});

/** Turns a domain AppError into the tRPC error its code maps to (see ERROR_TABLE). */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const appError = result.error.cause;
    throw new TRPCError({ code: ERROR_TABLE[appError.code].trpc, message: appError.message, cause: appError });
  }
  return result;
});

/** The path of the first string holding a NUL character, which PostgreSQL text columns cannot store. */
function findNulCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = findNulCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Input with a NUL character is refused up front with a 400, instead of failing in the database with a 500. */
const rejectNulCharacters = t.middleware(async ({ getRawInput, next }) => {
  const path = findNulCharacter(await getRawInput());
  if (path) {
    const field = path.length ? path.join('.') : 'Input';
    throw new TRPCError({ code: 'BAD_REQUEST', message: `${field} must not contain a NUL character`, cause: new AppError('BAD_INPUT', `${field} must not contain a NUL character`) });
  }
  return next();
});

/**
 * At most this many procedures of an origin run at once; the others wait in arrival order. Twice
 * the database pool keeps every connection busy. Without the bound, a burst lets every request
 * start and interleave its statements with all the others, so all of them finish late; with it,
 * the early ones finish early (docs/performance.md: p50 at the benchmark's highest rate fell from
 * 11–17 ms to 3 ms, and capacity rose 5–10 %).
 */
export const PROCEDURES_AT_ONCE = 20;

const boundConcurrency = t.middleware(({ ctx, next }) => ctx.procedureSlots.run(() => next()));

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(boundConcurrency).use(mapAppErrors).use(rejectNulCharacters);

export const userProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/** Earning and withdrawing need a confirmed address (product spec §2). */
export const verifiedUserProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.emailVerifiedAt) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Please verify your e-mail address first', cause: new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address first') });
  }
  return next();
});

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (ctx.request.origin !== 'admin') throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  if (!ctx.admin || !ctx.adminSession) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Admin sign-in required' });
  return next({ ctx: { ...ctx, admin: ctx.admin, adminSession: ctx.adminSession } });
});
