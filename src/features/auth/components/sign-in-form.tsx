import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../../kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { TextField } from '../../../kit/ui/fields';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useValidatedForm } from '../../../lib/validation';
import { rememberSignedInUser, useSession } from '../api/session';
import { validateSignIn, type SignInField } from '../validation';
import { AuthCard, TEXT_LINK } from './auth-card';

/** `redirectTo` is already checked to be a path on this site (see safeRedirectPath). */
export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const { formRef, values, errors, update, submitWith } = useValidatedForm<{ email: string; password: string }, SignInField>({ email: '', password: '' }, validateSignIn);

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async ({ user }) => {
      await rememberSignedInUser(queryClient, user);
      await navigate({ href: redirectTo ?? '/profile', replace: true });
    },
  });


  const onSubmit = submitWith((checked) => signIn.mutate({ email: checked.email.trim(), password: checked.password }));

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
