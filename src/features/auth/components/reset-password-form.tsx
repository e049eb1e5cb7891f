import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useValidatedForm } from '../../../lib/validation';
import { forgetSignedInUser } from '../api/session';
import { MIN_PASSWORD_LENGTH, validateResetPassword, type ResetPasswordField } from '../validation';
import { AuthCard, TEXT_LINK } from './auth-card';

export function ResetPasswordForm({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const { formRef, values, errors, update, submitWith } = useValidatedForm<{ password: string; confirmPassword: string }, ResetPasswordField>({ password: '', confirmPassword: '' }, validateResetPassword);
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


  const onSubmit = submitWith((checked) => reset.mutate({ token, password: checked.password }));

  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          Back to sign in
        </Link>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={values.password}
          error={errors.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
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
