import { Link } from '@tanstack/react-router';
import type { WalletSummary } from '#contract/wallet/schemas';
import { ButtonLink, Card, PageHeader } from '../../../components/ui/feedback';
import { ErrorState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PendingCredits } from '../../tasks';
import { useWalletSummary } from '../api/money-queries';

/** What a reversed credit left owed (the server's open debts): the total the next earnings pay first, and why. */
function DebtNote({ debtPaise, debts }: Pick<WalletSummary, 'debtPaise' | 'debts'>) {
  return (
    <div className="mt-3 text-sm text-rose-100" data-testid="wallet-debt">
      <p className="font-semibold">{m['wallet.debt']({ amount: formatRupees(debtPaise) })}</p>
      <ul className="mt-1 space-y-0.5 break-words text-indigo-100">
        {debts.map((debt, index) => (
          // Two debts may share a time and a reason; their order (oldest first) is fixed by the server.
          <li key={`${debt.createdAt.toISOString()}:${index}`}>{m['wallet.debt-reason']({ reason: debt.source === 'offerwall' ? m['wallet.debt-chargeback']() : debt.reason })}</li>
        ))}
      </ul>
    </div>
  );
}

export function WalletPage() {
  useDocumentTitle(m['wallet.title']());
  const summary = useWalletSummary();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m['wallet.title']()} description={m['wallet.description']()} />
      <Card titleId="balance-title" title={m['wallet.available-balance']()} titleClassName="text-sm font-medium uppercase tracking-wide text-indigo-300">
        {summary.isPending ? (
          <div aria-busy="true" className="mt-3 space-y-3">
            <span className="sr-only">{m['wallet.loading-balance']()}</span>
            <div aria-hidden="true" className="h-11 w-40 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />
            <div aria-hidden="true" className="h-4 w-64 max-w-full animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
          </div>
        ) : summary.isError ? (
          <ErrorState message={messageFor(summary.error, m['account.failed-to-fetch']())} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        ) : (
          <>
            <p className="mt-2 text-4xl font-black tracking-tight text-white sm:text-5xl" data-testid="wallet-balance">
              {formatRupees(summary.data.balancePaise)}
            </p>
            {summary.data.pendingCount > 0 && (
              <p className="mt-3 text-sm text-amber-100">
                <span className="font-semibold">
                  {m['wallet.pending']({ amount: formatRupees(summary.data.pendingPaise), count: formatCount(summary.data.pendingCount) })}
                </span>
                {' · '}
                <Link to="/redeem-history" className="font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200">
                  {m['wallet.see-redeem-history']()}
                </Link>
                <span className="mt-1 block text-indigo-200">
                  {m['wallet.held-note']()}
                </span>
              </p>
            )}
            <PendingCredits credits={summary.data.offerwallPending} />
            {summary.data.debtPaise > 0 ? <DebtNote debtPaise={summary.data.debtPaise} debts={summary.data.debts} /> : null}
          </>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <ButtonLink to="/promocode" variant="primary">{m['wallet.add-money']()}</ButtonLink>
          <ButtonLink to="/wallet/history">{m['wallet.history-link']()}</ButtonLink>
          <ButtonLink to="/redeem-balance">{m['wallet.withdraw']()}</ButtonLink>
        </div>
      </Card>
      <p className="mt-4 text-sm text-indigo-200">
        {m['wallet.add-money-note']()}
      </p>
    </div>
  );
}
