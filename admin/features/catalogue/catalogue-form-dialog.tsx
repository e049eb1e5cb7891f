import { createCatalogueItemInputSchema } from '#contract/catalogue/schemas';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { maxLengthOf } from '#kit/lib/max-length';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { CATALOGUE_MESSAGES, DEFAULT_LOCK_REASON, STATUS_LABELS, STATUS_OPTIONS } from './catalogue-messages';

const FIELDS = createCatalogueItemInputSchema.shape;

export type AdminCatalogueItem = AdminOutputs['catalogue']['list']['items'][number];

/** The form's values: text as typed (an empty optional field is "none" to the server's schema). */
function initialValues(item: AdminCatalogueItem | null) {
  return {
    title: item?.title ?? '',
    date: item?.date ?? '',
    status: item?.status ?? ('live' as const),
    downloadLink: item?.downloadLink ?? '',
    downloadLink2: item?.downloadLink2 ?? '',
    videoLink: item?.videoLink ?? '',
    referCode: item?.referCode ?? '',
    isWebsite: item?.isWebsite ?? false,
    isLocked: item?.isLocked ?? false,
    lockReason: item?.lockReason ?? '',
  };
}

/** Add or edit an app. Every field is sent, so an edit replaces the item as shown. */
export function CatalogueFormDialog({ item, onClose, onSaved }: { item: AdminCatalogueItem | null; onClose: () => void; onSaved: () => void }) {
  // The server's item rules: required title, date and links, http(s) only, a reason when locked.
  const form = useSchemaForm(createCatalogueItemInputSchema, { defaultValues: initialValues(item) });
  const isLocked = form.watch('isLocked');
  const lockedField = form.field('isLocked');

  const callbacks = useToastOutcome({
    success: item ? CATALOGUE_MESSAGES.updated : CATALOGUE_MESSAGES.created,
    failure: (error) => form.showRefusal(error, CATALOGUE_MESSAGES.saveFailed),
    changed: (utils) => [utils.catalogue.list],
    onDone: onSaved,
  });
  const create = trpc.catalogue.create.useMutation(callbacks);
  const update = trpc.catalogue.update.useMutation(callbacks);
  const busy = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((input) => {
    if (busy) return;
    if (item) update.mutate({ ...input, id: item.id });
    else create.mutate(input);
  });

  return (
    <Dialog title={item ? m['catalogue.form.edit-title']({ title: item.title }) : m['catalogue.form.add-title']()} description={m['catalogue.form.description']()} onClose={onClose} preventClose={busy}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label={m['catalogue.form.title']()} {...form.field('title')} maxLength={maxLengthOf(FIELDS.title)} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m['catalogue.form.date']()} type="date" {...form.field('date')} hint={m['catalogue.form.date-hint']()} />
          <SelectField label={m['catalogue.form.status']()} {...form.field('status')}>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label={m['catalogue.form.download-link']()} type="url" inputMode="url" {...form.field('downloadLink')} placeholder="https://" maxLength={maxLengthOf(FIELDS.downloadLink)} />
        <TextField
          label={m['catalogue.form.download-link-2']()}
          type="url"
          inputMode="url"
          {...form.field('downloadLink2')}
          hint={m['catalogue.form.download-link-2-hint']()}
          maxLength={maxLengthOf(FIELDS.downloadLink2)}
        />
        <TextField label={m['catalogue.form.video-link']()} type="url" inputMode="url" {...form.field('videoLink')} placeholder="https://" maxLength={maxLengthOf(FIELDS.videoLink)} />
        <TextField label={m['catalogue.form.refer-code']()} {...form.field('referCode')} hint={m['catalogue.form.optional']()} maxLength={maxLengthOf(FIELDS.referCode)} autoComplete="off" />
        <CheckboxField label={m['catalogue.form.is-website']()} {...form.field('isWebsite')} />
        <CheckboxField
          label={m['catalogue.form.locked']()}
          hint={m['catalogue.form.locked-hint']()}
          {...lockedField}
          onChange={(event) => {
            // Locking offers the spec's default reason when none is written yet.
            if (event.target.checked && !String(form.getValues('lockReason') ?? '').trim()) form.setValue('lockReason', DEFAULT_LOCK_REASON);
            void lockedField.onChange(event);
          }}
        />
        {isLocked ? <TextAreaField label={m['catalogue.form.lock-reason']()} rows={3} {...form.field('lockReason')} maxLength={maxLengthOf(FIELDS.lockReason)} /> : null}
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? m['common.saving']() : item ? m['common.save-changes']() : m['catalogue.add']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
