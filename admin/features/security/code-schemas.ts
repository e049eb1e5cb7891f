import { z } from 'zod';
import { ADMIN_MESSAGES, secondFactorCodeSchema } from '#contract/admin-auth/schemas';

/** A second-factor code field (authenticator or recovery code) under the server's rule; empty asks for the code. */
export const secondFactorCodeFieldSchema = z.string().trim().min(1, ADMIN_MESSAGES.codeRequired).pipe(secondFactorCodeSchema);
