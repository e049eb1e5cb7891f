import { Link } from '@tanstack/react-router';
import { AppLink } from '../../../components/ui/app-link';
import { Button, buttonClasses } from '#kit/ui/button';
import { Card, Notice, PageHeader } from '../../../components/ui/feedback';
import { LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatLongDate } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VerifyEmailBanner } from '../../auth';
import { TickerOptOut } from '../../figures';
import { DailyPromoCard } from '../../promo';
import { WalletTiles } from '../../wallet';

/** The signed-in home: it composes auth, wallet and promo through their public surfaces and belongs to none of them. */
export function ProfileDashboard() {
  useDocumentTitle(m['account.profile.document-title']());
  // Fresh from the server on every visit; an ended session answers UNAUTHORIZED and the app signs out.
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });

  if (me.isPending) {
    return (
      <>
        <PageHeader title={m['account.profile.title']()} />
        <Card>
          <LoadingState label={m['account.profile.loading']()} />
        </Card>
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        <PageHeader title={m['account.profile.title']()} />
        <Notice tone="error">
          {messageFor(me.error, m['account.failed-to-fetch']())}{' '}
          <Button variant="ghost" className="ml-2" onClick={() => void me.refetch()}>
            {m['kit.try-again']()}
          </Button>
        </Notice>
      </>
    );
  }

  const user = me.data;
  return (
    <div className="space-y-6">
      <PageHeader title={m['account.profile.title']()} description={m['account.profile.welcome']({ name: user.name })} />
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <Card aria-labelledby="details-title">
        <h2 id="details-title" className="text-lg font-semibold text-white">
          {m['account.profile.details-title']()}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">{m['account.profile.member-name']()}</dt>
            <dd className="mt-1 break-words text-white">{user.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">{m['account.profile.email']()}</dt>
            <dd className="mt-1 break-all text-white">{user.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-indigo-300">{m['account.profile.member-since']()}</dt>
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
          {m['account.profile.quick-links']()}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link to="/promocode" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.profile.redeem-promo']()}
            </Link>
          </li>
          <li>
            <Link to="/redeem-history" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.redeem-history']()}
            </Link>
          </li>
          <li>
            <AppLink href="/free-rewards" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.profile.free-rewards']()}
            </AppLink>
          </li>
          <li>
            <Link to="/special-rewards" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.profile.special-rewards']()}
            </Link>
          </li>
          <li>
            <Link to="/account" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.profile.account-settings']()}
            </Link>
          </li>
          <li>
            <Link to="/contact" className={buttonClasses('secondary', 'w-full justify-start')}>
              {m['account.profile.contact-support']()}
            </Link>
          </li>
        </ul>
      </Card>
      {/* Last, so the switch arriving with its own chunk moves nothing above it. */}
      <TickerOptOut optOut={user.tickerOptOut} />
    </div>
  );
}
