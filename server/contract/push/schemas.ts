import { z } from 'zod';
import { isAllowedReminderMinute, parseTimeOfDay, PUSH_MESSAGES } from './rules';

/** An unpadded base64url text of exactly `bytes` bytes, as PushSubscription.toJSON() writes its keys. */
function base64UrlOfBytes(bytes: number) {
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), PUSH_MESSAGES.keyInvalid);
}

/**
 * A browser's PushSubscription as its toJSON() gives it: the endpoint, the device's P-256 public
 * key (65 bytes, uncompressed) and its 16-byte auth secret (RFC 8291). Whether the endpoint's
 * scheme and host are allowed is the server's check (it depends on the deployment, decision 042).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().trim().max(2048, PUSH_MESSAGES.endpointInvalid).url(PUSH_MESSAGES.endpointInvalid),
  keys: z.object({ p256dh: base64UrlOfBytes(65), auth: base64UrlOfBytes(16) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().trim().max(2048, PUSH_MESSAGES.endpointInvalid) });

/** "HH:MM" in IST → minutes after IST midnight, refused unless the reminder rule allows it. */
export const reminderTimeSchema = z
  .string()
  .transform((text, ctx) => {
    const minute = parseTimeOfDay(text);
    if (minute === null) {
      ctx.addIssue({ code: 'custom', message: PUSH_MESSAGES.timeInvalid });
      return z.NEVER;
    }
    return minute;
  })
  .refine(isAllowedReminderMinute, PUSH_MESSAGES.reminderTimeRule);

/** A reminder time, or null to stop the reminder. */
export const setReminderInputSchema = z.object({ time: reminderTimeSchema.nullable() });

/** What the opt-in control needs: the key to subscribe with, this person's devices' endpoints and the reminder. */
export const pushStateSchema = z.object({
  vapidPublicKey: z.string(),
  endpoints: z.array(z.string()),
  /** "HH:MM" IST, or null when no reminder is set. */
  reminderTime: z.string().nullable(),
});
export type PushState = z.infer<typeof pushStateSchema>;

/** What a push carries (decision 042): small JSON the service worker shows; `url` a same-origin path. */
export const pushMessageSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(500),
  // A path of this site: '/…', never '//host' (which a browser reads as another site).
  url: z.string().regex(/^\/(?!\/)/).max(500),
  tag: z.string().max(100),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
