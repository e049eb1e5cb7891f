import { PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { ApprovalThresholdsSection } from '../approvals';
import { AdSettingsForm } from './ad-settings-form';
import { CapabilitiesForm } from './capabilities-form';
import { SponsoredPartnersForm } from './sponsored-partners-form';
import { ContentPromoLimitForm } from './content-promo-limit-form';
import { ReferralSettingsSection } from '../referrals';
import { OfferwallSettingsSection } from '../offerwalls';

export function SettingsPanel() {
  const settings = trpc.settings.get.useQuery();
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <PanelHeader id="settings-heading" documentTitle={m['settings.document-title']()} title={m['settings.title']()} description={m['settings.description']()} />
      <CapabilitiesForm />
      <ApprovalThresholdsSection />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={m['settings.load-failed']()} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <AdSettingsForm key={`ads-${settings.data.adClientId ?? ''}`} settings={settings.data} />
          <SponsoredPartnersForm key={`partners-${JSON.stringify(settings.data.sponsoredPartners)}`} settings={settings.data} />
          <ContentPromoLimitForm key={`promo-limit-${settings.data.contentPromoLimitPaise}`} settings={settings.data} />
        </>
      )}
      <ReferralSettingsSection />
      <OfferwallSettingsSection />
    </section>
  );
}
