import { z } from 'zod';
import { OUTBOX_STATUSES } from '../enums';
import { pageQuerySchema } from '../shared-schemas';

export const outboxListInputSchema = pageQuerySchema;
export type OutboxListInput = z.infer<typeof outboxListInputSchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.date(),
});
