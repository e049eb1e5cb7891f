import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { signInInputSchema } from '../../../../server/modules/auth/schemas';
import { Notice } from '../../../components/ui/feedback';
import { Button } from '../../../kit/ui/button';
import { TextField } from '../../../kit/ui/fields';
import { FormError } from '../../../kit/ui/form/form-error';
import { useSchemaForm } from '../../../kit/ui/form/use-schema-form';
import { trpc } from '../../../lib/trpc';
import { rememberSignedInUser, useSession } from '../api/session';
import { AuthCard, TEXT_LINK } from './auth-card';

/** `redirectTo` is already checked to be a path on this site (see safeRedirectPath). */
export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const form = useSchemaForm(signInInputSchema, { defaultValues: { email: '', password: '' } });

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async ({ user }) => {
      await rememberSignedInUser(queryClient, user);
      await navigate({ href: redirectTo ?? '/profile', replace: true });
    },
    onError: (error) => form.showRefusal(error, 'Sign-in failed. Please try again.'),
  });

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
      <form noValidate onSubmit={form.handleSubmit((input) => signIn.mutate(input))} className="space-y-4" aria-label="Sign in">
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK}>
            Forgot password?
          </Link>
        </p>
        <FormError message={form.formError} />
        <Button type="submit" className="w-full" busy={signIn.isPending} busyLabel="Signing in…">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
