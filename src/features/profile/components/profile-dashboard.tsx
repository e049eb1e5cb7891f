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

const QUICK_LINK = buttonClasses('secondary', 'w-full justify-start');

/** The quick links, built per render in the visitor's language (/free-rewards a plain-path AppLink, not preloaded). */
const quickLinks = () =>
  [
    { to: '/promocode', label: m['account.profile.redeem-promo']() },
    { to: '/redeem-history', label: m['account.redeem-history']() },
    { to: '/free-rewards', label: m['account.profile.free-rewards']() },
    { to: '/special-rewards', label: m['account.profile.special-rewards']() },
    { to: '/settings', label: m['settings.title']() },
    { to: '/notifications', label: m['notifications.inbox.title']() },
    { to: '/account', label: m['account.profile.account-settings']() },
    { to: '/contact', label: m['account.profile.contact-support']() },
  ] as const;

/** The signed-in home: it composes auth, wallet and promo through their public surfaces and belongs to none of them. */
export function ProfileDashboard() {
  useDocumentTitle(m['account.profile.document-title']());
  // Fresh from the server on every visit; an ended session answers UNAUTHORIZED and the app signs out.
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });

  if (me.isPending || me.isError) {
    return (
      <>
        <PageHeader title={m['account.profile.title']()} />
        {me.isPending ? (
          <Card>
            <LoadingState label={m['account.profile.loading']()} />
          </Card>
        ) : (
          <Notice tone="error">
            {messageFor(me.error, m['account.failed-to-fetch']())}{' '}
            <Button variant="ghost" className="ml-2" onClick={() => void me.refetch()}>
              {m['kit.try-again']()}
            </Button>
          </Notice>
        )}
      </>
    );
  }

  const user = me.data;
  return (
    <div className="space-y-6">
      <PageHeader title={m['account.profile.title']()} description={m['account.profile.welcome']({ name: user.name })} />
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <Card titleId="details-title" title={m['account.profile.details-title']()}>
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

      <Card titleId="quick-links-title" title={m['account.profile.quick-links']()}>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {quickLinks().map(({ to, label }) => (
            <li key={to}>
              {to === '/free-rewards' ? (
                <AppLink href={to} className={QUICK_LINK}>
                  {label}
                </AppLink>
              ) : (
                <Link to={to} className={QUICK_LINK}>
                  {label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {/* Last, so the switch arriving with its own chunk moves nothing above it. */}
      <TickerOptOut optOut={user.tickerOptOut} />
    </div>
  );
}
