import { AppLink } from '../../../components/ui/app-link';
import { useSession } from '../../auth';
import { useCapability, useSiteInfo } from '../../site';
import { inviteBannerText } from '../lib/referral-terms';

/** Only while referrals are on: the programme's whole rule from its settings (₹X, ₹Y, the window, the hold), never an invented one. */
export function InviteBanner() {
  const referrals = useCapability('referrals');
  const terms = useSiteInfo().data?.referralTerms;
  // A visitor has no invite page yet: sign-up first, then the first sign-in comes back to it.
  const signedIn = Boolean(useSession().data);
  if (!referrals || !terms) return null;
  // A landmark of its own (named by its link) so nothing on the page sits outside one.
  return (
    <aside aria-labelledby="invite-banner-link">
      <AppLink
        id="invite-banner-link"
        href={signedIn ? '/invite' : `/signup?redirect=${encodeURIComponent('/invite')}`}
        className="block bg-gradient-to-r from-emerald-500 to-teal-500 px-4 py-2.5 text-center text-sm font-semibold text-emerald-950 hover:from-emerald-400 hover:to-teal-400"
      >
        {inviteBannerText(terms)} <span aria-hidden="true">→</span>
      </AppLink>
    </aside>
  );
}
