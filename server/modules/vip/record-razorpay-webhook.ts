import { AppError, refuse } from '#contract/errors';
import { unstorableTextRefusal } from '../input';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { configuredRazorpay } from './razorpay-client';
import { hasValidSignature } from './signatures';

/** The queue's task that applies a recorded event (server/jobs/tasks.ts). */
export const PROCESS_RAZORPAY_EVENT_JOB = 'process-razorpay-event';

const MALFORMED_EVENT = 'A webhook needs a JSON body with its event and the x-razorpay-event-id header';

/**
 * The signature is over the body exactly as it arrived (never re-serialised JSON). Recorded once per
 * event id with its job queued in the same transaction, to answer within Razorpay's 5 s (decision 023).
 */
export async function recordRazorpayWebhook(deps: Deps, input: { rawBody: Buffer; signature: string | undefined; eventId: string | undefined }): Promise<{ duplicate: boolean }> {
  const razorpay = configuredRazorpay(deps.config);
  if (!hasValidSignature(razorpay.config.webhookSecret, input.rawBody, input.signature)) throw refuse('vip.webhook-signature-invalid');
  let event: unknown;
  try {
    event = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    throw new AppError('BAD_INPUT', MALFORMED_EVENT);
  }
  // Text PostgreSQL cannot store (a lone surrogate escape in the JSON) is refused like any input, never a 500 at the insert.
  const unstorable = unstorableTextRefusal(event) ?? unstorableTextRefusal(input.eventId);
  if (unstorable) throw unstorable;
  const name = (event as { event?: unknown } | null)?.event;
  // Razorpay always sends the id; a signed body without one cannot be deduplicated, so it is refused (Razorpay retries).
  if (!input.eventId || input.eventId.length > 64 || typeof name !== 'string') throw new AppError('BAD_INPUT', MALFORMED_EVENT);
  return deps.em.transactional(async (em) => {
    const inserted = await sql(
      em,
      `insert into razorpay_webhook_events (event_id, event, payload, received_at) values (?, ?, ?::jsonb, ?) on conflict (event_id) do nothing returning event_id`,
      [input.eventId, name.slice(0, 64), JSON.stringify(event), deps.clock.now()],
    );
    if (inserted.length === 0) return { duplicate: true };
    await sql(em, `select graphile_worker.add_job(?, json_build_object('eventId', ?::text), max_attempts := 10)`, [PROCESS_RAZORPAY_EVENT_JOB, input.eventId]);
    return { duplicate: false };
  });
}
