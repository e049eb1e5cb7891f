import { z } from 'zod';
import { idSchema, pageQuerySchema } from '../shared-schemas';

export const listUsersInputSchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').default(''),
});
export type ListUsersInput = z.infer<typeof listUsersInputSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  walletBalancePaise: z.number().int(),
  createdAt: z.date(),
  isBlocked: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const toggleUserBlockInputSchema = z.object({ id: idSchema });
