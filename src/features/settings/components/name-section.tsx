import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { changeNameInputSchema } from '#contract/auth/settings-schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { Card } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';

/** The name keeps sign-up's rule (the contract's schema); the header and profile show the new one at once. */
export function NameSection({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const form = useSchemaForm(changeNameInputSchema, { values: { name } });
  const change = trpc.auth.changeName.useMutation({
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.auth) });
      toast.success(m['settings.name.changed']());
    },
    onError: (error) => form.showRefusal(error, m['settings.failed']()),
  });
  return (
    <Card titleId="settings-name-title" title={m['settings.name.title']()}>
      <form noValidate className="mt-4 space-y-4" aria-labelledby="settings-name-title" onSubmit={form.handleSubmit((input) => change.mutate(input))}>
        <TextField label={m['settings.name.label']()} autoComplete="name" required maxLength={maxLengthOf(changeNameInputSchema.shape.name)} {...form.field('name')} />
        <FormError message={form.formError} />
        <Button type="submit" busy={change.isPending} busyLabel={m['settings.working']()} className="w-full sm:w-auto">
          {m['settings.name.save']()}
        </Button>
      </form>
    </Card>
  );
}
