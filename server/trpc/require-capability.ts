import { TRPCError } from '@trpc/server';
import { ERROR_TABLE, refuse } from '#contract/errors';
import { getOfferedCapabilities } from '../modules/capabilities';
import type { Capability } from '#contract/capabilities/schemas';
import { t } from './init';

/**
 * While an admin has the capability off, its procedures refuse `capabilities.off` ("not found", decision
 * 010). Read from the setting cache, which every process forgets on the change's commit. Used after sign-in checks.
 */
export function requireCapability(capability: Capability) {
  return t.middleware(async ({ ctx, next }) => {
    if (!(await getOfferedCapabilities(ctx.deps))[capability]) {
      const refusal = refuse('capabilities.off', { capability });
      throw new TRPCError({ code: ERROR_TABLE[refusal.code].trpc, message: refusal.message, cause: refusal });
    }
    return next();
  });
}
