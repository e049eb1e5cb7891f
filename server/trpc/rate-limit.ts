import { consumeRateLimits, type RateLimitRule } from '../modules/rate-limit/consume-rate-limit';
import type { Context } from './context';

/** Counts one hit against each rule; if any is over its limit the request answers 429. */
export function enforceRateLimits(ctx: Context, ...limits: Array<[RateLimitRule, string]>): Promise<void> {
  return consumeRateLimits(ctx.deps, limits);
}
