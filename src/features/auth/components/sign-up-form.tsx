import { Link } from '@tanstack/react-router';
import { Notice } from '../../../components/ui/feedback';
import { MIN_PASSWORD_LENGTH } from '../../../../server/modules/shared-schemas';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { CheckboxField, TextField } from '../../../kit/ui/fields';
import { FormError } from '../../../kit/ui/form/form-error';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { signUpFormSchema } from '../form-schemas';
import { AuthCard, TEXT_LINK } from './auth-card';

export function SignUpForm() {
  const form = useSchemaForm(signUpFormSchema, {
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', ageConfirmed: false, termsAccepted: false },
  });

  // A server-side validation failure names its fields; each shows next to its input.
  const register = trpc.auth.register.useMutation({ onError: (error) => form.showRefusal(error, 'Sign-up failed. Please try again.') });

  if (register.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <Notice tone="success">{register.data.message}</Notice>
        <p className="mt-4 text-sm text-indigo-200">
          Open the link in the e-mail we sent to <strong className="text-white">{form.getValues('email').trim()}</strong> to verify your address. You can sign in
          meanwhile; earning starts once your address is verified.
        </p>
        <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Free forever. You need to be 18 or older."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/signin" className={TEXT_LINK}>
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={form.handleSubmit(({ confirmPassword: _confirmation, ...input }) => register.mutate(input))}
        className="space-y-4"
        aria-label="Create your account"
      >
        <TextField label="Name" autoComplete="name" required maxLength={80} {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...form.field('password')}
        />
        <TextField label="Confirm password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <CheckboxField label="I am 18 or older" required {...form.field('ageConfirmed')} />
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <Link to="/terms" className={TEXT_LINK} target="_blank">
                terms
              </Link>
            </>
          }
          required
          {...form.field('termsAccepted')}
        />
        <FormError message={form.formError} />
        <Button type="submit" className="w-full" busy={register.isPending} busyLabel="Creating account…">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
