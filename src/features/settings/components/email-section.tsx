import { requestEmailChangeInputSchema } from '#contract/auth/settings-schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { Card, Notice } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';

/** Decision 040: the address changes only when the link mailed to the new one is opened; the form says so before it is sent. */
export function EmailSection({ email }: { email: string }) {
  const form = useSchemaForm(requestEmailChangeInputSchema, {
    defaultValues: { newEmail: '', currentPassword: '' },
    refusalFields: { 'auth.current-password-wrong': 'currentPassword', 'auth.email-taken': 'newEmail', 'auth.email-unchanged': 'newEmail' },
  });
  const request = trpc.auth.requestEmailChange.useMutation({ onError: (error) => form.showRefusal(error, m['settings.failed']()) });
  return (
    <Card titleId="settings-email-title" title={m['settings.email.title']()}>
      <p className="mt-1 break-all text-sm text-indigo-200">{m['settings.email.current']({ email })}</p>
      {request.isSuccess ? (
        <Notice tone="success" className="mt-4">
          {m['settings.email.sent']({ email: request.variables.newEmail.trim().toLowerCase() })}
        </Notice>
      ) : (
        <form noValidate className="mt-4 space-y-4" aria-labelledby="settings-email-title" onSubmit={form.handleSubmit((input) => request.mutate(input))}>
          <TextField label={m['settings.email.new']()} type="email" autoComplete="email" required {...form.field('newEmail')} />
          <TextField label={m['settings.current-password']()} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
          <p className="text-sm text-indigo-200">{m['settings.email.how']()}</p>
          <FormError message={form.formError} />
          <Button type="submit" busy={request.isPending} busyLabel={m['settings.working']()} className="w-full sm:w-auto">
            {m['settings.email.send']()}
          </Button>
        </form>
      )}
    </Card>
  );
}
