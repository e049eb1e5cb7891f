import { z } from 'zod';
import { messageFor } from '#kit/lib/errors';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { secondFactorCodeFieldSchema } from './code-schemas';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages';

const disableFormSchema = z.object({ code: secondFactorCodeFieldSchema });

/** Turns two-factor sign-in off with a current code (or a recovery code). */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled: () => Promise<unknown> }) {
  const toasts = useToast();
  const form = useSchemaForm(disableFormSchema, { defaultValues: { code: '' } });
  const disable = trpc.adminAuth.twoFactor.disable.useMutation({
    onSuccess: async () => {
      toasts.success(TWO_FACTOR_MESSAGES.disabled);
      await onDisabled();
    },
    // A used or wrong code: the field is emptied for the next one, with the reason under it.
    onError: (failure) => {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message: messageFor(failure, TWO_FACTOR_MESSAGES.disableFailed) }, { shouldFocus: true });
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!disable.isPending) disable.mutate(input);
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m['security.disable.form-label']()} className="space-y-3 border-t border-slate-100 pt-4">
      <TextField
        label={m['security.disable.code']()}
        autoComplete="one-time-code"
        hint={m['security.disable.hint']()}
        {...form.field('code')}
      />
      <Button type="submit" variant="danger" busy={disable.isPending}>
        {disable.isPending ? m['security.disable.turning-off']() : m['security.disable.submit']()}
      </Button>
    </form>
  );
}
