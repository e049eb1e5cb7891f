import { Button } from '#kit/ui/button';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { LedgerReportView } from './ledger-report';

/** Runs the server's ledger check (`npm run ledger:check`); anything off is listed, never summarised away. */
export function LedgerPanel() {
  const toasts = useToast();
  const check = trpc.wallet.checkLedger.useMutation({
    onError: (error) => toasts.error(messageFor(error, m['ledger.failed']())),
  });

  return (
    <section aria-labelledby="ledger-heading">
      <PanelHeader id="ledger-heading" documentTitle={m['ledger.document-title']()} title={m['ledger.title']()} description={m['ledger.description']()}>
        <Button variant="primary" onClick={() => check.mutate()} busy={check.isPending}>
          {check.isPending ? m['ledger.checking']() : check.data ? m['ledger.run-again']() : m['ledger.run']()}
        </Button>
      </PanelHeader>
      <div aria-live="polite">
        {check.isPending ? (
          <LoadingState label={m['ledger.checking-label']()} />
        ) : check.isError ? (
          <ErrorState message={m['ledger.could-not-run']()} onRetry={() => check.mutate()} />
        ) : check.data ? (
          <LedgerReportView report={check.data} />
        ) : (
          <EmptyState title={m['ledger.not-checked.title']()}>{m['ledger.not-checked.text']()}</EmptyState>
        )}
      </div>
    </section>
  );
}
