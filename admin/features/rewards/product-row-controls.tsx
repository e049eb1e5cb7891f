import { Button } from '#kit/ui/button';
import { Options } from '../../components/options';
import { RowSelect } from '../../components/row-select';
import { useToastOutcome } from '../../lib/use-action-outcome';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import type { AdminRewardProduct } from './reward-product-dialog';
import { WEEKDAY_NAMES, WEEKDAYS } from './rewards-labels';

/** The product's editable fields as they are: the server replaces them all on update, so a one-field change sends the rest unchanged. */
function inputOf(product: AdminRewardProduct) {
  const { demo: _demo, stock: _stock, createdAt: _created, updatedAt: _updated, ...fields } = product;
  return fields;
}

/** Saves one changed field of a row's product (with the rest as they are) and says what changed. */
function useProductUpdate(success: (saved: AdminRewardProduct) => string) {
  return trpc.rewards.update.useMutation(useToastOutcome({ success, failure: m['rewards.update-failed'](), changed: (utils) => [utils.rewards.list] }));
}

export function EnableButton({ product }: { product: AdminRewardProduct }) {
  const update = useProductUpdate((saved) => (saved.enabled ? m['rewards.enabled']() : m['rewards.disabled']()));
  const action = product.enabled ? m['rewards.disable']() : m['rewards.enable']();
  return (
    <Button
      size="sm"
      variant={product.enabled ? 'danger' : 'secondary'}
      busy={update.isPending}
      onClick={() => update.mutate({ ...inputOf(product), enabled: !product.enabled })}
      aria-label={m['rewards.toggle-label']({ action, name: product.name })}
    >
      {update.isPending ? (product.enabled ? m['rewards.disabling']() : m['rewards.enabling']()) : action}
    </Button>
  );
}

/** Feature the product on one IST weekday ("{Weekday}'s featured reward" on the home page), or on none. */
export function FeaturedSelect({ product }: { product: AdminRewardProduct }) {
  const update = useProductUpdate(() => m['rewards.featured-updated']());
  return (
    <RowSelect
      id={`featured-${product.id}`}
      label={m['rewards.featured-label']({ name: product.name })}
      value={product.featuredWeekday === null ? '' : String(product.featuredWeekday)}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ ...inputOf(product), featuredWeekday: event.target.value === '' ? null : Number(event.target.value) })}
    >
      <option value="">{m['rewards.form.not-featured']()}</option>
      <Options values={WEEKDAYS} labels={WEEKDAY_NAMES} />
    </RowSelect>
  );
}
