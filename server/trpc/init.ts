import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { AppError, ERROR_TABLE, refuse } from '#contract/errors';
import { mayCall, rolesAllowed, type AdminAccess, type AdminRole } from '#contract/admin-auth/roles';
import type { Context } from './context';
import { inputTransformer } from './input-transformer';
import { presentError } from './present-error';
import { JSON_TOO_DEEP_MESSAGE, valueNestsDeeperThan } from '../http/json-nesting';
import { unstorableTextRefusal } from '../modules/input';

/** What a procedure declares about itself: `admins`, who besides the owner may call an admin procedure (decision 046). */
export interface ProcedureMeta {
  admins?: AdminAccess;
}

export const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
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

/** Procedures of an origin running at once (twice the pool); the rest wait in order, so early ones finish early (docs/performance.md). */
export const PROCEDURES_AT_ONCE = 20;

/**
 * Everything a procedure passes through, as ONE middleware (each level costs; docs/performance.md): a slot
 * among PROCEDURES_AT_ONCE, too-deep input and text PostgreSQL cannot store refused with a 400, and an
 * AppError mapped through ERROR_TABLE.
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

/**
 * A signed-in admin whose role the procedure allows: each declares `.meta({ admins: [...] })` (the
 * roles besides the owner, or 'every-admin'); one that declares nothing is the owner's alone. The
 * check runs before the input is read, so a refused role learns nothing from validation.
 */
export const adminProcedure = publicProcedure.use(({ ctx, meta, next }) => {
  if (ctx.request.origin !== 'admin') throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
  if (!ctx.admin || !ctx.adminSession) throw signInRequired('admin');
  const refused = roleRefusal(ctx.admin.role, meta?.admins);
  if (refused) throw asTrpcError(refused);
  return next({ ctx: { admin: ctx.admin, adminSession: ctx.adminSession } });
});

/** The refusal of an admin whose role `access` does not allow, or null: the one check behind every admin procedure and admin-only HTTP route (uploads, task screenshots). */
export function roleRefusal(role: AdminRole, access: AdminAccess | undefined): AppError | null {
  return mayCall(role, access) ? null : refuse('admin-auth.role-required', { roles: rolesAllowed(access) });
}
