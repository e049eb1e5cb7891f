import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '../../../kit/ui/button';
import { Notice } from '../../../components/ui/feedback';
import { LoadingState } from '../../../kit/ui/states';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { AuthCard, TEXT_LINK } from './auth-card';

const INVALID_LINK = 'This verification link is invalid or has expired';

export function VerifyEmailStatus({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const verify = trpc.auth.verifyEmail.useMutation({
    // The dashboard's "verify your e-mail" banner must disappear.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.auth) }),
  });
  const { mutate } = verify;
  // A link is single-use: call the server once per page visit, even if React mounts twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  if (!token) return <VerifyFailed message={INVALID_LINK} />;
  if (verify.isError) return <VerifyFailed message={messageFor(verify.error, 'We could not verify your e-mail. Please try again.')} />;
  if (verify.isSuccess) {
    return (
      <AuthCard title="E-mail verified">
        <Notice tone="success">{verify.data.message}</Notice>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to="/profile" className={buttonClasses('primary', 'flex-1')}>
            Go to your dashboard
          </Link>
          <Link to="/signin" className={buttonClasses('secondary', 'flex-1')}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verifying your e-mail">
      <LoadingState label="Verifying your e-mail…" lines={2} />
    </AuthCard>
  );
}

function VerifyFailed({ message }: { message: string }) {
  return (
    <AuthCard title="E-mail not verified">
      <Notice tone="error">{message}</Notice>
      <p className="mt-4 text-sm text-indigo-200">
        You can ask for a new link from your{' '}
        <Link to="/profile" className={TEXT_LINK}>
          dashboard
        </Link>{' '}
        after signing in.
      </p>
      <Link to="/signin" className={buttonClasses('primary', 'mt-6 w-full')}>
        Sign in
      </Link>
    </AuthCard>
  );
}
