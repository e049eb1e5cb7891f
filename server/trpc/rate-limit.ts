import { consumeRateLimit, type RateLimitRule } from '../modules/rate-limit/consume-rate-limit';
import type { Context } from './context';

/** Counts one hit against each rule; the first rule over its limit answers 429. */
export async function enforceRateLimits(ctx: Context, ...limits: Array<[RateLimitRule, string]>): Promise<void> {
  for (const [rule, subject] of limits) await consumeRateLimit(ctx.deps, rule, subject);
}
