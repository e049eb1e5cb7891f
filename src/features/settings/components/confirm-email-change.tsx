import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { messageFor } from '#kit/lib/errors';
import { buttonClasses } from '#kit/ui/button';
import { LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';
import { useSingleUseLink } from '../../../lib/use-single-use-link';

/** The page the link mailed to the new address opens: it changes the address once (a link is single-use), signed in or not. */
export function ConfirmEmailChange({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const confirm = trpc.auth.confirmEmailChange.useMutation({ onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueryKey(trpc.auth) }) });
  useSingleUseLink(token, confirm.mutate);

  const failed = !token || confirm.isError;
  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={m['settings.confirm-email.title']()} />
      <Card>
        {failed ? (
          <Notice tone="error">{token ? messageFor(confirm.error, m['settings.failed']()) : m['refusal.auth.email-change-link-invalid']()}</Notice>
        ) : confirm.isSuccess ? (
          <Notice tone="success">{m['settings.confirm-email.done']()}</Notice>
        ) : (
          <LoadingState label={m['settings.confirm-email.working']()} lines={2} />
        )}
        {failed || confirm.isSuccess ? (
          <Link to="/settings" className={buttonClasses('primary', 'mt-6 w-full')}>
            {m['settings.confirm-email.to-settings']()}
          </Link>
        ) : null}
      </Card>
    </div>
  );
}
