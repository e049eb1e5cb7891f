import { useState } from 'react';
import { Button } from '#kit/ui/button';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { messageFor } from '#kit/lib/errors';
import { formatCount, formatRupees } from '#kit/lib/format';
import { productName } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import { ChangeNotice } from '../../changes';
import { useStoreRewards, type StoreReward } from '../api/store-queries';
import { BuyDialog } from './lazy-buy-dialog';
import { canBuy, NeedMore, shortfallPaise, StockState, useBalancePaise } from './stock-state';

/** One kind of product as tiles with price and stock, bought through the confirm dialog; `disabled` holds back every Buy. */
export function RewardTiles({
  kind,
  label,
  empty,
  title,
  freeFireUid,
  disabled = false,
}: {
  kind: StoreReward['kind'];
  label: string;
  empty: string;
  title: (reward: StoreReward) => string;
  freeFireUid?: string;
  disabled?: boolean;
}) {
  const rewards = useStoreRewards();
  const [buying, setBuying] = useState<StoreReward | null>(null);
  const balancePaise = useBalancePaise();

  if (rewards.isPending) return <LoadingState label={m['store.loading']()} lines={3} />;
  if (rewards.isError) return <ErrorState message={messageFor(rewards.error, m['store.failed']())} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />;
  const tiles = rewards.data.filter((reward) => reward.kind === kind);
  if (tiles.length === 0) return <EmptyState title={empty} />;

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 sm:grid-cols-3" aria-label={label}>
        {tiles.map((reward) => {
          const shortfall = shortfallPaise(reward, balancePaise);
          return (
            <li key={reward.id} className="flex flex-col rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
              <h2 className="text-lg font-bold text-white">{title(reward)}</h2>
              <p className="mt-1 text-sm text-indigo-200">{m['store.price']({ price: formatRupees(reward.pricePaise) })}</p>
              <ChangeNotice kind="product-price" subject={reward.id} className="mt-2" />
              <StockState reward={reward} className="mt-2" />
              {shortfall > 0 ? (
                <NeedMore shortfallPaise={shortfall} className="mt-4" />
              ) : (
                <Button
                  className="mt-4 w-full"
                  disabled={disabled || !canBuy(reward)}
                  aria-label={m['store.buy-label']({
                    name: productName(reward).text,
                    price: formatRupees(reward.pricePaise),
                  })}
                  onClick={() => setBuying(reward)}
                >
                  {m['store.buy']()}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {buying && <BuyDialog reward={buying} freeFireUid={freeFireUid} onClose={() => setBuying(null)} />}
    </>
  );
}

/** "₹10" for a gift card, "100 diamonds" for a pack: the face value in its own unit. */
export function faceValueTitle(reward: StoreReward): string {
  return reward.kind === 'free_fire_diamonds' ? m['store.diamonds.count']({ count: formatCount(reward.faceValue) }) : productName(reward).text;
}
