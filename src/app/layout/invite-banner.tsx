import { AppLink } from '../../components/ui/app-link';
import { useSiteInfo } from '../../features/site/api/use-site-info';
import { formatRupees } from '../../lib/format';

/** Names an amount only when the referral programme has one configured; never an invented figure. */
export function InviteBanner() {
  const siteInfo = useSiteInfo();
  const reward = siteInfo.data?.referralRewardPaise;
  const text = typeof reward === 'number' ? `Invite friends — earn ${formatRupees(reward)} for each friend who verifies` : 'Invite friends to Honest Rewards';
  return (
    <AppLink
      href="/invite"
      className="block bg-gradient-to-r from-emerald-500 to-teal-500 px-4 py-2.5 text-center text-sm font-semibold text-emerald-950 hover:from-emerald-400 hover:to-teal-400"
    >
      {text} <span aria-hidden="true">→</span>
    </AppLink>
  );
}
