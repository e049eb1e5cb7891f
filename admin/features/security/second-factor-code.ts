import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_MESSAGES, secondFactorCodeSchema } from '#contract/admin-auth/schemas';
import { messageFor } from '#kit/lib/errors';

/** A second-factor code field (authenticator or recovery code) under the server's rule; empty asks for the code. */
export const secondFactorCodeFieldSchema = z.string().trim().min(1, ADMIN_MESSAGES.codeRequired).pipe(secondFactorCodeSchema);

/** A refused code: whatever went wrong, the way on is a new code, so the field is emptied for it with the reason under it. */
export function refuseCode(form: Pick<UseFormReturn<{ code: string }>, 'setValue' | 'setError'>, failure: unknown, fallback: string) {
  form.setValue('code', '');
  form.setError('code', { type: 'server', message: messageFor(failure, fallback) }, { shouldFocus: true });
}
