import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MIN_PASSWORD_LENGTH } from '../../../../server/modules/shared-schemas';
import { Notice } from '../../../components/ui/feedback';
import { messageFor } from '../../../kit/lib/errors';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { TextField } from '../../../kit/ui/fields';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { forgetSignedInUser } from '../api/session';
import { resetPasswordFormSchema } from '../form-schemas';
import { AuthCard, TEXT_LINK } from './auth-card';

export function ResetPasswordForm({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  // Changing the password ends every session, this browser's included.
  const reset = trpc.auth.resetPassword.useMutation({ onSuccess: () => forgetSignedInUser(queryClient) });

  if (!token) {
    return (
      <AuthCard title="Reset link not valid">
        <Notice tone="error">This reset link is invalid or has expired</Notice>
        <Link to="/forgot-password" className={buttonClasses('primary', 'mt-6 w-full')}>
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Notice tone="success">{reset.data.message}</Notice>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} className="space-y-4" aria-label="Choose a new password">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.field('password')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        {/* Almost every refusal here is a used or expired link: the way out is a new one. */}
        {reset.isError && (
          <Notice tone="error">
            {messageFor(reset.error)}{' '}
            <Link to="/forgot-password" className={TEXT_LINK}>
              Ask for a new link
            </Link>
          </Notice>
        )}
        <Button type="submit" className="w-full" busy={reset.isPending} busyLabel="Changing password…">
          Change password
        </Button>
      </form>
    </AuthCard>
  );
}
