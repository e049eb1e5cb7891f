import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#kit/ui/button';
import { Card, PageHeader } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, VerifyEmailBanner } from '../../auth';
import { PromoCodeForm } from './promo-code-form';

export function PromoCodePage({ initialCode = '' }: { initialCode?: string }) {
  useDocumentTitle(m['wallet.promo.document-title']());
  const user = useSession().data;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={m['wallet.redeem-promo']()} description={m['wallet.promo.description']()} />
      {user && !user.emailVerified && (
        <VerifyEmailBanner email={user.email} title={m['wallet.promo.verify-title']()} reason={m['wallet.promo.verify-reason']()} />
      )}

      {/* No other label on this page mentions "promo code": the field's own label stays unambiguous. */}
      <Card as="div">
        <PromoCodeForm initialCode={initialCode} />
      </Card>

      <nav aria-label={m['wallet.pages-nav']()} className="flex flex-col gap-3 sm:flex-row">
        <Link to="/wallet" className={buttonClasses('secondary')}>
          {m['wallet.go-to-wallet']()}
        </Link>
        <Link to="/wallet/history" className={buttonClasses('secondary')}>
          {m['wallet.history.title']()}
        </Link>
      </nav>
    </div>
  );
}
