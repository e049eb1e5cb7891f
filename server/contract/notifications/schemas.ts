import { z } from 'zod';
import { idSchema } from '../shared-schemas';
import { NOTIFICATION_KINDS, notificationContentSchema, type NotificationContent } from './kinds';

export const notificationSchema = z.intersection(
  z.object({ id: z.string(), createdAt: z.date(), read: z.boolean() }),
  notificationContentSchema,
) as unknown as z.ZodType<{ id: string; createdAt: Date; read: boolean } & NotificationContent>;
export type Notification = z.infer<typeof notificationSchema>;

/** `cursor`: the previous page's `nextCursor` (tRPC's infinite queries name it so). */
export const inboxInputSchema = z.object({ cursor: z.string().uuid().nullish() });
export type InboxInput = z.infer<typeof inboxInputSchema>;

export const inboxSchema = z.object({
  items: z.array(notificationSchema),
  /** Give as `cursor` for the next older page; null when there is none. */
  nextCursor: z.string().nullable(),
});
export type Inbox = z.infer<typeof inboxSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) });

export const markReadInputSchema = z.object({ id: idSchema });

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** A person's channels for one kind; a kind without a stored row has the defaults (decision 041). */
export const notificationPreferenceSchema = z.object({ kind: notificationKindSchema, email: z.boolean(), push: z.boolean() });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const NOTIFICATION_PREFERENCE_DEFAULT = { email: true, push: true } as const;

export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);

export const setNotificationPreferenceInputSchema = notificationPreferenceSchema;
export type SetNotificationPreferenceInput = z.infer<typeof setNotificationPreferenceInputSchema>;

/** What the one-click unsubscribe answers (REST, no session). */
export const unsubscribeOutputSchema = z.object({ kind: notificationKindSchema, email: z.literal(false) });
