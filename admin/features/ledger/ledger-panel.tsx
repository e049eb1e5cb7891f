import { Button } from '#kit/ui/button';
import { PanelHeader } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';

export const LEDGER_MESSAGES = { failed: m['ledger.failed']() } as const;

type LedgerReport = AdminOutputs['wallet']['checkLedger'];

/**
 * Runs the server's ledger check (the same one as `npm run ledger:check`): every cached balance
 * equals the sum of its entries, every transfer sums to zero, the system sums to ₹0 and the
 * withdrawal holds equal the pending requests. Anything off is listed, never summarised away.
 */
export function LedgerPanel() {
  useDocumentTitle(m['ledger.document-title']());
  const toasts = useToast();
  const check = trpc.wallet.checkLedger.useMutation({
    onError: (error) => toasts.error(messageFor(error, LEDGER_MESSAGES.failed)),
  });

  return (
    <section aria-labelledby="ledger-heading">
      <PanelHeader
        id="ledger-heading"
        title={m['ledger.title']()}
        description={m['ledger.description']()}
      >
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

function LedgerReportView({ report }: { report: LedgerReport }) {
  const summary = (
    <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-slate-600">{m['ledger.summary.accounts']()}</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formatCount(report.accountsChecked)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{m['ledger.summary.transfers']()}</dt>
        <dd className="font-semibold tabular-nums text-slate-900">{formatCount(report.transfersChecked)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{m['ledger.summary.system-sum']()}</dt>
        <dd className={`font-semibold tabular-nums ${report.systemSumPaise === 0 ? 'text-slate-900' : 'text-red-700'}`}>{formatRupees(report.systemSumPaise)}</dd>
      </div>
      <div>
        <dt className="text-slate-600">{m['ledger.summary.checked-at']()}</dt>
        <dd className="text-slate-900">{formatDateTime(report.checkedAt)}</dd>
      </div>
    </dl>
  );

  if (report.ok) {
    return (
      <article aria-labelledby="ledger-result" data-testid="ledger-report" data-ok="true" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
        <h3 id="ledger-result" className="flex items-center gap-2 text-base font-semibold text-emerald-800">
          <span aria-hidden="true">✓</span> {m['ledger.ok']()}
        </h3>
        {summary}
      </article>
    );
  }

  const problems = report.mismatchedAccounts.length + report.unbalancedTransfers.length + (report.holdsMismatch ? 1 : 0) + (report.systemSumPaise !== 0 ? 1 : 0);
  return (
    <article aria-labelledby="ledger-result" data-testid="ledger-report" data-ok="false" className="rounded-lg border border-red-200 bg-red-50 p-4 sm:p-6">
      <h3 id="ledger-result" className="flex items-center gap-2 text-base font-semibold text-red-800">
        <span aria-hidden="true">!</span> {m['ledger.mismatch']({ count: formatCount(problems) })}
      </h3>
      {summary}
      {report.systemSumPaise !== 0 ? (
        <p className="mt-4 text-sm font-medium text-red-800">{m['ledger.system-sum-off']({ sum: formatRupees(report.systemSumPaise), zero: formatRupees(0) })}</p>
      ) : null}

      {report.mismatchedAccounts.length > 0 ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-red-900">{m['ledger.accounts.title']()}</h4>
          <div className="mt-2 overflow-x-auto rounded-md border border-red-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{m['ledger.accounts.caption']()}</caption>
              <thead className="bg-red-50/60 text-xs font-semibold uppercase tracking-wide text-red-900">
                <tr>
                  <th scope="col" className="px-3 py-2">{m['ledger.accounts.account']()}</th>
                  <th scope="col" className="px-3 py-2 text-right">{m['ledger.accounts.cached']()}</th>
                  <th scope="col" className="px-3 py-2 text-right">{m['ledger.accounts.entries']()}</th>
                  <th scope="col" className="px-3 py-2 text-right">{m['ledger.accounts.difference']()}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-red-100">
                {report.mismatchedAccounts.map((account) => (
                  <tr key={account.accountId}>
                    <th scope="row" className="px-3 py-2 font-mono text-xs font-normal break-all text-slate-900">
                      {account.label}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatRupees(account.cachedPaise)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatRupees(account.entriesPaise)}</td>
                    <td className="px-3 py-2 text-right font-medium tabular-nums text-red-700">{formatRupees(account.cachedPaise - account.entriesPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {report.unbalancedTransfers.length > 0 ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-red-900">{m['ledger.transfers.title']()}</h4>
          <div className="mt-2 overflow-x-auto rounded-md border border-red-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{m['ledger.transfers.caption']()}</caption>
              <thead className="bg-red-50/60 text-xs font-semibold uppercase tracking-wide text-red-900">
                <tr>
                  <th scope="col" className="px-3 py-2">{m['ledger.transfers.transfer']()}</th>
                  <th scope="col" className="px-3 py-2 text-right">{m['ledger.transfers.sum']()}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-red-100">
                {report.unbalancedTransfers.map((transfer) => (
                  <tr key={transfer.transferId}>
                    <th scope="row" className="px-3 py-2 font-mono text-xs font-normal break-all text-slate-900">
                      {transfer.transferId}
                    </th>
                    <td className="px-3 py-2 text-right font-medium tabular-nums text-red-700">{formatRupees(transfer.sumPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}

      {report.holdsMismatch ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-red-900">{m['ledger.holds.title']()}</h4>
          <p className="mt-1 text-sm text-red-800">
            {m['ledger.holds.text']({ held: formatRupees(report.holdsMismatch.heldPaise), pending: formatRupees(report.holdsMismatch.pendingRequestsPaise) })}
          </p>
        </div>
      ) : null}
    </article>
  );
}
