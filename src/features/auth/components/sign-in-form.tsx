import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { signInInputSchema } from '#contract/auth/schemas';
import { Notice } from '../../../components/ui/feedback';
import { appCodeOf, refusalParamsOf } from '#kit/lib/errors';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { LazyBlockedAccountAppeal } from '../../appeals';
import { rememberSignedInUser, useSession } from '../api/session';
import { AuthCard, TEXT_LINK } from './auth-card';
import { AuthForm } from './auth-form';

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
    onError: (error) => form.showRefusal(error, m['auth.sign-in.failed']()),
  });

  return (
    <AuthCard title={m['auth.sign-in.title']()} description={m['auth.sign-in.description']()} footer={{ question: m['auth.sign-in.new-here'](), to: '/signup', link: m['auth.sign-in.create-account']() }}>
      {session.data && !signIn.isSuccess && (
        <Notice tone="info" className="mb-5">
          {m['auth.sign-in.signed-in-as']({ email: session.data.email })}{' '}
          <Link to="/profile" className={TEXT_LINK}>
            {m['auth.go-to-dashboard']()}
          </Link>
        </Notice>
      )}
      <AuthForm
        label={m['auth.sign-in.title']()}
        onSubmit={form.handleSubmit((input) => signIn.mutate(input))}
        error={form.formError}
        busy={signIn.isPending}
        busyLabel={m['auth.sign-in.busy']()}
        submit={m['auth.sign-in.submit']()}
      >
        <TextField label={m['auth.email']()} type="email" autoComplete="email" required {...form.field('email')} />
        <TextField label={m['auth.password']()} type="password" autoComplete="current-password" required {...form.field('password')} />
        <p className="text-right text-sm">
          <Link to="/forgot-password" className={TEXT_LINK}>
            {m['auth.sign-in.forgot-password']()}
          </Link>
        </p>
      </AuthForm>
      {appCodeOf(signIn.error) === 'auth.blocked' ? <LazyBlockedAccountAppeal credentials={() => form.getValues()} reason={blockReasonOf(signIn.error)} /> : null}
    </AuthCard>
  );
}

/** The admin's reason the sign-in refusal carries for a blocked account (decision 048), if any. */
function blockReasonOf(error: unknown): string | null {
  const { reason } = refusalParamsOf(error);
  return typeof reason === 'string' ? reason : null;
}
