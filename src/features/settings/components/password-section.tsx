import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { changePasswordInputSchema, type ChangePasswordInput } from '#contract/auth/settings-schemas';
import { Button } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { m } from '#i18n/paraglide/messages';
import { Card } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';
import { ConfirmDialog } from './confirm-dialog';

// Typing the new password twice is the browser's own rule; the rest is the server's schema.
const passwordFormSchema = changePasswordInputSchema
  .extend({ confirmPassword: z.string().min(1, { error: () => m['auth.confirm-password-required']() }) })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], error: () => m['auth.passwords-do-not-match']() });

/** Current password required; a confirmation says every other device will be signed out before it happens. */
export function PasswordSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<ChangePasswordInput | null>(null);
  const form = useSchemaForm(passwordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    refusalFields: { 'auth.current-password-wrong': 'currentPassword' },
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: async ({ ended }) => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.auth.sessions) });
      toast.success(m['settings.password.changed']({ count: ended }));
    },
    onError: (error) => form.showRefusal(error, m['settings.failed']()),
    onSettled: () => setPending(null),
  });
  return (
    <Card titleId="settings-password-title" title={m['settings.password.title']()}>
      <form
        noValidate
        className="mt-4 space-y-4"
        aria-labelledby="settings-password-title"
        onSubmit={form.handleSubmit(({ currentPassword, newPassword }) => setPending({ currentPassword, newPassword }))}
      >
        <TextField label={m['settings.current-password']()} type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <TextField label={m['settings.password.new']()} type="password" autoComplete="new-password" required {...form.field('newPassword')} />
        <TextField label={m['auth.sign-up.confirm-password']()} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <p className="text-sm text-indigo-200">{m['settings.password.consequence']()}</p>
        <FormError message={form.formError} />
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {m['settings.password.save']()}
        </Button>
      </form>
      {pending ? (
        <ConfirmDialog
          title={m['settings.password.confirm-title']()}
          consequence={m['settings.password.consequence']()}
          confirm={m['settings.password.confirm']()}
          busy={change.isPending}
          onConfirm={() => change.mutate(pending)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Card>
  );
}
