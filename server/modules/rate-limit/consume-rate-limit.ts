import { createHash } from 'node:crypto';
import { AppError } from '../../errors';
import type { Deps } from '../deps';

export interface RateLimitRule {
  /** Bucket name, e.g. 'sign-in'. */
  name: string;
  limit: number;
  windowMs: number;
}

/** rate_limit_buckets.key is varchar(200); long subjects (a 254-character e-mail, a forged client address) are hashed to fit. */
const MAX_KEY_LENGTH = 200;

function bucketKey(rule: RateLimitRule, subject: string): string {
  const key = `${rule.name}:${subject}`;
  return key.length <= MAX_KEY_LENGTH ? key : `${rule.name}:sha256:${createHash('sha256').update(subject).digest('hex')}`;
}

/**
 * Fixed-window counter kept in PostgreSQL so the limit holds across any number of server
 * processes. One upsert per hit; throws RATE_LIMITED with the seconds until the window ends.
 */
export async function consumeRateLimit(deps: Pick<Deps, 'em' | 'clock'>, rule: RateLimitRule, subject: string): Promise<void> {
  const now = deps.clock.now();
  const windowFloor = new Date(now.getTime() - rule.windowMs);
  const rows: Array<{ hits: number; window_started_at: Date }> = await deps.em.getConnection().execute(
    `insert into rate_limit_buckets (key, window_started_at, hits) values (?, ?, 1)
     on conflict (key) do update set
       hits = case when rate_limit_buckets.window_started_at <= ? then 1 else rate_limit_buckets.hits + 1 end,
       window_started_at = case when rate_limit_buckets.window_started_at <= ? then excluded.window_started_at else rate_limit_buckets.window_started_at end
     returning hits, window_started_at`,
    [bucketKey(rule, subject), now, windowFloor, windowFloor],
  );
  const row = rows[0];
  if (row && row.hits > rule.limit) {
    const windowEndsMs = new Date(row.window_started_at).getTime() + rule.windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}
