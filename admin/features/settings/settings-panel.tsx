import { useState, type FormEvent } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { TextAreaField, TextField } from '../../../src/kit/ui/fields';
import { PanelHeader } from '../../components/panel';
import { ErrorState, LoadingState } from '../../../src/kit/ui/states';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { isHttpUrl } from '../../lib/http-url';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CapabilitiesForm } from './capabilities-form';

type Settings = AdminOutputs['settings']['get'];
type Partner = Settings['sponsoredPartners'][number];

export const MAX_PARTNERS = 4;
export const SETTINGS_MESSAGES = {
  adsSaved: 'Ad settings saved',
  partnersSaved: 'Sponsored partners saved',
  saveFailed: 'Failed to save settings',
  adClientInvalid: 'Ad client id must look like ca-pub-1234567890123456',
  nameRequired: 'Partner name is required',
  titleRequired: 'Offer title is required',
  descriptionRequired: 'Offer description is required',
  linkInvalid: 'Partner link must be an http:// or https:// URL',
} as const;

export function SettingsPanel() {
  useDocumentTitle('Settings');
  const settings = trpc.settings.get.useQuery();
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <PanelHeader id="settings-heading" title="Settings" description="What the public site offers, and ads and sponsored offers on the blog. With nothing set, the blog shows neither." />
      <CapabilitiesForm />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message="Could not load settings." onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <AdSettingsForm key={`ads-${settings.data.adClientId ?? ''}`} settings={settings.data} />
          <PartnersForm key={`partners-${JSON.stringify(settings.data.sponsoredPartners)}`} settings={settings.data} />
        </>
      )}
    </section>
  );
}

function AdSettingsForm({ settings }: { settings: Settings }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [clientId, setClientId] = useState(settings.adClientId ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = trpc.settings.updateAds.useMutation({
    onSuccess: async (saved) => {
      toasts.success(SETTINGS_MESSAGES.adsSaved);
      utils.settings.get.setData(undefined, saved);
      await utils.audit.list.invalidate();
    },
    onError: (failure) => setError(messageFor(failure, SETTINGS_MESSAGES.saveFailed)),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = clientId.trim();
    if (value && !/^ca-pub-\d{10,20}$/.test(value)) return setError(SETTINGS_MESSAGES.adClientInvalid);
    setError(null);
    save.mutate({ adClientId: value || null });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ads-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="ads-heading" className="text-base font-semibold text-slate-900">
        Advertising
      </h3>
      <p className="mt-0.5 text-sm text-slate-500">
        When an ad client id is set, the blog shows size-reserved slots labelled “Advertisement”. Serving a real ad network's script also needs a Content Security Policy change
        (see docs/decisions/004-content.md).
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Ad client id"
          name="adClientId"
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
          error={error}
          hint="Empty switches every ad slot off."
          placeholder="ca-pub-1234567890123456"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className="sm:w-96"
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600" data-testid="ads-state">
        Ads are currently <strong>{settings.adClientId ? 'on' : 'off'}</strong>.
      </p>
    </form>
  );
}

type PartnerErrors = Partial<Record<keyof Partner, string>>;

function checkPartner(partner: Partner): PartnerErrors {
  const errors: PartnerErrors = {};
  if (!partner.name.trim()) errors.name = SETTINGS_MESSAGES.nameRequired;
  if (!partner.title.trim()) errors.title = SETTINGS_MESSAGES.titleRequired;
  if (!partner.description.trim()) errors.description = SETTINGS_MESSAGES.descriptionRequired;
  if (!isHttpUrl(partner.link)) errors.link = SETTINGS_MESSAGES.linkInvalid;
  return errors;
}

function PartnersForm({ settings }: { settings: Settings }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [partners, setPartners] = useState<Partner[]>(settings.sponsoredPartners);
  const [errors, setErrors] = useState<PartnerErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const save = trpc.settings.updateSponsoredPartners.useMutation({
    onSuccess: async (saved) => {
      toasts.success(SETTINGS_MESSAGES.partnersSaved);
      utils.settings.get.setData(undefined, saved);
      await utils.audit.list.invalidate();
    },
    onError: (failure) => setFormError(messageFor(failure, SETTINGS_MESSAGES.saveFailed)),
  });
  const update = (index: number, field: keyof Partner, value: string) => setPartners((list) => list.map((partner, at) => (at === index ? { ...partner, [field]: value } : partner)));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = partners.map(checkPartner);
    setErrors(found);
    const firstBad = found.findIndex((entry) => Object.keys(entry).length > 0);
    if (firstBad >= 0) {
      const field = (['name', 'title', 'description', 'link'] as const).find((name) => found[firstBad]?.[name]);
      event.currentTarget.querySelector<HTMLElement>(`[name="partner-${firstBad}-${field}"]`)?.focus();
      return;
    }
    save.mutate({ partners: partners.map((partner) => ({ name: partner.name.trim(), title: partner.title.trim(), description: partner.description.trim(), link: partner.link.trim() })) });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="partners-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h3 id="partners-heading" className="text-base font-semibold text-slate-900">
        Sponsored partners
      </h3>
      <p className="mt-0.5 text-sm text-slate-500">Shown under each blog post as “Related Financial Services”, every card labelled “Sponsored”. At most {MAX_PARTNERS}.</p>
      {partners.length === 0 ? <p className="mt-4 text-sm text-slate-600">No sponsored partners: the block is hidden.</p> : null}
      <ol className="mt-4 space-y-4">
        {partners.map((partner, index) => (
          <li key={index} className="rounded-md border border-slate-200 p-4">
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold text-slate-800">Partner {index + 1}</legend>
              <TextField label="Partner name" name={`partner-${index}-name`} value={partner.name} onChange={(event) => update(index, 'name', event.target.value)} error={errors[index]?.name} maxLength={80} />
              <TextField label="Offer title" name={`partner-${index}-title`} value={partner.title} onChange={(event) => update(index, 'title', event.target.value)} error={errors[index]?.title} maxLength={120} />
              <TextAreaField
                label="Offer description"
                name={`partner-${index}-description`}
                rows={2}
                value={partner.description}
                onChange={(event) => update(index, 'description', event.target.value)}
                error={errors[index]?.description}
                maxLength={400}
                className="sm:col-span-2"
              />
              <TextField label="Partner link" name={`partner-${index}-link`} type="url" value={partner.link} onChange={(event) => update(index, 'link', event.target.value)} error={errors[index]?.link} placeholder="https://" maxLength={500} className="sm:col-span-2" />
            </fieldset>
            <Button
              size="sm"
              variant="danger"
              className="mt-3"
              onClick={() => {
                setPartners((list) => list.filter((_, at) => at !== index));
                setErrors((list) => list.filter((_, at) => at !== index));
              }}
            >
              Remove partner {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Button onClick={() => setPartners((list) => [...list, { name: '', title: '', description: '', link: '' }])} disabled={partners.length >= MAX_PARTNERS}>
          Add partner
        </Button>
        <div className="flex items-center gap-3">
          {formError ? (
            <p role="alert" className="text-sm text-red-600">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant="primary" busy={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save partners'}
          </Button>
        </div>
      </div>
    </form>
  );
}
