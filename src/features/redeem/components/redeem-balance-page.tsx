import { ButtonLink, Card, PageHeader, PageLinks } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnverifiedEmailBanner, useSession } from '../../auth';
import { AvailableBalance } from './available-balance';
import { WithdrawalForm } from './withdrawal-form';

export function RedeemBalancePage() {
  useDocumentTitle(m['wallet.redeem.document-title']());
  const user = useSession().data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title={m['wallet.redeem.document-title']()} description={m['wallet.redeem.description']()} />
      <UnverifiedEmailBanner title={m['wallet.redeem.verify-title']()} reason={m['wallet.redeem.verify-reason']()} />
      <AvailableBalance />
      <Card titleId="redeem-form-title" title={m['wallet.redeem.form-title']()} titleClassName="sr-only">
        <WithdrawalForm defaultEmail={user?.email ?? ''} />
      </Card>
      <PageLinks label={m['wallet.pages-nav']()}>
        <ButtonLink to="/redeem-history">{m['account.redeem-history']()}</ButtonLink>
        <ButtonLink to="/wallet">{m['wallet.go-to-wallet']()}</ButtonLink>
      </PageLinks>
    </div>
  );
}
