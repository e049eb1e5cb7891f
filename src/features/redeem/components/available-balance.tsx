import { Card } from '../../../components/ui/feedback';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { useWalletSummary } from '../../wallet';

/** What can be withdrawn now, and what is already held for requests under way. */
export function AvailableBalance() {
  const summary = useWalletSummary();
  return (
    <Card titleId="redeem-balance-title" title={m['wallet.available-balance']()} titleClassName="text-sm font-medium uppercase tracking-wide text-indigo-300">
      {summary.isPending ? (
        <LoadingState label={m['wallet.loading-balance']()} lines={1} />
      ) : summary.isError ? (
        <ErrorState message={messageFor(summary.error, m['account.failed-to-fetch']())} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : (
        <>
          <p className="mt-1 text-3xl font-black text-white">{formatRupees(summary.data.balancePaise)}</p>
          {summary.data.pendingCount > 0 && (
            <p className="mt-1 text-sm text-amber-100">
              {m['wallet.pending']({ amount: formatRupees(summary.data.pendingPaise), count: formatCount(summary.data.pendingCount) })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}
