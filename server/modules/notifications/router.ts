import { inboxInputSchema, inboxSchema, markReadInputSchema, notificationPreferencesSchema, setNotificationPreferenceInputSchema, unreadCountSchema } from '#contract/notifications/schemas';
import { publicProcedure, router, userProcedure } from '../../trpc/init';
import { countUnread, listInbox, markAllRead, markRead } from './inbox';
import { getPreferences, setPreference } from './preferences';

/** The signed-in person's inbox and their channel choices per kind (decision 041). */
export const notificationsRouter = router({
  inbox: userProcedure.input(inboxInputSchema).output(inboxSchema).query(({ ctx, input }) => listInbox(ctx.deps, ctx.user.id, input)),
  // The header's bell asks on every page: a visitor (or a session that just ended) has nothing unread, not a refusal that would send them to sign in.
  unreadCount: publicProcedure.output(unreadCountSchema).query(({ ctx }) => (ctx.user ? countUnread(ctx.deps, ctx.user.id) : { unread: 0 })),
  markRead: userProcedure.input(markReadInputSchema).output(unreadCountSchema).mutation(({ ctx, input }) => markRead(ctx.deps, ctx.user.id, input.id)),
  markAllRead: userProcedure.output(unreadCountSchema).mutation(({ ctx }) => markAllRead(ctx.deps, ctx.user.id)),
  preferences: userProcedure.output(notificationPreferencesSchema).query(({ ctx }) => getPreferences(ctx.deps, ctx.user.id)),
  setPreference: userProcedure.input(setNotificationPreferenceInputSchema).output(notificationPreferencesSchema).mutation(({ ctx, input }) => setPreference(ctx.deps, ctx.user.id, input)),
});
