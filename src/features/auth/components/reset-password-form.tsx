import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { forgetSignedInUser } from '../api/session';
import { resetPasswordFormSchema } from '../form-schemas';
import { AuthCard, AuthOutcome, TEXT_LINK } from './auth-card';
import { AuthForm, NewPasswordField } from './auth-form';

export function ResetPasswordForm({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  // Changing the password ends every session, this browser's included.
  const reset = trpc.auth.resetPassword.useMutation({ onSuccess: () => forgetSignedInUser(queryClient) });

  if (!token) {
    return <AuthOutcome title={m['auth.reset.invalid-title']()} tone="error" notice={m['refusal.auth.reset-link-invalid']()} to="/forgot-password" action={m['auth.reset.new-link']()} />;
  }
  if (reset.isSuccess) return <AuthOutcome title={m['auth.reset.changed-title']()} notice={m['auth.reset.changed']()} to="/signin" action={m['auth.sign-in-link']()} />;

  return (
    <AuthCard title={m['auth.reset.title']()} footer={{ to: '/signin', link: m['auth.back-to-sign-in']() }}>
      <AuthForm
        label={m['auth.reset.title']()}
        onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
        busy={reset.isPending}
        busyLabel={m['auth.reset.busy']()}
        submit={m['auth.reset.submit']()}
      >
        <NewPasswordField label={m['auth.reset.new-password']()} {...form.field('password')} />
        <TextField label={m['auth.reset.confirm-new-password']()} type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        {/* Almost every refusal here is a used or expired link: the way out is a new one. */}
        {reset.isError && (
          <Notice tone="error">
            {messageFor(reset.error)}{' '}
            <Link to="/forgot-password" className={TEXT_LINK}>
              {m['auth.reset.new-link']()}
            </Link>
          </Notice>
        )}
      </AuthForm>
    </AuthCard>
  );
}
