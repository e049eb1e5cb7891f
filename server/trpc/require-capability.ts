import { TRPCError } from '@trpc/server';
import { ERROR_TABLE, refuse } from '#contract/errors';
import { getCapabilities } from '../modules/capabilities';
import type { Capability } from '#contract/capabilities/schemas';
import { t } from './init';

/**
 * A procedure of a switchable capability answers only while an admin has it on (decision 010):
 * while off it refuses with `capabilities.off`, "not found" like its screens. The switches come
 * from the process's setting cache, which the database's announcement of a change empties in every
 * process when the change commits (migration 0026), so every process follows an admin's change at once.
 * Used after the sign-in checks, so a signed-out or unverified caller hears those first, as for
 * any other procedure.
 */
export function requireCapability(capability: Capability) {
  return t.middleware(async ({ ctx, next }) => {
    if (!(await getCapabilities(ctx.deps))[capability]) {
      const refusal = refuse('capabilities.off', { capability });
      throw new TRPCError({ code: ERROR_TABLE[refusal.code].trpc, message: refusal.message, cause: refusal });
    }
    return next();
  });
}
