import { inboxInputSchema, inboxSchema, markReadInputSchema, notificationPreferencesSchema, setNotificationPreferenceInputSchema, unreadCountSchema } from '#contract/notifications/schemas';
import { router, userProcedure } from '../../trpc/init';
import { countUnread, listInbox, markAllRead, markRead } from './inbox';
import { getPreferences, setPreference } from './preferences';

/** The signed-in person's inbox and their channel choices per kind (decision 041). */
export const notificationsRouter = router({
  inbox: userProcedure.input(inboxInputSchema).output(inboxSchema).query(({ ctx, input }) => listInbox(ctx.deps, ctx.user.id, input)),
  unreadCount: userProcedure.output(unreadCountSchema).query(({ ctx }) => countUnread(ctx.deps, ctx.user.id)),
  markRead: userProcedure.input(markReadInputSchema).output(unreadCountSchema).mutation(({ ctx, input }) => markRead(ctx.deps, ctx.user.id, input.id)),
  markAllRead: userProcedure.output(unreadCountSchema).mutation(({ ctx }) => markAllRead(ctx.deps, ctx.user.id)),
  preferences: userProcedure.output(notificationPreferencesSchema).query(({ ctx }) => getPreferences(ctx.deps, ctx.user.id)),
  setPreference: userProcedure.input(setNotificationPreferenceInputSchema).output(notificationPreferencesSchema).mutation(({ ctx, input }) => setPreference(ctx.deps, ctx.user.id, input)),
});
