import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useToast } from '#kit/ui/toast/toast-context';
import { Button, buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AccountPrivacy } from '../../account';
import { forgetSignedInUser } from '../api/session';

export function AccountActions({ languageSetting }: { languageSetting?: ReactNode } = {}) {
  useDocumentTitle(m['account.title']());
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
  const onError = (error: unknown) => toast.error(messageFor(error, m['account.sign-out-failed']()));

  const signOut = trpc.auth.signOut.useMutation({ onSuccess: () => finish(m['account.signed-out']()), onError });
  const signOutEverywhere = trpc.auth.signOutEverywhere.useMutation({ onSuccess: () => finish(m['account.signed-out-everywhere']()), onError });
  const busy = signOut.isPending || signOutEverywhere.isPending;

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={m['account.title']()} />
      <Card titleId="account-links-title" title={m['account.links-title']()} titleClassName="sr-only">
        <div className="grid gap-3">
          <Link to="/profile" className={buttonClasses('secondary', 'justify-start')}>
            {m['account.profile-settings']()}
          </Link>
          <Link to="/settings" className={buttonClasses('secondary', 'justify-start')}>
            {m['settings.title']()}
          </Link>
          <Link to="/wallet" className={buttonClasses('secondary', 'justify-start')}>
            {m['account.wallet']()}
          </Link>
          <Link to="/redeem-history" className={buttonClasses('secondary', 'justify-start')}>
            {m['account.redeem-history']()}
          </Link>
          <Button variant="danger" className="justify-start" busy={signOut.isPending} busyLabel={m['account.logging-out']()} disabled={busy} onClick={() => signOut.mutate()}>
            {m['account.logout']()}
          </Button>
        </div>
      </Card>
      <Card titleId="security-title" title={m['account.security.title']()} className="mt-6">
        <p className="mt-1 text-sm text-indigo-200">{m['account.security.text']()}</p>
        <Button
          variant="secondary"
          className="mt-4"
          busy={signOutEverywhere.isPending}
          busyLabel={m['account.security.busy']()}
          disabled={busy}
          onClick={() => signOutEverywhere.mutate()}
        >
          {m['account.security.sign-out-everywhere']()}
        </Button>
      </Card>
      {languageSetting ? <Card className="mt-6">{languageSetting}</Card> : null}
      <AccountPrivacy onDeleted={finish} />
    </div>
  );
}
