import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { EmptyState, ErrorState, LoadingState } from '../../../kit/ui/states';
import { Pagination } from '../../../kit/ui/pagination';
import { messageFor } from '../../../kit/lib/errors';
import { formatDateTime } from '../../../kit/lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MONEY_PAGE_SIZE, useWalletHistory } from '../api/money-queries';
import { SignedAmount } from './signed-amount';

export function WalletHistoryPage({ page }: { page: number }) {
  useDocumentTitle('Transaction history');
  const history = useWalletHistory(page);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Transaction history" description="Every change to your balance, newest first. Times are in IST." />
      <Card aria-labelledby="history-title">
        <h2 id="history-title" className="sr-only">
          Transactions
        </h2>
        {history.isPending ? (
          <LoadingState label="Loading your transactions…" lines={4} />
        ) : history.isError ? (
          <ErrorState message={messageFor(history.error, 'Failed to fetch data')} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.entries.length === 0 ? (
          <EmptyHistory pageIsPastEnd={history.data.total > 0} />
        ) : (
          <>
            <ul aria-label="Transactions" className="divide-y divide-white/10" aria-busy={history.isPlaceholderData || undefined}>
              {history.data.entries.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-white">{entry.description}</p>
                    <p className="mt-1 text-sm text-indigo-300">
                      <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                    </p>
                    {entry.promoCode && (
                      <p className="mt-2">
                        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-400/10 px-2.5 py-0.5 font-mono text-xs font-semibold text-emerald-200 ring-1 ring-emerald-400/30">
                          <span className="sr-only">Promo code </span>
                          {entry.promoCode}
                        </span>
                      </p>
                    )}
                  </div>
                  <SignedAmount paise={entry.amountPaise} className="text-base" />
                </li>
              ))}
            </ul>
            <Pagination page={page} total={history.data.total} pageSize={MONEY_PAGE_SIZE} label="Transaction pages" />
          </>
        )}
      </Card>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/wallet" className={buttonClasses('ghost')}>
          ← Back to wallet
        </Link>
      </div>
    </div>
  );
}

function EmptyHistory({ pageIsPastEnd }: { pageIsPastEnd: boolean }) {
  if (pageIsPastEnd) {
    return (
      <div className="text-center">
        <p className="text-indigo-200">There are no transactions on this page.</p>
        <Link to="/wallet/history" className={buttonClasses('secondary', 'mt-4')}>
          Go to the first page
        </Link>
      </div>
    );
  }
  return (
    <EmptyState
      title="No transactions found"
      action={
        <Link to="/promocode" className={buttonClasses('primary')}>
          Redeem a promo code
        </Link>
      }
    >
      Redeem a promo code to add money to your wallet.
    </EmptyState>
  );
}
