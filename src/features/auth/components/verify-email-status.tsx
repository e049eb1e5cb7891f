import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { buttonClasses } from '#kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { LoadingState } from '#kit/ui/states';
import { appCodeOf, messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useSingleUseLink } from '../../../lib/use-single-use-link';
import { useSession } from '../api/session';
import { AuthCard, AuthOutcome, TEXT_LINK } from './auth-card';

export function VerifyEmailStatus({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const verify = trpc.auth.verifyEmail.useMutation({
    // The dashboard's "verify your e-mail" banner must disappear.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.auth) }),
  });
  useSingleUseLink(token, verify.mutate);

  if (!token) return <VerifyFailed message={m['refusal.auth.verification-link-invalid']()} />;
  if (verify.isError && appCodeOf(verify.error) === 'auth.already-verified') return <AlreadyVerified message={messageFor(verify.error)} />;
  if (verify.isError) return <VerifyFailed message={messageFor(verify.error, m['auth.verify.failed']())} />;
  if (verify.isSuccess) {
    return (
      <AuthCard title={m['auth.verify.verified-title']()}>
        <Notice tone="success">{m['auth.verify.verified']()}</Notice>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/profile" className={buttonClasses('primary', 'flex-1')}>
            {m['auth.go-to-dashboard']()}
          </Link>
          <Link to="/signin" className={buttonClasses('secondary', 'flex-1')}>
            {m['auth.sign-in-link']()}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m['auth.verify.verifying-title']()}>
      <LoadingState label={m['auth.verify.verifying']()} lines={2} />
    </AuthCard>
  );
}

function VerifyFailed({ message }: { message: string }) {
  return (
    <AuthOutcome title={m['auth.verify.not-verified-title']()} tone="error" notice={message} to="/signin" action={m['auth.sign-in-link']()}>
      <p className="mt-4 text-sm text-indigo-200">
        {m['auth.verify.new-link-before']()}{' '}
        <Link to="/profile" className={TEXT_LINK}>
          {m['auth.verify.new-link-dashboard']()}
        </Link>{' '}
        {m['auth.verify.new-link-after']()}
      </p>
    </AuthOutcome>
  );
}

/** The link was opened before and did its job: say so, and go on — to the dashboard if signed in. */
function AlreadyVerified({ message }: { message: string }) {
  const signedIn = Boolean(useSession().data);
  return (
    <AuthCard title={m['auth.verify.already-title']()}>
      <Notice tone="success">{message}</Notice>
      <Link to={signedIn ? '/profile' : '/signin'} className={buttonClasses('primary', 'mt-6 w-full')}>
        {signedIn ? m['auth.go-to-dashboard']() : m['auth.sign-in-link']()}
      </Link>
    </AuthCard>
  );
}
