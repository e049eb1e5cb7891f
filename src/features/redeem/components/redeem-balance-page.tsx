import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, VerifyEmailBanner } from '../../auth';
import { AvailableBalance } from './available-balance';
import { WithdrawalForm } from './withdrawal-form';

export function RedeemBalancePage() {
  useDocumentTitle(m['wallet.redeem.document-title']());
  const user = useSession().data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['wallet.redeem.document-title']()} description={m['wallet.redeem.description']()} />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title={m['wallet.redeem.verify-title']()} reason={m['wallet.redeem.verify-reason']()} />
      )}
      <AvailableBalance />
      <Card aria-labelledby="redeem-form-title">
        <h2 id="redeem-form-title" className="sr-only">
          {m['wallet.redeem.form-title']()}
        </h2>
        <WithdrawalForm defaultEmail={user?.email ?? ''} />
      </Card>
      <nav aria-label={m['wallet.pages-nav']()} className="flex flex-col gap-3 sm:flex-row">
        <Link to="/redeem-history" className={buttonClasses('secondary')}>
          {m['account.redeem-history']()}
        </Link>
        <Link to="/wallet" className={buttonClasses('secondary')}>
          {m['wallet.go-to-wallet']()}
        </Link>
      </nav>
    </div>
  );
}
