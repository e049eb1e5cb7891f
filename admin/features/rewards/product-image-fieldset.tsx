import { useId } from 'react';
import { rewardProductInputSchema } from '#contract/rewards/schemas';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { ImageFileField } from '../../components/image-file-field';
import { m } from '../../i18n/paraglide/messages';
import type { ImageUpload } from '../blog';
import type { RewardProductForm } from './reward-form-schema';

/** The product's picture: uploaded here (its address lands in the field) or any address typed in; a preview while the address is valid. */
export function ProductImageFieldset({ form, upload }: { form: RewardProductForm; upload: ImageUpload }) {
  const inputId = useId();
  const imageUrl = form.watch('imageUrl');
  const shownImage = typeof imageUrl === 'string' && imageUrl.trim() !== '' && !form.fieldError('imageUrl') ? imageUrl.trim() : null;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{m['rewards.form.image']()}</legend>
      <div className="flex items-start gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100">
          {shownImage ? <img src={shownImage} alt={m['rewards.form.image-alt']()} className="size-full object-cover" /> : <p className="text-xs text-slate-600">{m['rewards.form.no-image']()}</p>}
        </div>
        <ImageFileField
          id={inputId}
          label={m['rewards.form.upload-image']()}
          hint={m['rewards.form.upload-image-hint']()}
          uploadingText={m['rewards.form.uploading']()}
          uploading={upload.uploading}
          error={upload.error}
          onFile={upload.onFile}
        />
      </div>
      <TextField label={m['rewards.form.image-url']()} type="url" inputMode="url" {...form.field('imageUrl')} hint={m['rewards.form.image-url-hint']()} maxLength={maxLengthOf(rewardProductInputSchema.shape.imageUrl)} />
    </fieldset>
  );
}
