import { pushMessageSchema, type PushMessage } from '#contract/push/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** The queue's task that sends one push to one device (server/jobs/tasks.ts). */
export const SEND_PUSH_JOB = 'send-push';

/**
 * graphile-worker waits e^n seconds after the n-th failure, so 9 attempts span about an hour and a
 * half — a push service's outage is ridden out, and a push later than that is stale news.
 */
const SEND_PUSH_ATTEMPTS = 9;

/**
 * Queues `message` for every device the person has subscribed, in the caller's transaction (pass its
 * `em`): the jobs exist exactly when the cause commits. One job per device, so a device that fails
 * is retried alone and the others are not pushed twice (decision 042). Nothing is queued for a person
 * with no subscription. A message the worker could not show (a URL of another site, words too long
 * for a push) is a caller's bug: it throws here, in the caller's tests, not later in a job.
 */
export async function queuePush(deps: Pick<Deps, 'em'>, userId: string, message: PushMessage): Promise<void> {
  await sql(
    deps.em,
    `select graphile_worker.add_job(?, json_build_object('subscriptionId', id, 'message', ?::json), max_attempts := ?)
       from push_subscriptions where user_id = ?`,
    [SEND_PUSH_JOB, JSON.stringify(pushMessageSchema.parse(message)), SEND_PUSH_ATTEMPTS, userId],
  );
}
