import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useToast } from '../../../kit/ui/toast/toast-context';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { messageFor } from '../../../kit/lib/errors';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountPrivacy } from '../../account';
import { forgetSignedInUser } from '../api/session';

export function AccountActions() {
  useDocumentTitle('My Account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();

  // Leave the signed-in area first, so its guard does not send us to /signin when the session clears.
  const finish = async (message: string) => {
    await navigate({ to: '/' });
    forgetSignedInUser(queryClient);
    await queryClient.invalidateQueries();
    toast.success(message);
  };
  const onError = (error: unknown) => toast.error(messageFor(error, 'Failed to sign out. Please try again.'));

  const signOut = trpc.auth.signOut.useMutation({ onSuccess: (result) => finish(result.message), onError });
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation({ onSuccess: (result) => finish(result.message), onError });
  const busy = signOut.isPending || signOutEverywhere.isPending;

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="My Account" />
      <Card aria-labelledby="account-links-title">
        <h2 id="account-links-title" className="sr-only">
          Account pages
        </h2>
        <div className="grid gap-3">
          <Link to="/profile" className={buttonClasses('secondary', 'justify-start')}>
            Profile settings
          </Link>
          <Link to="/wallet" className={buttonClasses('secondary', 'justify-start')}>
            Wallet
          </Link>
          <Link to="/redeem-history" className={buttonClasses('secondary', 'justify-start')}>
            Redeem history
          </Link>
          <Button variant="danger" className="justify-start" busy={signOut.isPending} busyLabel="Logging out…" disabled={busy} onClick={() => signOut.mutate()}>
            Logout
          </Button>
        </div>
      </Card>
      <Card className="mt-6" aria-labelledby="security-title">
        <h2 id="security-title" className="text-lg font-semibold text-white">
          Security
        </h2>
        <p className="mt-1 text-sm text-indigo-200">Lost a phone or used a shared computer? End every session of your account, on every device.</p>
        <Button
          variant="secondary"
          className="mt-4"
          busy={signOutEverywhere.isPending}
          busyLabel="Signing out everywhere…"
          disabled={busy}
          onClick={() => signOutEverywhere.mutate()}
        >
          Sign out on all devices
        </Button>
      </Card>
      <AccountPrivacy onDeleted={finish} />
    </div>
  );
}
