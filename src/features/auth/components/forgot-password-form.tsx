import { Link } from '@tanstack/react-router';
import { requestPasswordResetInputSchema } from '../../../../server/modules/auth/schemas';
import { Notice } from '../../../components/ui/feedback';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { TextField } from '../../../kit/ui/fields';
import { FormError } from '../../../kit/ui/form/form-error';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { AuthCard, TEXT_LINK } from './auth-card';

export function ForgotPasswordForm() {
  const form = useSchemaForm(requestPasswordResetInputSchema, { defaultValues: { email: '' } });
  const request = trpc.auth.requestPasswordReset.useMutation({ onError: (error) => form.showRefusal(error) });

  if (request.isSuccess) {
    // The server answers the same whether or not the address has an account.
    return (
      <AuthCard title="Check your e-mail">
        <Notice tone="success">{request.data.message}</Notice>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((input) => request.mutate(input))} className="space-y-4" aria-label="Reset your password">
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <FormError message={form.formError} />
        <Button type="submit" className="w-full" busy={request.isPending} busyLabel="Sending…">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
