import { useFieldArray } from 'react-hook-form';
import { adSettingsSchema, MAX_SPONSORED_PARTNERS, sponsoredPartnersSchema } from '#contract/settings/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '#kit/ui/states';
import { useToast } from '#kit/ui/toast/toast-context';
import { messageFor } from '#kit/lib/errors';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { CapabilitiesForm } from './capabilities-form';
import { ReferralSettingsSection } from '../referrals';
import { OfferwallSettingsSection } from '../offerwalls';

type Settings = AdminOutputs['settings']['get'];

const PARTNER_FIELDS = sponsoredPartnersSchema.shape.partners.element.shape;

/** The screen's toasts; the fields' rules and words are the server's (server/contract/settings/schemas.ts). */
export const SETTINGS_MESSAGES = {
  adsSaved: m['settings.ads-saved'](),
  partnersSaved: m['settings.partners-saved'](),
  saveFailed: m['settings.save-failed'](),
} as const;

export function SettingsPanel() {
  useDocumentTitle(m['settings.document-title']());
  const settings = trpc.settings.get.useQuery();
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <PanelHeader id="settings-heading" title={m['settings.title']()} description={m['settings.description']()} />
      <CapabilitiesForm />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={m['settings.load-failed']()} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <AdSettingsForm key={`ads-${settings.data.adClientId ?? ''}`} settings={settings.data} />
          <PartnersForm key={`partners-${JSON.stringify(settings.data.sponsoredPartners)}`} settings={settings.data} />
        </>
      )}
      <ReferralSettingsSection />
      <OfferwallSettingsSection />
    </section>
  );
}

function AdSettingsForm({ settings }: { settings: Settings }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(adSettingsSchema, { defaultValues: { adClientId: settings.adClientId ?? '' } });
  const save = trpc.settings.updateAds.useMutation({
    onSuccess: async (saved) => {
      toasts.success(SETTINGS_MESSAGES.adsSaved);
      utils.settings.get.setData(undefined, saved);
      await utils.audit.list.invalidate();
    },
    // The form has one field: whatever the server says shows under it.
    onError: (failure) => {
      if (!form.placeRefusal(failure)) form.setError('adClientId', { type: 'server', message: messageFor(failure, SETTINGS_MESSAGES.saveFailed) });
    },
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ads-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="ads-heading" className="text-base font-semibold text-slate-900">
        {m['settings.ads.title']()}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{m['settings.ads.intro']()}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={m['settings.ads.client-id']()}
          {...form.field('adClientId')}
          hint={m['settings.ads.client-id-hint']()}
          placeholder="ca-pub-1234567890123456"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLengthOf(adSettingsSchema.shape.adClientId)}
          className="sm:w-96"
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? m['settings.saving']() : m['settings.ads.save']()}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="ads-state">
        {m['settings.ads.state-before']()} <strong>{settings.adClientId ? m['settings.ads.on']() : m['settings.ads.off']()}</strong>.
      </p>
    </form>
  );
}

const EMPTY_PARTNER = { name: '', title: '', description: '', link: '' };

function PartnersForm({ settings }: { settings: Settings }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const form = useSchemaForm(sponsoredPartnersSchema, { defaultValues: { partners: settings.sponsoredPartners } });
  const partners = useFieldArray({ control: form.control, name: 'partners' });
  const save = trpc.settings.updateSponsoredPartners.useMutation({
    onSuccess: async (saved) => {
      toasts.success(SETTINGS_MESSAGES.partnersSaved);
      utils.settings.get.setData(undefined, saved);
      await utils.audit.list.invalidate();
    },
    onError: (failure) => form.showRefusal(failure, SETTINGS_MESSAGES.saveFailed),
  });
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="partners-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="partners-heading" className="text-base font-semibold text-slate-900">
        {m['settings.partners.title']()}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{m['settings.partners.intro']({ max: MAX_SPONSORED_PARTNERS })}</p>
      {partners.fields.length === 0 ? <p className="mt-4 text-sm text-slate-600">{m['settings.partners.none']()}</p> : null}
      <ol className="mt-4 space-y-4">
        {partners.fields.map((partner, index) => (
          <li key={partner.id} className="rounded-md border border-slate-200 p-4">
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">{m['settings.partners.legend']({ number: index + 1 })}</legend>
              <TextField label={m['settings.partners.name']()} {...form.field(`partners.${index}.name`)} maxLength={maxLengthOf(PARTNER_FIELDS.name)} />
              <TextField label={m['settings.partners.offer-title']()} {...form.field(`partners.${index}.title`)} maxLength={maxLengthOf(PARTNER_FIELDS.title)} />
              <TextAreaField label={m['settings.partners.offer-description']()} rows={2} {...form.field(`partners.${index}.description`)} maxLength={maxLengthOf(PARTNER_FIELDS.description)} className="sm:col-span-2" />
              <TextField label={m['settings.partners.link']()} type="url" {...form.field(`partners.${index}.link`)} placeholder="https://" maxLength={maxLengthOf(PARTNER_FIELDS.link)} className="sm:col-span-2" />
            </fieldset>
            <Button size="sm" variant="danger" className="mt-3" onClick={() => partners.remove(index)}>
              {m['settings.partners.remove']({ number: index + 1 })}
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button onClick={() => partners.append(EMPTY_PARTNER, { shouldFocus: false })} disabled={partners.fields.length >= MAX_SPONSORED_PARTNERS}>
          {m['settings.partners.add']()}
        </Button>
        <div className="flex items-center gap-3">
          <FormError message={form.formError} />
          <Button type="submit" variant="primary" busy={save.isPending}>
            {save.isPending ? m['settings.saving']() : m['settings.partners.save']()}
          </Button>
        </div>
      </div>
    </form>
  );
}
