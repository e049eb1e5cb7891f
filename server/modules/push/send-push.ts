import webpush from 'web-push';
import { pushMessageSchema } from '#contract/push/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { isAllowedEndpoint } from './endpoint-rule';
import { vapidKeys } from './vapid-keys';
import type { Row } from '../../../db/row-types.gen';

/**
 * How long a push service keeps a push for a device that is offline: news of an outcome or a
 * reminder is still worth showing later the same day, not tomorrow.
 */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
/** A push service answers at once; one that hangs is treated as a failure and retried. */
const SEND_TIMEOUT_MS = 15_000;

/** A push service's answer the queue should retry (throwing makes graphile-worker back off and try again). */
export class PushDeliveryError extends Error {}

/**
 * Sends one queued push to one device (the `send-push` job). The payload is encrypted to the device's
 * keys (RFC 8291, aes128gcm) and signed with the VAPID key (RFC 8292) by web-push; the request itself
 * is ours (fetch, no redirects), since web-push's own sender speaks https only. A subscription the
 * push service says is gone (404, 410) is deleted; any other failure throws, to be retried.
 * Idempotent enough to run again: a repeated push carries the same tag, which replaces the shown one.
 */
export async function sendPush(deps: Pick<Deps, 'em' | 'clock' | 'config'>, payload: { subscriptionId: string; message: unknown }): Promise<'sent' | 'gone' | 'no-subscription'> {
  const message = pushMessageSchema.parse(payload.message);
  const [subscription] = await sql<Pick<Row<'push_subscriptions'>, 'endpoint' | 'p256dh' | 'auth'>>(deps.em, `select endpoint, p256dh, auth from push_subscriptions where id = ?`, [payload.subscriptionId]);
  if (!subscription) return 'no-subscription';
  // Checked again here: the rule may have tightened since the device subscribed (e.g. now in production).
  if (!isAllowedEndpoint(subscription.endpoint, deps.config.isProduction)) {
    await sql(deps.em, `delete from push_subscriptions where id = ?`, [payload.subscriptionId]);
    return 'gone';
  }
  const keys = await vapidKeys(deps);
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: { subject: deps.config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    redirect: 'error',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await sql(deps.em, `delete from push_subscriptions where id = ?`, [payload.subscriptionId]);
    return 'gone';
  }
  if (!response.ok) throw new PushDeliveryError(`push service answered ${response.status}`);
  return 'sent';
}
