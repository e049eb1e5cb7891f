import { z } from 'zod';
import { ADMIN_MESSAGES, secondFactorCodeSchema } from '#contract/admin-auth/schemas';

/**
 * A code field under the server's rule for a second factor (an authenticator code or a recovery
 * code): an empty field asks for the code, anything typed must pass the rule. Used where an
 * enrolled admin proves the factor: signing in and turning it off.
 */
export const secondFactorCodeFieldSchema = z.string().trim().min(1, ADMIN_MESSAGES.codeRequired).pipe(secondFactorCodeSchema);
