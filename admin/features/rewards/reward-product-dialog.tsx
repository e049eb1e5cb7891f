import { useId, useState, type ChangeEvent } from 'react';
import { rewardKindSchema, rewardProductInputSchema } from '#contract/rewards/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { CheckboxField, SelectField, TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { useToast } from '#kit/ui/toast/toast-context';
import { paiseToRupeeText } from '../../lib/money';
import { ImageFileField } from '../../components/image-file-field';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { checkImageFile, uploadImage, UploadError } from '../blog';
import { rewardProductFormSchema, type RewardProductFormValues } from './reward-form-schema';
import { isDiamonds, KIND_LABELS, REWARDS_MESSAGES, WEEKDAY_NAMES } from './rewards-messages';

export type AdminRewardProduct = AdminOutputs['rewards']['list'][number];

const FIELDS = rewardProductInputSchema.shape;

/** The form's values: text as typed; an empty optional field is "none" to the server's schema. */
function initialValues(product: AdminRewardProduct | null): RewardProductFormValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    kind: product?.kind ?? 'google_play',
    name: product?.name ?? '',
    faceValue: text(product?.faceValue),
    price: product ? paiseToRupeeText(product.pricePaise) : '',
    region: product?.region ?? '',
    validity: product?.validity ?? '',
    // A new product stays out of the store until its codes are in and an admin ticks this.
    enabled: product?.enabled ?? false,
    imageUrl: product?.imageUrl ?? '',
    featuredWeekday: text(product?.featuredWeekday),
    lowStockThreshold: text(product?.lowStockThreshold ?? 0),
    outOfStockPromiseHours: text(product?.outOfStockPromiseHours),
  };
}

/** Add or edit a reward product. Every field is sent (the server replaces them all), so an edit saves the product as shown. */
export function RewardProductDialog({ product, onClose }: { product: AdminRewardProduct | null; onClose: () => void }) {
  const toasts = useToast();
  const utils = trpc.useUtils();
  const imageInputId = useId();
  const form = useSchemaForm(rewardProductFormSchema, { defaultValues: initialValues(product) });
  const kind = form.watch('kind');
  const imageUrl = form.watch('imageUrl');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onSuccess = async () => {
    toasts.success(product ? REWARDS_MESSAGES.updated : REWARDS_MESSAGES.created);
    onClose();
    await Promise.all([utils.rewards.list.invalidate(), utils.audit.list.invalidate()]);
  };
  const onError = (error: unknown) => form.showRefusal(error, REWARDS_MESSAGES.saveFailed);
  const create = trpc.rewards.create.useMutation({ onSuccess, onError });
  const update = trpc.rewards.update.useMutation({ onSuccess, onError });
  const busy = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((input) => {
    if (busy || uploading) return;
    if (product) update.mutate({ ...input, id: product.id });
    else create.mutate(input);
  });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return setUploadError(problem);
    setUploadError(null);
    setUploading(true);
    try {
      const image = await uploadImage(file);
      form.setValue('imageUrl', image.url);
      form.clearErrors('imageUrl');
      toasts.success(m['rewards.form.image-uploaded']());
    } catch (error) {
      setUploadError(error instanceof UploadError ? error.message : m['rewards.form.image-upload-failed']());
    } finally {
      setUploading(false);
    }
  };

  const shownImage = typeof imageUrl === 'string' && imageUrl.trim() !== '' && !form.fieldError('imageUrl') ? imageUrl.trim() : null;

  return (
    <Dialog
      title={product ? m['rewards.form.edit-title']({ name: product.name }) : m['rewards.form.add-title']()}
      description={m['rewards.form.description']()}
      onClose={onClose}
      preventClose={busy || uploading}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={m['rewards.form.kind']()} {...form.field('kind')}>
            {rewardKindSchema.options.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextField label={m['rewards.form.name']()} {...form.field('name')} maxLength={maxLengthOf(FIELDS.name)} autoComplete="off" />
          <TextField
            label={isDiamonds(kind) ? m['rewards.form.diamonds']() : m['rewards.form.face-value']()}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            {...form.field('faceValue')}
            hint={isDiamonds(kind) ? m['rewards.form.diamonds-hint']() : m['rewards.form.face-value-hint']()}
          />
          <TextField label={m['rewards.form.price']()} inputMode="decimal" autoComplete="off" maxLength={12} {...form.field('price')} hint={m['rewards.form.price-hint']()} />
          <TextField label={m['rewards.form.region']()} {...form.field('region')} maxLength={maxLengthOf(FIELDS.region)} placeholder={m['rewards.form.region-placeholder']()} autoComplete="off" />
          <TextField label={m['rewards.form.validity']()} {...form.field('validity')} maxLength={maxLengthOf(FIELDS.validity)} placeholder={m['rewards.form.validity-placeholder']()} autoComplete="off" />
          <SelectField label={m['rewards.form.featured']()} {...form.field('featuredWeekday')} hint={m['rewards.form.featured-hint']()}>
            <option value="">{m['rewards.form.not-featured']()}</option>
            {WEEKDAY_NAMES.map((name, day) => (
              <option key={name} value={String(day)}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField label={m['rewards.form.low-stock']()} inputMode="numeric" autoComplete="off" maxLength={6} {...form.field('lowStockThreshold')} hint={m['rewards.form.low-stock-hint']()} />
          <TextField
            label={m['rewards.form.promise']()}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            {...form.field('outOfStockPromiseHours')}
            hint={m['rewards.form.promise-hint']()}
          />
        </div>

        <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{m['rewards.form.image']()}</legend>
          <div className="flex items-start gap-3">
            <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
              {shownImage ? <img src={shownImage} alt={m['rewards.form.image-alt']()} className="size-full object-cover" /> : <p className="text-xs text-slate-600">{m['rewards.form.no-image']()}</p>}
            </div>
            <ImageFileField
              id={imageInputId}
              label={m['rewards.form.upload-image']()}
              hint={m['rewards.form.upload-image-hint']()}
              uploadingText={m['rewards.form.uploading']()}
              uploading={uploading}
              error={uploadError}
              onFile={onFile}
            />
          </div>
          <TextField label={m['rewards.form.image-url']()} type="url" inputMode="url" {...form.field('imageUrl')} hint={m['rewards.form.image-url-hint']()} maxLength={maxLengthOf(FIELDS.imageUrl)} />
        </fieldset>

        <CheckboxField label={m['rewards.form.enabled']()} hint={m['rewards.form.enabled-hint']()} {...form.field('enabled')} />
        <FormError message={form.formError} />
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {busy ? m['common.saving']() : product ? m['common.save-changes']() : m['rewards.form.create']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
