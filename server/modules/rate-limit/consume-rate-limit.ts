import { createHash } from 'node:crypto';
import { rateLimitRefusals } from '../../metrics';
import { AppError } from '#contract/errors';
import type { Deps } from '../deps';
import { preparedSql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

export interface RateLimitRule {
  /** Bucket name, e.g. 'sign-in'. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Whom a procedure's limit counts: the caller's address, the signed-in user, or the e-mail address its input names. */
export type RateLimitSubject = 'ip' | 'user' | 'email';

/** A limit a procedure declares (`rateLimit` in server/trpc/rate-limit.ts), counted per `per`. */
export interface ProcedureRateLimitRule extends RateLimitRule {
  per: RateLimitSubject;
}

/** rate_limit_buckets.key is varchar(200); long subjects (a 254-character e-mail, a forged client address) are hashed to fit. */
const MAX_KEY_LENGTH = 200;

function bucketKey(rule: RateLimitRule, subject: string): string {
  const key = `${rule.name}:${subject}`;
  return key.length <= MAX_KEY_LENGTH ? key : `${rule.name}:sha256:${createHash('sha256').update(subject).digest('hex')}`;
}

/**
 * In PostgreSQL, so limits hold across processes (decision 002); one upsert for every bucket. The
 * retry time is the last over-limit window's end: no retry succeeds sooner.
 */
export async function consumeRateLimits(deps: Pick<Deps, 'em' | 'clock'>, hits: Array<[RateLimitRule, string]>): Promise<void> {
  const now = deps.clock.now();
  const rules = new Map(hits.map(([rule, subject]) => [bucketKey(rule, subject), rule]));
  // Buckets are locked in key order, so two requests counting the same buckets cannot deadlock.
  const keys = [...rules.keys()].sort();
  if (keys.length === 0) return;
  const rows = await preparedSql<Pick<Row<'rate_limit_buckets'>, 'key' | 'hits' | 'window_ends_at'>>(
    deps.em,
    `insert into rate_limit_buckets (key, window_ends_at, hits) values ${keys.map(() => '(?, ?, 1)').join(', ')}
     on conflict (key) do update set
       hits = case when rate_limit_buckets.window_ends_at <= ? then 1 else rate_limit_buckets.hits + 1 end,
       window_ends_at = case when rate_limit_buckets.window_ends_at <= ? then excluded.window_ends_at else rate_limit_buckets.window_ends_at end
     returning key, hits, window_ends_at`,
    [...keys.flatMap((key) => [key, new Date(now.getTime() + rules.get(key)!.windowMs)]), now, now],
  );
  const over = rows.filter((row) => row.hits > rules.get(row.key)!.limit);
  const waitsMs = over.map((row) => new Date(row.window_ends_at).getTime() - now.getTime());
  if (waitsMs.length > 0) {
    for (const row of over) rateLimitRefusals.inc({ rule: rules.get(row.key)!.name });
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...waitsMs) / 1000));
    throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}
