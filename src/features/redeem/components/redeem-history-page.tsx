import { ButtonLink, Card, PageHeader } from '../../../components/ui/feedback';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { Pagination } from '#kit/ui/pagination';
import { messageFor } from '#kit/lib/errors';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RewardOrdersSection, useHasRewardOrders } from '../../rewards';
import { MONEY_PAGE_SIZE, useRedeemHistory } from '../../wallet';
import { RedeemRequestCard } from './redeem-request-card';
import { StatusBadge } from './status-badge';

export function RedeemHistoryPage({ page }: { page: number }) {
  useDocumentTitle(m['account.redeem-history']());
  const history = useRedeemHistory(page);
  // "Nothing found" only when the store orders below are empty too; beside orders, withdrawals are just none yet.
  const hasOrders = useHasRewardOrders();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={m['account.redeem-history']()} description={m['wallet.redeem-history.description']()} />
      {history.isPending ? (
        <Card>
          <LoadingState label={m['wallet.redeem-history.loading']()} lines={4} />
        </Card>
      ) : history.isError ? (
        <ErrorState message={messageFor(history.error, m['account.failed-to-fetch']())} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : history.data.requests.length === 0 ? (
        <Card className="py-10 text-center">
          {history.data.total > 0 ? (
            <>
              <p className="text-indigo-200">{m['wallet.redeem-history.past-end']()}</p>
              <ButtonLink to="/redeem-history" className="mt-4">{m['wallet.first-page']()}</ButtonLink>
            </>
          ) : hasOrders !== false ? (
            <p className="text-indigo-200">{m['wallet.redeem-history.no-withdrawals']()}</p>
          ) : (
            <EmptyState title={m['wallet.redeem-history.empty-title']()} action={<ButtonLink to="/redeem-balance" variant="primary">{m['wallet.redeem.document-title']()}</ButtonLink>}>
              {m['wallet.redeem-history.empty-text']()}
            </EmptyState>
          )}
        </Card>
      ) : (
        <>
          <ul className="space-y-4" aria-label={m['wallet.redeem-history.requests']()} aria-busy={history.isPlaceholderData || undefined}>
            {history.data.requests.map((request) => (
              <li key={request.id}>
                <RedeemRequestCard request={request} />
              </li>
            ))}
          </ul>
          <Pagination page={page} total={history.data.total} pageSize={MONEY_PAGE_SIZE} label={m['wallet.redeem-history.pages']()} />
        </>
      )}
      <RewardOrdersSection StatusBadge={StatusBadge} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/redeem-balance">{m['wallet.redeem-history.new-withdrawal']()}</ButtonLink>
        <ButtonLink to="/wallet" variant="ghost">{m['wallet.back-to-wallet']()}</ButtonLink>
      </div>
    </div>
  );
}
