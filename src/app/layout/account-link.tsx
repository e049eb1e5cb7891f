import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { useSession } from '../../features/auth';
import { TodayChip } from '../../features/today';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

/** The header's account corner: Today, the balance and My account once signed in, Join free and Sign in otherwise; a same-size gap while the session loads. */
export function AccountLink() {
  const session = useSession();
  if (session.isPending) return <span className="inline-block h-11 w-20" aria-hidden="true" />;
  if (session.data) {
    return (
      <>
        <TodayChip />
        {/* The balance fits beside the account button from tablet width up; phones see it on the dashboard. */}
        <Link
          to="/wallet"
          className="hidden min-h-11 items-center rounded-xl px-3 text-sm font-semibold tabular-nums text-emerald-300 hover:bg-white/10 sm:inline-flex"
          aria-label={m['layout.header.wallet-balance']({ amount: formatRupees(session.data.walletBalancePaise) })}
        >
          {formatRupees(session.data.walletBalancePaise)}
        </Link>
        <Link to="/account" className={buttonClasses('secondary', 'whitespace-nowrap px-3 sm:px-4')}>
          {m['layout.header.my-account']()}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to="/signup" className={buttonClasses('primary', 'whitespace-nowrap px-2.5 sm:px-4')}>
        {m['layout.header.join-free']()}
      </Link>
      <Link to="/signin" className={buttonClasses('ghost', 'whitespace-nowrap px-2 sm:px-4')}>
        {m['layout.header.sign-in']()}
      </Link>
    </>
  );
}
