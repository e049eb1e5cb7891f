import { fulfilRewardOrderInputSchema } from '#contract/rewards/schemas';
import { formatCount } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { TextField } from '#kit/ui/fields';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { FormDialog } from '../../components/form-dialog';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { OrderSummary, useOrderOutcome, type OrderDialogProps } from './order-dialog-parts';
import { fulfilOrderFormSchema, type FulfilMethod } from './reward-form-schema';
import { isDiamonds } from './rewards-labels';

const RULES = fulfilRewardOrderInputSchema.shape;

/** Delivers a pending order: a gift card's code from stock or typed in, a top-up's reference (credited by hand). */
export function FulfilOrderDialog({ order, onClose, fallbackFocus }: OrderDialogProps) {
  const topUp = isDiamonds(order.kind);
  const form = useSchemaForm(fulfilOrderFormSchema, {
    defaultValues: { method: topUp ? 'reference' : 'stock', code: '', reference: '' },
    refusalFields: { 'rewards.code-known': 'code', 'rewards.reference-required': 'reference' },
  });
  const fulfil = trpc.rewardOrders.fulfil.useMutation(useOrderOutcome({ onClose, success: m['rewards.orders.fulfilled'](), showRefusal: (error) => form.showRefusal(error) }));
  // The stock the "from stock" choice draws on; the products list is usually cached already.
  const products = trpc.rewards.list.useQuery(undefined, { enabled: !topUp });
  const available = products.data?.find((product) => product.id === order.productId)?.stock.available;
  const method = form.watch('method');

  const choice = (value: FulfilMethod, label: string, hint?: string) => (
    <label className="flex gap-2 text-sm text-slate-900">
      <input type="radio" value={value} {...form.register('method')} className="mt-1" />
      <span>
        <span className="block font-medium">{label}</span>
        {hint ? <span className="block text-xs text-slate-600">{hint}</span> : null}
      </span>
    </label>
  );

  return (
    <FormDialog
      title={m['rewards.orders.fulfil.title']()}
      description={<OrderSummary order={order} />}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      form={form}
      onValid={(delivery) => fulfil.mutate({ id: order.id, ...delivery })}
      busy={fulfil.isPending}
      submitLabel={m['rewards.orders.fulfil.submit']()}
      busyLabel={m['rewards.orders.fulfil.submitting']()}
      submitDisabled={method === 'code' && form.watch('code').trim() === ''}
      announceError={false}
    >
      {topUp ? (
        <TextField
          label={m['rewards.orders.fulfil.reference-label']()}
          hint={m['rewards.orders.fulfil.reference-hint']()}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLengthOf(RULES.reference.unwrap())}
          {...form.field('reference')}
        />
      ) : (
        <>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{m['rewards.orders.fulfil.method']()}</legend>
            {choice('stock', m['rewards.orders.fulfil.stock'](), available === undefined ? undefined : m['rewards.orders.fulfil.stock-hint']({ count: formatCount(available) }))}
            {choice('code', m['rewards.orders.fulfil.code'](), m['rewards.orders.fulfil.code-hint']())}
          </fieldset>
          {method === 'code' ? (
            <TextField label={m['rewards.orders.fulfil.code-label']()} autoComplete="off" spellCheck={false} maxLength={maxLengthOf(RULES.code.unwrap())} {...form.field('code')} />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
