import { Link } from '@tanstack/react-router';
import { AppLink } from '../../../components/ui/app-link';
import { Button, buttonClasses } from '../../../kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { LoadingState } from '../../../kit/ui/states';
import { messageFor } from '../../../kit/lib/errors';
import { formatLongDate } from '../../../kit/lib/format';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VerifyEmailBanner } from '../../auth';
import { DailyPromoCard } from '../../promo';
import { WalletTiles } from '../../wallet';

/** The signed-in home: it composes auth, wallet and promo through their public surfaces and belongs to none of them. */
export function ProfileDashboard() {
  useDocumentTitle('Dashboard');
  // Fresh from the server on every visit; an ended session answers UNAUTHORIZED and the app signs out.
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });

  if (me.isPending) {
    return (
      <>
        <PageHeader title="Your dashboard" />
        <Card>
          <LoadingState label="Loading your details…" />
        </Card>
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <PageHeader title="Your dashboard" />
        <Notice tone="error">
          {messageFor(me.error, 'Failed to fetch data')}{' '}
          <Button variant="ghost" className="ml-2" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </Notice>
      </>
    );
  }

  const user = me.data;
  return (
    <div className="space-y-6">
      <PageHeader title="Your dashboard" description={`Welcome, ${user.name}.`} />
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <Card aria-labelledby="details-title">
        <h2 id="details-title" className="text-lg font-semibold text-white">
          Your details
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">Member name</dt>
            <dd className="mt-1 break-words text-white">{user.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">E-mail</dt>
            <dd className="mt-1 break-all text-white">{user.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">Member since</dt>
            <dd className="mt-1 text-white">
              <time dateTime={user.createdAt.toISOString()}>{formatLongDate(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </Card>

      <DailyPromoCard />
      <WalletTiles balancePaise={user.walletBalancePaise} />

      <Card aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className="text-lg font-semibold text-white">
          Quick links
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link to="/promocode" className={buttonClasses('secondary', 'w-full justify-start')}>
              Redeem a promo code
            </Link>
          </li>
          <li>
            <Link to="/redeem-history" className={buttonClasses('secondary', 'w-full justify-start')}>
              Redeem history
            </Link>
          </li>
          <li>
            <AppLink href="/free-rewards" className={buttonClasses('secondary', 'w-full justify-start')}>
              Free rewards
            </AppLink>
          </li>
          <li>
            <Link to="/special-rewards" className={buttonClasses('secondary', 'w-full justify-start')}>
              Special rewards
            </Link>
          </li>
          <li>
            <Link to="/account" className={buttonClasses('secondary', 'w-full justify-start')}>
              Account settings
            </Link>
          </li>
          <li>
            <Link to="/contact" className={buttonClasses('secondary', 'w-full justify-start')}>
              Contact support
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
