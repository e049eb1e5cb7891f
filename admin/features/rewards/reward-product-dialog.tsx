import { CheckboxField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { createOrUpdate } from '../../lib/create-or-update';
import { paiseToRupeeText } from '../../lib/money';
import { trpc, type AdminOutputs } from '../../lib/trpc';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { m } from '../../i18n/paraglide/messages';
import { useImageUpload } from '../blog';
import { ProductImageFieldset } from './product-image-fieldset';
import { rewardProductFormSchema, type RewardProductFormValues } from './reward-form-schema';
import { RewardProductFields } from './reward-product-fields';

export type AdminRewardProduct = AdminOutputs['rewards']['list'][number];

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
  const form = useSchemaForm(rewardProductFormSchema, { defaultValues: initialValues(product) });
  const imageUpload = useImageUpload({
    onUploaded: (image) => {
      form.setValue('imageUrl', image.url);
      form.clearErrors('imageUrl');
    },
    uploadedText: m['rewards.form.image-uploaded'](),
    failedText: m['rewards.form.image-upload-failed'](),
  });
  const callbacks = useToastOutcome({
    success: product ? m['rewards.updated']() : m['rewards.created'](),
    failure: (error) => form.showRefusal(error, m['rewards.save-failed']()),
    changed: (utils) => [utils.rewards.list],
    onDone: onClose,
  });
  const { busy, save } = createOrUpdate(trpc.rewards.create.useMutation(callbacks), trpc.rewards.update.useMutation(callbacks), product?.id);

  return (
    <FormDialog
      title={product ? m['rewards.form.edit-title']({ name: product.name }) : m['rewards.form.add-title']()}
      description={m['rewards.form.description']()}
      onClose={onClose}
      form={form}
      onValid={(input) => {
        if (!imageUpload.uploading) save(input);
      }}
      busy={busy}
      preventClose={busy || imageUpload.uploading}
      submitLabel={product ? m['common.save-changes']() : m['rewards.form.create']()}
    >
      <RewardProductFields form={form} />
      <ProductImageFieldset form={form} upload={imageUpload} />
      <CheckboxField label={m['rewards.form.enabled']()} hint={m['rewards.form.enabled-hint']()} {...form.field('enabled')} />
    </FormDialog>
  );
}
