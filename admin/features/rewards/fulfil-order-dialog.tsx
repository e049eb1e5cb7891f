import { fulfilRewardOrderInputSchema } from '#contract/rewards/schemas';
import { formatCount } from '#kit/lib/format';
import { maxLengthOf } from '#kit/lib/max-length';
import { Button } from '#kit/ui/button';
import { Dialog, DialogActions } from '#kit/ui/dialog';
import { TextField } from '#kit/ui/fields';
import { FormError } from '#kit/ui/form/form-error';
import { useSchemaForm } from '#kit/ui/form/use-schema-form';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { OrderSummary, useOrderOutcome, type OrderDialogProps } from './order-dialog-parts';
import { fulfilOrderFormSchema, type FulfilMethod } from './reward-form-schema';
import { isDiamonds } from './rewards-messages';

const RULES = fulfilRewardOrderInputSchema.shape;

/**
 * Delivers a pending order once. A gift card takes the next code from stock or a code typed in
 * (the server seals it into the product's stock); a Free Fire top-up is credited by hand, so it
 * takes the top-up's reference. The code itself never comes back: the queue shows its last 4.
 */
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

  const onSubmit = form.handleSubmit((delivery) => {
    if (!fulfil.isPending) fulfil.mutate({ id: order.id, ...delivery });
  });
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
    <Dialog title={m['rewards.orders.fulfil.title']()} description={<OrderSummary order={order} />} onClose={onClose} preventClose={fulfil.isPending} fallbackFocus={fallbackFocus}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
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
        <FormError message={form.formError} announce={false} />
        <DialogActions>
          <Button onClick={onClose} disabled={fulfil.isPending}>
            {m['common.cancel']()}
          </Button>
          <Button type="submit" variant="primary" disabled={method === 'code' && form.watch('code').trim() === ''} busy={fulfil.isPending}>
            {fulfil.isPending ? m['rewards.orders.fulfil.submitting']() : m['rewards.orders.fulfil.submit']()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
