import { ButtonLink, Card, PageHeader, PageLinks } from '../../../components/ui/feedback';
import { m } from '#i18n/paraglide/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { UnverifiedEmailBanner } from '../../auth';
import { PromoCodeForm } from './promo-code-form';

export function PromoCodePage({ initialCode = '' }: { initialCode?: string }) {
  useDocumentTitle(m['wallet.promo.document-title']());
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={m['wallet.redeem-promo']()} description={m['wallet.promo.description']()} />
      <UnverifiedEmailBanner title={m['wallet.promo.verify-title']()} reason={m['wallet.promo.verify-reason']()} />

      {/* No other label on this page mentions "promo code": the field's own label stays unambiguous. */}
      <Card as="div">
        <PromoCodeForm initialCode={initialCode} />
      </Card>

      <PageLinks label={m['wallet.pages-nav']()}>
        <ButtonLink to="/wallet">{m['wallet.go-to-wallet']()}</ButtonLink>
        <ButtonLink to="/wallet/history">{m['wallet.history.title']()}</ButtonLink>
      </PageLinks>
    </div>
  );
}
