import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { StoreReward } from '../api/store-queries';
import { StockState } from './stock-state';
import { SpreadFact } from '../../../components/ui/feedback';

/** The gift card the choices point at: its price, region, validity and stock. */
export function ChosenCard({ reward }: { reward: StoreReward }) {
  return (
    <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <h2 className="text-lg font-bold text-white">{reward.name}</h2>
      <dl className="mt-2 space-y-1 text-sm">
        <SpreadFact term={m['store.generator.price']()} valueClassName="font-semibold text-white">
          {formatRupees(reward.pricePaise)}
        </SpreadFact>
        <SpreadFact term={m['store.confirm.region']()}>{reward.region}</SpreadFact>
        <SpreadFact term={m['store.confirm.validity']()}>{reward.validity}</SpreadFact>
      </dl>
      <StockState reward={reward} className="mt-2" />
    </div>
  );
}
