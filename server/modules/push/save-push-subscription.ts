import { refuse } from '#contract/errors';
import type { PushSubscriptionInput } from '#contract/push/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { isAllowedEndpoint } from './endpoint-rule';

/**
 * Keeps one device's subscription. An endpoint is one browser's: subscribing again (new keys, or
 * another person signed in on the same browser) replaces the row, so a device never pushes to two people.
 */
export async function savePushSubscription(deps: Deps, input: { userId: string; subscription: PushSubscriptionInput }): Promise<{ endpoint: string }> {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedEndpoint(endpoint, deps.config.isProduction)) throw refuse('push.endpoint-not-allowed');
  await sql(
    deps.em,
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, ?)
     on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
    [input.userId, endpoint, keys.p256dh, keys.auth, deps.clock.now()],
  );
  return { endpoint };
}

/** Forgets one of the person's devices (turning notifications off there); another person's endpoint is left alone. */
export async function deletePushSubscription(deps: Deps, input: { userId: string; endpoint: string }): Promise<{ endpoint: string }> {
  await sql(deps.em, `delete from push_subscriptions where user_id = ? and endpoint = ?`, [input.userId, input.endpoint]);
  return { endpoint: input.endpoint };
}
