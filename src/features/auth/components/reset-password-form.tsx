import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MIN_PASSWORD_LENGTH } from '#contract/shared-schemas';
import { Notice } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { Button, buttonClasses } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
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
      <AuthCard title={m['auth.reset.invalid-title']()}>
        <Notice tone="error">{m['refusal.auth.reset-link-invalid']()}</Notice>
        <Link to="/forgot-password" className={buttonClasses('primary', 'mt-6 w-full')}>
          {m['auth.reset.new-link']()}
        </Link>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={m['auth.reset.changed-title']()}>
        <Notice tone="success">{m['auth.reset.changed']()}</Notice>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          {m['auth.sign-in-link']()}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m['auth.reset.title']()}
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          {m['auth.back-to-sign-in']()}
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} className="space-y-4" aria-label={m['auth.reset.title']()}>
        <TextField
          label={m['auth.reset.new-password']()}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={m['auth.at-least-characters']({ count: formatCount(MIN_PASSWORD_LENGTH) })}
          {...form.field('password')}
        />
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
        <Button type="submit" className="w-full" busy={reset.isPending} busyLabel={m['auth.reset.busy']()}>
          {m['auth.reset.submit']()}
        </Button>
      </form>
    </AuthCard>
  );
}
