import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/feedback';
import { buttonClasses } from '#kit/ui/button';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, VerifyEmailBanner } from '../../auth';
import { faceValueTitle, RewardTiles } from './reward-tiles';

/** /redeem: the Google Play gift cards, paid from the wallet (issue 16). */
export function RedeemPage() {
  useDocumentTitle(m['store.redeem.title']());
  const user = useSession().data;
  const unverified = user ? !user.emailVerified : false;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={m['store.redeem.title']()} description={m['store.redeem.description']()} />
      {user && unverified && <VerifyEmailBanner email={user.email} title={m['store.verify-title']()} reason={m['store.verify-reason']()} />}
      <RewardTiles kind="google_play" label={m['store.redeem.list']()} empty={m['store.redeem.empty']()} title={faceValueTitle} disabled={unverified} />
      <Link to="/redeem-history" className={buttonClasses('secondary')}>
        {m['account.redeem-history']()}
      </Link>
    </div>
  );
}
