import { requestPasswordResetInputSchema } from '#contract/auth/schemas';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { AuthCard, AuthOutcome } from './auth-card';
import { AuthForm } from './auth-form';

export function ForgotPasswordForm() {
  const form = useSchemaForm(requestPasswordResetInputSchema, { defaultValues: { email: '' } });
  const request = trpc.auth.requestPasswordReset.useMutation({ onError: (error) => form.showRefusal(error) });

  // The server answers the same whether or not the address has an account.
  if (request.isSuccess) return <AuthOutcome title={m['auth.check-email.title']()} notice={m['auth.forgot.sent']()} to="/signin" action={m['auth.back-to-sign-in']()} />;

  return (
    <AuthCard title={m['auth.forgot.title']()} description={m['auth.forgot.description']()} footer={{ to: '/signin', link: m['auth.back-to-sign-in']() }}>
      <AuthForm
        label={m['auth.forgot.form-label']()}
        onSubmit={form.handleSubmit((input) => request.mutate(input))}
        error={form.formError}
        busy={request.isPending}
        busyLabel={m['auth.forgot.busy']()}
        submit={m['auth.forgot.submit']()}
      >
        <TextField label={m['auth.email']()} type="email" autoComplete="email" required {...form.field('email')} />
      </AuthForm>
    </AuthCard>
  );
}
