import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { TextField } from '../../../components/ui/fields';
import { messageFor } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { hasErrors, useFocusFirstError, type FieldErrors } from '../../../lib/validation';
import { rememberSignedInUser, useSession } from '../api/session';
import { validateSignIn, type SignInField } from '../validation';
import { AuthCard, TEXT_LINK } from './auth-card';

/** `redirectTo` is already checked to be a path on this site (see safeRedirectPath). */
export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async ({ user }) => {
      await rememberSignedInUser(queryClient, user);
      await navigate({ href: redirectTo ?? '/profile', replace: true });
    },
  });

  const update = (field: SignInField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstError();
    signIn.mutate({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to play, claim and redeem."
      footer={
        <>
          New here?{' '}
          <Link to="/signup" className={TEXT_LINK}>
            Create an account
          </Link>
        </>
      }
    >
      {session.data && !signIn.isSuccess && (
        <Notice tone="info" className="mb-5">
          You are signed in as {session.data.email}.{' '}
          <Link to="/profile" className={TEXT_LINK}>
            Go to your dashboard
          </Link>
        </Notice>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
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
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK}>
            Forgot password?
          </Link>
        </p>
        {signIn.isError && <Notice tone="error">{messageFor(signIn.error, 'Sign-in failed. Please try again.')}</Notice>}
        <Button type="submit" className="w-full" busy={signIn.isPending} busyLabel="Signing in…">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
