import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../src/kit/ui/button';
import { Dialog, DialogActions } from '../../../src/kit/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../src/kit/ui/fields';
import { useToast } from '../../../src/kit/ui/toast/toast-context';
import { messageFor } from '../../../src/kit/lib/errors';
import { isHttpUrl } from '../../lib/http-url';
import { trpc, type AdminInputs, type AdminOutputs } from '../../lib/trpc';
import { CATALOGUE_MESSAGES, DEFAULT_LOCK_REASON, STATUS_LABELS } from './catalogue-messages';

export type AdminCatalogueItem = AdminOutputs['catalogue']['list']['items'][number];
type CatalogueInput = AdminInputs['catalogue']['create'];

type TextFieldName = 'title' | 'date' | 'downloadLink' | 'downloadLink2' | 'videoLink' | 'referCode' | 'lockReason';
interface FormValues extends Record<TextFieldName, string> {
  status: 'live' | 'closed' | 'pending';
  isWebsite: boolean;
  isLocked: boolean;
}
type FormErrors = Partial<Record<TextFieldName, string>>;

const FIELD_ORDER: TextFieldName[] = ['title', 'date', 'downloadLink', 'downloadLink2', 'videoLink', 'referCode', 'lockReason'];

function initialValues(item: AdminCatalogueItem | null): FormValues {
  return {
    title: item?.title ?? '',
    date: item?.date ?? '',
    status: item?.status ?? 'live',
    downloadLink: item?.downloadLink ?? '',
    downloadLink2: item?.downloadLink2 ?? '',
    videoLink: item?.videoLink ?? '',
    referCode: item?.referCode ?? '',
    isWebsite: item?.isWebsite ?? false,
    isLocked: item?.isLocked ?? false,
    lockReason: item?.lockReason ?? '',
  };
}

/** Checks the form the way the server will (same messages) and builds the exact input. */
export function validateCatalogueForm(values: FormValues): { errors: FormErrors; input: CatalogueInput | null } {
  const errors: FormErrors = {};
  if (!values.title.trim()) errors.title = CATALOGUE_MESSAGES.titleRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(values.date))) errors.date = CATALOGUE_MESSAGES.dateRequired;
  const link = (name: 'downloadLink' | 'downloadLink2' | 'videoLink', label: string, optional = false) => {
    const value = values[name].trim();
    if (!value) {
      if (!optional) errors[name] = CATALOGUE_MESSAGES.linkRequired(label);
    } else if (!isHttpUrl(value)) errors[name] = CATALOGUE_MESSAGES.linkInvalid(label);
  };
  link('downloadLink', 'Download link');
  link('downloadLink2', 'Second download link', true);
  link('videoLink', 'Video link');
  if (values.isLocked && !values.lockReason.trim()) errors.lockReason = CATALOGUE_MESSAGES.lockReasonRequired;
  if (Object.keys(errors).length) return { errors, input: null };
  return {
    errors,
    input: {
      title: values.title.trim(),
      date: values.date,
      status: values.status,
      downloadLink: values.downloadLink.trim(),
      downloadLink2: values.downloadLink2.trim() || null,
      videoLink: values.videoLink.trim(),
      referCode: values.referCode.trim() || null,
      isWebsite: values.isWebsite,
      isLocked: values.isLocked,
      lockReason: values.lockReason.trim() || null,
    },
  };
}

/** Add or edit an app. Every field is sent, so an edit replaces the item as shown. */
export function CatalogueFormDialog({ item, onClose, onSaved }: { item: AdminCatalogueItem | null; onClose: () => void; onSaved: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<FormValues>(() => initialValues(item));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSuccess = async () => {
    toasts.success(item ? CATALOGUE_MESSAGES.updated : CATALOGUE_MESSAGES.created);
    onSaved();
    await Promise.all([utils.catalogue.list.invalidate(), utils.audit.list.invalidate()]);
  };
  const onError = (error: unknown) => setFormError(messageFor(error, CATALOGUE_MESSAGES.saveFailed));
  const create = trpc.catalogue.create.useMutation({ onSuccess, onError });
  const update = trpc.catalogue.update.useMutation({ onSuccess, onError });
  const busy = create.isPending || update.isPending;

  const setText = (name: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((previous) => ({ ...previous, [name]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { errors: found, input } = validateCatalogueForm(values);
    setErrors(found);
    if (!input) {
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (item) update.mutate({ ...input, id: item.id });
    else create.mutate(input);
  };

  return (
    <Dialog title={item ? `Edit “${item.title}”` : 'Add an app'} description="Links must start with http:// or https://. Visitors never see a locked app's links." onClose={onClose} preventClose={busy}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField label="Title" name="title" value={values.title} onChange={setText('title')} error={errors.title} maxLength={120} autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date" name="date" type="date" value={values.date} onChange={setText('date')} error={errors.date} hint="The month heading comes from this date." />
          <SelectField label="Status" name="status" value={values.status} onChange={(event) => setValues((previous) => ({ ...previous, status: event.target.value as FormValues['status'] }))}>
            {(['live', 'pending', 'closed'] as const).map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField label="Download link" name="downloadLink" type="url" inputMode="url" value={values.downloadLink} onChange={setText('downloadLink')} error={errors.downloadLink} placeholder="https://" maxLength={500} />
        <TextField
          label="Second download link (dual apps)"
          name="downloadLink2"
          type="url"
          inputMode="url"
          value={values.downloadLink2}
          onChange={setText('downloadLink2')}
          error={errors.downloadLink2}
          hint="Optional. Setting it shows the Dual Apps badge."
          maxLength={500}
        />
        <TextField label="Video link" name="videoLink" type="url" inputMode="url" value={values.videoLink} onChange={setText('videoLink')} error={errors.videoLink} placeholder="https://" maxLength={500} />
        <TextField label="Refer code" name="referCode" value={values.referCode} onChange={setText('referCode')} error={errors.referCode} hint="Optional." maxLength={40} autoComplete="off" />
        <CheckboxField label="This is a website (button reads “Website Link”)" checked={values.isWebsite} onChange={(event) => setValues((previous) => ({ ...previous, isWebsite: event.target.checked }))} />
        <CheckboxField
          label="Locked"
          hint="Visitors see the reason instead of the links."
          checked={values.isLocked}
          onChange={(event) => {
            const isLocked = event.target.checked;
            setValues((previous) => ({ ...previous, isLocked, lockReason: isLocked && !previous.lockReason.trim() ? DEFAULT_LOCK_REASON : previous.lockReason }));
          }}
        />
        {values.isLocked ? <TextAreaField label="Lock reason" name="lockReason" rows={3} value={values.lockReason} onChange={setText('lockReason')} error={errors.lockReason} maxLength={300} /> : null}
        {formError ? (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? 'Saving…' : item ? 'Save changes' : 'Add app'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
