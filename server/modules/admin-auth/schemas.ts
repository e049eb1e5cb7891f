import { z } from 'zod';
import { emailSchema, passwordSchema } from '../shared-schemas';

export const adminSignInInputSchema = z.object({ email: emailSchema, password: passwordSchema });
export type AdminSignInInput = z.infer<typeof adminSignInInputSchema>;

export const currentAdminSchema = z.object({ id: z.string(), email: z.string() });

export const ADMIN_MESSAGES = { invalidCredentials: 'Invalid admin credentials' } as const;
