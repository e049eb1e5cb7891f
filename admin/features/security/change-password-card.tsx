import { MIN_ADMIN_PASSWORD_LENGTH } from '#contract/admin-accounts/rules';
import { changeOwnPasswordInputSchema } from '#contract/admin-accounts/schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Card } from '../../components/card';
import { m } from '../../i18n/paraglide/messages';
import { trpc } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';

/** The admin's own password, with the current one; every other session of theirs ends (decision 051). */
export function ChangePasswordCard() {
  const form = useSchemaForm(changeOwnPasswordInputSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
    refusalFields: { 'admin-accounts.current-password-wrong': 'currentPassword' },
  });
  const change = trpc.myAccount.changePassword.useMutation(
    useToastOutcome({
      success: ({ sessionsEnded }) => m['accounts.own.password.done']({ count: sessionsEnded }),
      failure: (error) => form.showRefusal(error, m['accounts.own.password.failed']()),
      changed: (utils) => [utils.myAccount.sessions],
      onDone: () => form.reset(),
    }),
  );
  return (
    <Card
      id="password-heading"
      title={m['accounts.own.password.title']()}
      intro={m['accounts.own.password.intro']()}
      onSubmit={form.handleSubmit((input) => {
        if (!change.isPending) change.mutate(input);
      })}
    >
      <div className="mt-3 max-w-md space-y-3">
        <TextField label={m['accounts.own.password.current']()} type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        <TextField label={m['accounts.own.password.new']()} type="password" autoComplete="new-password" hint={m['accounts.own.password.new-hint']({ min: MIN_ADMIN_PASSWORD_LENGTH })} {...form.field('newPassword')} />
        <FormError message={form.formError} />
        <Button type="submit" variant="primary" busy={change.isPending}>
          {change.isPending ? m['accounts.own.password.busy']() : m['accounts.own.password.submit']()}
        </Button>
      </div>
    </Card>
  );
}
