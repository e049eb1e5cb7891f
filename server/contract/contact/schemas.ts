import { z } from 'zod';
import { emailSchema, idSchema, queuePageQuerySchema } from '../shared-schemas';

export const sendContactMessageInputSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: emailSchema,
  message: z.string({ message: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
});
export type SendContactMessageInput = z.infer<typeof sendContactMessageInputSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.date(),
  /** The ticket number the person was given (`HR-000123`). */
  ticket: z.string(),
  /** When an admin last mailed a reply, or null. */
  repliedAt: z.date().nullable(),
});
export type ContactMessageView = z.infer<typeof contactMessageSchema>;

export const sendContactMessageOutputSchema = z.object({ ok: z.literal(true), ticket: z.string() });

export const replyContactMessageInputSchema = z.object({
  id: idSchema,
  reply: z.string({ message: 'Reply is required' }).trim().min(1, 'Reply is required').max(5000, 'Reply must be at most 5000 characters'),
});

export const listContactMessagesInputSchema = queuePageQuerySchema.extend({
  filter: z.enum(['all', 'unread', 'read'], { message: 'Filter must be all, unread or read' }).default('all'),
});
export type ListContactMessagesInput = z.infer<typeof listContactMessagesInputSchema>;

export const setContactReadInputSchema = z.object({ id: idSchema, isRead: z.boolean({ message: 'isRead must be true or false' }) });
