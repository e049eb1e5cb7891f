import { Link } from '@tanstack/react-router';
import { requestPasswordResetInputSchema } from '#contract/auth/schemas';
import { Notice } from '../../../components/ui/feedback';
import { Button, buttonClasses } from '#kit/ui/button';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { AuthCard, TEXT_LINK } from './auth-card';

export function ForgotPasswordForm() {
  const form = useSchemaForm(requestPasswordResetInputSchema, { defaultValues: { email: '' } });
  const request = trpc.auth.requestPasswordReset.useMutation({ onError: (error) => form.showRefusal(error) });

  if (request.isSuccess) {
    // The server answers the same whether or not the address has an account.
    return (
      <AuthCard title={m['auth.check-email.title']()}>
        <Notice tone="success">{m['auth.forgot.sent']()}</Notice>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          {m['auth.back-to-sign-in']()}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m['auth.forgot.title']()}
      description={m['auth.forgot.description']()}
      footer={
        <Link to="/signin" className={TEXT_LINK}>
          {m['auth.back-to-sign-in']()}
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((input) => request.mutate(input))} className="space-y-4" aria-label={m['auth.forgot.form-label']()}>
        <TextField label={m['auth.email']()} type="email" autoComplete="email" required {...form.field('email')} />
        <FormError message={form.formError} />
        <Button type="submit" className="w-full" busy={request.isPending} busyLabel={m['auth.forgot.busy']()}>
          {m['auth.forgot.submit']()}
        </Button>
      </form>
    </AuthCard>
  );
}
