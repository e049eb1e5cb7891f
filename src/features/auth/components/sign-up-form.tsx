import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { CheckboxField, TextField } from '../../../kit/ui/fields';
import { fieldErrorsFrom, messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useValidatedForm, type FieldErrors } from '../../../lib/validation';
import { MIN_PASSWORD_LENGTH, validateSignUp, type SignUpField, type SignUpValues } from '../validation';
import { AuthCard, TEXT_LINK } from './auth-card';

const EMPTY: SignUpValues = { name: '', email: '', password: '', confirmPassword: '', ageConfirmed: false, termsAccepted: false };

export function SignUpForm() {
  const { formRef, focusFirstError, values, errors, setErrors, update, submitWith } = useValidatedForm<SignUpValues, SignUpField>(EMPTY, validateSignUp);

  const register = trpc.auth.register.useMutation({
    onError: (error) => {
      // A server-side validation failure names its fields; show each next to its input.
      const fromServer = fieldErrorsFrom(error);
      if (Object.keys(fromServer).length > 0) {
        setErrors(fromServer as FieldErrors<SignUpField>);
        focusFirstError();
      }
    },
  });


  const onSubmit = submitWith((checked) =>
    register.mutate({ name: checked.name.trim(), email: checked.email.trim(), password: checked.password, ageConfirmed: true, termsAccepted: true }),
  );

  if (register.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <Notice tone="success">{register.data.message}</Notice>
        <p className="mt-4 text-sm text-indigo-200">
          Open the link in the e-mail we sent to <strong className="text-white">{values.email.trim()}</strong> to verify your address. You can sign in
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create your account">
        <TextField label="Name" name="name" autoComplete="name" required maxLength={80} value={values.name} error={errors.name} onChange={(event) => update('name', event.target.value)} />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          label="Password"
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
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <CheckboxField
          label="I am 18 or older"
          name="ageConfirmed"
          required
          checked={values.ageConfirmed}
          error={errors.ageConfirmed}
          onChange={(event) => update('ageConfirmed', event.target.checked)}
        />
        <CheckboxField
          label={
            <>
              I accept the{' '}
              <Link to="/terms" className={TEXT_LINK} target="_blank">
                terms
              </Link>
            </>
          }
          name="termsAccepted"
          required
          checked={values.termsAccepted}
          error={errors.termsAccepted}
          onChange={(event) => update('termsAccepted', event.target.checked)}
        />
        {register.isError && <Notice tone="error">{messageFor(register.error, 'Sign-up failed. Please try again.')}</Notice>}
        <Button type="submit" className="w-full" busy={register.isPending} busyLabel="Creating account…">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
