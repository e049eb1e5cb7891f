import { useFieldArray } from 'react-hook-form';
import { MAX_SPONSORED_PARTNERS, sponsoredPartnersSchema } from '#contract/settings/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { Card } from '../../components/card';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';

const PARTNER_FIELDS = sponsoredPartnersSchema.shape.partners.element.shape;

type Settings = AdminOutputs['settings']['get'];

const EMPTY_PARTNER = { name: '', title: '', description: '', link: '' };

/** The sponsored partners' offers the site shows, at most a few, each with a checked link. */
export function SponsoredPartnersForm({ settings }: { settings: Settings }) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(sponsoredPartnersSchema, { defaultValues: { partners: settings.sponsoredPartners } });
  const partners = useFieldArray({ control: form.control, name: 'partners' });
  const save = trpc.settings.updateSponsoredPartners.useMutation(
    useToastOutcome({
      success: m['settings.partners-saved'](),
      failure: (error) => form.showRefusal(error, m['settings.save-failed']()),
      changed: () => [],
      onDone: (saved: Settings) => utils.settings.get.setData(undefined, saved),
    }),
  );
  const onSubmit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    <Card id="partners-heading" title={m['settings.partners.title']()} intro={m['settings.partners.intro']({ max: MAX_SPONSORED_PARTNERS })} onSubmit={onSubmit}>
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
    </Card>
  );
}
