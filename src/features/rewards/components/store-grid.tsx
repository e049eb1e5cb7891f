import { useState } from 'react';
import { FilterGroup } from '#kit/ui/filter-group';
import { TextField } from '#kit/ui/fields';
import { EmptyState, ErrorState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { productName } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import { ChangeNotice } from '../../changes';
import { useStoreRewards, type StoreReward } from '../api/store-queries';
import { STORE_GRID, StoreGridSkeleton } from './store-grid-skeleton';
import { StockState } from './stock-state';
import { BuyAction, ProductArt } from './store-product';

export { FeaturedReward } from './featured-reward';

/** The price filter's split (the seed's "up to ₹100" and "above ₹100"), on the wallet price. */
const PRICE_SPLIT_PAISE = 10_000;
const PRICE_FILTERS = ['all', 'up-to', 'above'] as const;
type PriceFilter = (typeof PRICE_FILTERS)[number];

const MATCHES_PRICE: Record<PriceFilter, (reward: StoreReward) => boolean> = {
  all: () => true,
  'up-to': (reward) => reward.pricePaise <= PRICE_SPLIT_PAISE,
  above: (reward) => reward.pricePaise > PRICE_SPLIT_PAISE,
};

/** The home page's store grid (issue 16), filtered by price and searched by name; its own chunk (StoreHome). */
export function StoreGrid() {
  const rewards = useStoreRewards();
  const [filter, setFilter] = useState<PriceFilter>('all');
  const [search, setSearch] = useState('');

  if (rewards.isPending) return <StoreGridSkeleton label={m['store.loading']()} />;
  if (rewards.isError) return <ErrorState message={messageFor(rewards.error, m['store.failed']())} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />;

  const needle = search.trim().toLocaleLowerCase();
  const shown = rewards.data.filter((reward) => MATCHES_PRICE[filter](reward) && productName(reward).text.toLocaleLowerCase().includes(needle));
  const split = formatRupees(PRICE_SPLIT_PAISE);

  return (
    <div>
      <div className={STORE_GRID.controls}>
        <div className={STORE_GRID.filters}>
          <FilterGroup
            label={m['store.grid.filter']()}
            options={PRICE_FILTERS}
            labels={{ all: m['store.grid.all'](), 'up-to': m['store.grid.up-to']({ amount: split }), above: m['store.grid.above']({ amount: split }) }}
            value={filter}
            onChange={setFilter}
          />
        </div>
        <TextField label={m['store.grid.search']()} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" className={STORE_GRID.search} />
      </div>
      {/* Always mounted, so each new count is announced after a filter or a keystroke. */}
      <p role="status" className="mt-3 h-4 text-xs text-indigo-300">
        {m['store.grid.shown']({ count: formatCount(shown.length) })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={m['store.grid.empty']()} />
        </div>
      ) : (
        <ul className={STORE_GRID.list} aria-label={m['store.grid.list']()}>
          {shown.map((reward) => (
            <li key={reward.id} className={STORE_GRID.card}>
              <div className="flex items-start gap-3">
                <ProductArt reward={reward} />
                <div className="min-w-0 flex-1">
                  <h3 className={STORE_GRID.name} lang={productName(reward).lang}>
                    {productName(reward).text}
                  </h3>
                  <p className={STORE_GRID.price}>{m['store.price']({ price: formatRupees(reward.pricePaise) })}</p>
                </div>
              </div>
              <ChangeNotice kind="product-price" subject={reward.id} className="mt-3" />
              <StockState reward={reward} className={STORE_GRID.stock} />
              <div className={STORE_GRID.action}>
                <BuyAction reward={reward} name={productName(reward).text} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
