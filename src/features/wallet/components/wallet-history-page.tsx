import { ButtonLink, Card, PageHeader } from '../../../components/ui/feedback';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { Pagination } from '#kit/ui/pagination';
import { messageFor } from '#kit/lib/errors';
import { formatDateTime } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MONEY_PAGE_SIZE, useWalletHistory } from '../api/money-queries';
import { LedgerLine } from './ledger-line';
import { CheckThisPlayLink } from '../../../components/ui/check-this-play-link';
import { SignedAmount } from './signed-amount';

export function WalletHistoryPage({ page }: { page: number }) {
  useDocumentTitle(m['wallet.history.title']());
  const history = useWalletHistory(page);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['wallet.history.title']()} description={m['wallet.history.description']()} />
      <Card titleId="history-title" title={m['wallet.history.transactions']()} titleClassName="sr-only">
        {history.isPending ? (
          <LoadingState label={m['wallet.history.loading']()} lines={4} />
        ) : history.isError ? (
          <ErrorState message={messageFor(history.error, m['account.failed-to-fetch']())} onRetry={() => void history.refetch()} retrying={history.isFetching} />
        ) : history.data.entries.length === 0 ? (
          <EmptyHistory pageIsPastEnd={history.data.total > 0} />
        ) : (
          <>
            <ul aria-label={m['wallet.history.transactions']()} className="divide-y divide-white/10" aria-busy={history.isPlaceholderData || undefined}>
              {history.data.entries.map((entry) => (
                <li key={entry.id} className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="break-words font-medium text-white">
                      <LedgerLine line={entry.line} />
                    </p>
                    <p className="mt-1 text-sm text-indigo-300">
                      <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
                      {entry.playId && (
                        <>
                          {' · '}
                          <CheckThisPlayLink playId={entry.playId} />
                        </>
                      )}
                    </p>
                    {entry.promoCode && (
                      <p className="mt-2">
                        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-400/10 px-2.5 py-0.5 font-mono text-xs font-semibold text-emerald-200 ring-1 ring-emerald-400/30">
                          <span className="sr-only">{m['wallet.history.promo-code']()} </span>
                          {entry.promoCode}
                        </span>
                      </p>
                    )}
                  </div>
                  <SignedAmount paise={entry.amountPaise} className="text-base" />
                </li>
              ))}
            </ul>
            <Pagination page={page} total={history.data.total} pageSize={MONEY_PAGE_SIZE} label={m['wallet.history.pages']()} />
          </>
        )}
      </Card>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/wallet" variant="ghost">{m['wallet.back-to-wallet']()}</ButtonLink>
      </div>
    </div>
  );
}

function EmptyHistory({ pageIsPastEnd }: { pageIsPastEnd: boolean }) {
  if (pageIsPastEnd) {
    return (
      <div className="text-center">
        <p className="text-indigo-200">{m['wallet.history.past-end']()}</p>
        <ButtonLink to="/wallet/history" className="mt-4">{m['wallet.first-page']()}</ButtonLink>
      </div>
    );
  }
  return (
    <EmptyState title={m['wallet.history.empty-title']()} action={<ButtonLink to="/promocode" variant="primary">{m['wallet.redeem-promo']()}</ButtonLink>}>
      {m['wallet.history.empty-text']()}
    </EmptyState>
  );
}
