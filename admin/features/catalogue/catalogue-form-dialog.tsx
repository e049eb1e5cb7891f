import { createCatalogueItemInputSchema, DEFAULT_LOCK_REASON } from '#contract/catalogue/schemas';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#kit/ui/fields';
import { maxLengthOf } from '#kit/lib/max-length';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { HindiFieldset } from '../../components/hindi-fieldset';
import { Options } from '../../components/options';
import { createOrUpdate } from '../../lib/create-or-update';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { STATUS_LABELS, STATUS_OPTIONS } from './catalogue-labels';
import { hindiReasonBeside } from './default-lock-reason';

const FIELDS = createCatalogueItemInputSchema.shape;

export type AdminCatalogueItem = AdminOutputs['catalogue']['list']['items'][number];

/** The form's values: text as typed (an empty optional field is "none" to the server's schema). */
function initialValues(item: AdminCatalogueItem | null) {
  return {
    title: item?.title ?? '',
    titleHi: item?.titleHi ?? '',
    date: item?.date ?? '',
    status: item?.status ?? ('live' as const),
    downloadLink: item?.downloadLink ?? '',
    downloadLink2: item?.downloadLink2 ?? '',
    videoLink: item?.videoLink ?? '',
    referCode: item?.referCode ?? '',
    isWebsite: item?.isWebsite ?? false,
    isLocked: item?.isLocked ?? false,
    lockReason: item?.lockReason ?? '',
    lockReasonHi: item?.lockReasonHi ?? '',
  };
}

/** Add or edit an app, in English and, optionally, Hindi. Every field is sent, so an edit replaces the item as shown. */
export function CatalogueFormDialog({ item, onClose }: { item: AdminCatalogueItem | null; onClose: () => void }) {
  // The server's item rules: required title, date and links, http(s) only, a reason when locked.
  const form = useSchemaForm(createCatalogueItemInputSchema, { defaultValues: initialValues(item) });
  const isLocked = form.watch('isLocked');
  const lockedField = form.field('isLocked');
  const reasonField = form.field('lockReason');
  const followReason = (english: string) => form.setValue('lockReasonHi', hindiReasonBeside(english, String(form.getValues('lockReasonHi') ?? '')));

  const callbacks = useToastOutcome({
    success: item ? m['catalogue.updated']() : m['catalogue.created'](),
    failure: (error) => form.showRefusal(error, m['catalogue.save-failed']()),
    changed: (utils) => [utils.catalogue.list],
    onDone: onClose,
  });
  const { busy, save } = createOrUpdate(trpc.catalogue.create.useMutation(callbacks), trpc.catalogue.update.useMutation(callbacks), item?.id);

  return (
    <FormDialog
      title={item ? m['catalogue.form.edit-title']({ title: item.title }) : m['catalogue.form.add-title']()}
      description={m['catalogue.form.description']()}
      onClose={onClose}
      form={form}
      onValid={save}
      busy={busy}
      submitLabel={item ? m['common.save-changes']() : m['catalogue.add']()}
    >
      <TextField label={m['catalogue.form.title']()} {...form.field('title')} maxLength={maxLengthOf(FIELDS.title)} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m['catalogue.form.date']()} type="date" {...form.field('date')} hint={m['catalogue.form.date-hint']()} />
        <SelectField label={m['catalogue.form.status']()} {...form.field('status')}>
          <Options values={STATUS_OPTIONS} labels={STATUS_LABELS} />
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
          // Locking offers the spec's default reason, and its Hindi, when none is written yet.
          if (event.target.checked && !String(form.getValues('lockReason') ?? '').trim()) {
            form.setValue('lockReason', DEFAULT_LOCK_REASON);
            followReason(DEFAULT_LOCK_REASON);
          }
          void lockedField.onChange(event);
        }}
      />
      {isLocked ? (
        <TextAreaField
          label={m['catalogue.form.lock-reason']()}
          rows={3}
          {...reasonField}
          onChange={(event) => {
            followReason(event.target.value);
            void reasonField.onChange(event);
          }}
          maxLength={maxLengthOf(FIELDS.lockReason)}
        />
      ) : null}
      <HindiFieldset legend={m['catalogue.form.hindi']()} hint={m['catalogue.form.hindi-hint']()}>
        <TextField lang="hi" label={m['catalogue.form.title-hi']()} {...form.field('titleHi')} maxLength={maxLengthOf(FIELDS.titleHi)} autoComplete="off" />
        {isLocked ? <TextAreaField lang="hi" label={m['catalogue.form.lock-reason-hi']()} rows={3} {...form.field('lockReasonHi')} maxLength={maxLengthOf(FIELDS.lockReasonHi)} /> : null}
      </HindiFieldset>
    </FormDialog>
  );
}
