import { messageFor } from '#kit/lib/errors';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { m } from '#i18n/paraglide/messages';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { SessionsSection } from './sessions-section';

/** Account settings (issue 30): name, e-mail, password, signed-in devices. */
export function SettingsPage() {
  useDocumentTitle(m['settings.title']());
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={m['settings.title']()} description={m['settings.description']()} />
      {me.isPending ? (
        <Card>
          <LoadingState label={m['settings.loading']()} />
        </Card>
      ) : me.isError ? (
        <ErrorState message={messageFor(me.error, m['settings.failed']())} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <NameSection name={me.data.name} />
          <EmailSection email={me.data.email} />
          <PasswordSection />
          <SessionsSection />
        </>
      )}
    </div>
  );
}
