import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init';
import { ACCESS } from '#contract/admin-auth/access';
import { rateLimit } from '../../trpc/rate-limit';
import { RATE_LIMITS } from '../rate-limit';
import { listContactMessages } from './list-contact-messages';
import {
  contactMessageSchema,
  listContactMessagesInputSchema,
  replyContactMessageInputSchema,
  sendContactMessageInputSchema,
  sendContactMessageOutputSchema,
  setContactReadInputSchema,
} from '#contract/contact/schemas';
import { replyContactMessage } from './reply-contact-message';
import { sendContactMessage } from './send-contact-message';
import { setContactRead } from './set-contact-read';

export const contactRouter = router({
  send: publicProcedure
    .input(sendContactMessageInputSchema)
    .output(sendContactMessageOutputSchema)
    .use(rateLimit(RATE_LIMITS.contactPerIp))
    .mutation(({ ctx, input }) => sendContactMessage(ctx.deps, { ...input, userId: ctx.user?.id, locale: ctx.user?.locale ?? ctx.request.locale })),
});

export const adminContactRouter = router({
  list: adminProcedure.meta({ admins: ACCESS.support })
    .input(listContactMessagesInputSchema)
    .output(z.object({ contacts: z.array(contactMessageSchema), total: z.number().int(), unreadCount: z.number().int() }))
    .query(({ ctx, input }) => listContactMessages(ctx.deps, input)),
  setRead: adminProcedure.meta({ admins: ACCESS.support })
    .input(setContactReadInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => setContactRead(ctx.deps, { ...input, adminId: ctx.admin.id })),
  reply: adminProcedure.meta({ admins: ACCESS.support })
    .input(replyContactMessageInputSchema)
    .output(contactMessageSchema)
    .mutation(({ ctx, input }) => replyContactMessage(ctx.deps, { ...input, adminId: ctx.admin.id })),
});
