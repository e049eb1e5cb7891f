import type { ReactNode } from 'react';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import type { AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';

type LedgerReport = AdminOutputs['wallet']['checkLedger'];

/** The check's answer: all in order, or every problem it found (counted in the heading), each kind listed in full. */
export function LedgerReportView({ report }: { report: LedgerReport }) {
  const problems = report.mismatchedAccounts.length + report.unbalancedTransfers.length + (report.holdsMismatch ? 1 : 0) + (report.systemSumPaise !== 0 ? 1 : 0);
  return (
    <article aria-labelledby="ledger-result" data-testid="ledger-report" data-ok={report.ok} className={`rounded-lg border p-4 sm:p-6 ${report.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'}`}>
      <h3 id="ledger-result" className={`flex items-center gap-2 text-base font-semibold ${report.ok ? 'text-emerald-800' : 'text-red-800'}`}>
        <span aria-hidden="true">{report.ok ? '✓' : '!'}</span> {report.ok ? m['ledger.ok']() : m['ledger.mismatch']({ count: formatCount(problems) })}
      </h3>
      <LedgerSummary report={report} />
      {report.ok ? null : <LedgerProblems report={report} />}
    </article>
  );
}

/** Every problem the check found, each kind listed in full. */
function LedgerProblems({ report }: { report: LedgerReport }) {
  return (
    <>
      {report.systemSumPaise !== 0 ? (
        <p className="mt-4 text-sm font-medium text-red-800">{m['ledger.system-sum-off']({ sum: formatRupees(report.systemSumPaise), zero: formatRupees(0) })}</p>
      ) : null}
      <ProblemTable
        title={m['ledger.accounts.title']()}
        caption={m['ledger.accounts.caption']()}
        rows={report.mismatchedAccounts}
        rowKey={(account) => account.accountId}
        rowName={{ header: m['ledger.accounts.account'](), cell: (account) => account.label }}
        figures={[
          { header: m['ledger.accounts.cached'](), cell: (account) => formatRupees(account.cachedPaise) },
          { header: m['ledger.accounts.entries'](), cell: (account) => formatRupees(account.entriesPaise) },
          { header: m['ledger.accounts.difference'](), cell: (account) => formatRupees(account.cachedPaise - account.entriesPaise), off: true },
        ]}
      />
      <ProblemTable
        title={m['ledger.transfers.title']()}
        caption={m['ledger.transfers.caption']()}
        rows={report.unbalancedTransfers}
        rowKey={(transfer) => transfer.transferId}
        rowName={{ header: m['ledger.transfers.transfer'](), cell: (transfer) => transfer.transferId }}
        figures={[{ header: m['ledger.transfers.sum'](), cell: (transfer) => formatRupees(transfer.sumPaise), off: true }]}
      />
      {report.holdsMismatch ? (
        <div className="mt-5">
          <h4 className="text-sm font-semibold text-red-900">{m['ledger.holds.title']()}</h4>
          <p className="mt-1 text-sm text-red-800">
            {m['ledger.holds.text']({ held: formatRupees(report.holdsMismatch.heldPaise), pending: formatRupees(report.holdsMismatch.pendingRequestsPaise) })}
          </p>
        </div>
      ) : null}
    </>
  );
}

function LedgerSummary({ report }: { report: LedgerReport }) {
  const figures = [
    [m['ledger.summary.accounts'](), formatCount(report.accountsChecked), 'font-semibold tabular-nums text-slate-900'],
    [m['ledger.summary.transfers'](), formatCount(report.transfersChecked), 'font-semibold tabular-nums text-slate-900'],
    [m['ledger.summary.system-sum'](), formatRupees(report.systemSumPaise), `font-semibold tabular-nums ${report.systemSumPaise === 0 ? 'text-slate-900' : 'text-red-700'}`],
    [m['ledger.summary.checked-at'](), formatDateTime(report.checkedAt), 'text-slate-900'],
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
      {figures.map(([label, value, className]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Figure<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The figure that shows what is off, in red. */
  off?: boolean;
}

/** One kind of problem, every row of it: the row's name (an account, a transfer) and its figures. Nothing when there is none. */
function ProblemTable<Row>({
  title,
  caption,
  rows,
  rowKey,
  rowName,
  figures,
}: {
  title: string;
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowName: { header: string; cell: (row: Row) => string };
  figures: Figure<Row>[];
}) {
  if (rows.length === 0) return null;
  return (
    <div className="mt-5">
      <h4 className="text-sm font-semibold text-red-900">{title}</h4>
      <div className="mt-2 overflow-x-auto rounded-md border border-red-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-red-50/60 text-xs font-semibold uppercase tracking-wide text-red-900">
            <tr>
              <th scope="col" className="px-3 py-2">{rowName.header}</th>
              {figures.map((figure) => (
                <th key={figure.header} scope="col" className="px-3 py-2 text-right">
                  {figure.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-red-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row" className="px-3 py-2 font-mono text-xs font-normal break-all text-slate-900">
                  {rowName.cell(row)}
                </th>
                {figures.map((figure) => (
                  <td key={figure.header} className={figure.off ? 'px-3 py-2 text-right font-medium tabular-nums text-red-700' : 'px-3 py-2 text-right tabular-nums'}>
                    {figure.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
