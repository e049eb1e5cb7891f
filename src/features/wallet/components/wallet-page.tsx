import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { ErrorState } from '../../../kit/ui/states';
import { messageFor } from '../../../kit/lib/errors';
import { formatRupees } from '../../../kit/lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useWalletSummary } from '../api/money-queries';

export function WalletPage() {
  useDocumentTitle('Wallet');
  const summary = useWalletSummary();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Wallet" description="Money you earned on Honest Rewards. Withdraw it as a Google Play code." />
      <Card aria-labelledby="balance-title">
        <h2 id="balance-title" className="text-sm font-medium uppercase tracking-wide text-indigo-300">
          Available balance
        </h2>
        {summary.isPending ? (
          <div aria-busy="true" className="mt-3 space-y-3">
            <span className="sr-only">Loading your balance…</span>
            <div aria-hidden="true" className="h-11 w-40 animate-pulse rounded-xl bg-white/10 motion-reduce:animate-none" />
            <div aria-hidden="true" className="h-4 w-64 max-w-full animate-pulse rounded-full bg-white/10 motion-reduce:animate-none" />
          </div>
        ) : summary.isError ? (
          <ErrorState message={messageFor(summary.error, 'Failed to fetch data')} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
        ) : (
          <>
            <p className="mt-2 text-4xl font-black tracking-tight text-white sm:text-5xl" data-testid="wallet-balance">
              {formatRupees(summary.data.balancePaise)}
            </p>
            {summary.data.pendingCount > 0 && (
              <p className="mt-3 text-sm text-amber-100">
                <span className="font-semibold">
                  {formatRupees(summary.data.pendingPaise)} pending in {summary.data.pendingCount} withdrawal {summary.data.pendingCount === 1 ? 'request' : 'requests'}
                </span>
                {' · '}
                <Link to="/redeem-history" className="font-semibold text-emerald-300 underline underline-offset-4 hover:text-emerald-200">
                  See redeem history
                </Link>
                <span className="mt-1 block text-indigo-200">
                  Held amounts are already taken out of your balance. A rejected request returns its amount to you.
                </span>
              </p>
            )}
          </>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <Link to="/promocode" className={buttonClasses('primary')}>
            Add Money
          </Link>
          <Link to="/wallet/history" className={buttonClasses('secondary')}>
            History
          </Link>
          <Link to="/redeem-balance" className={buttonClasses('secondary')}>
            Withdraw
          </Link>
        </div>
      </Card>
      <p className="mt-4 text-sm text-indigo-200">
        Add Money means redeeming a promo code — we never ask you to pay to add money.
      </p>
    </div>
  );
}
