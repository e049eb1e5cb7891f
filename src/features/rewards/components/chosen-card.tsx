import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { StoreReward } from '../api/store-queries';
import { StockState } from './stock-state';

/** The gift card the choices point at: its price, region, validity and stock. */
export function ChosenCard({ reward }: { reward: StoreReward }) {
  return (
    <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <h2 className="text-lg font-bold text-white">{reward.name}</h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-indigo-300">{m['store.generator.price']()}</dt>
          <dd className="font-semibold text-white">{formatRupees(reward.pricePaise)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-indigo-300">{m['store.confirm.region']()}</dt>
          <dd className="min-w-0 break-words text-white">{reward.region}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-indigo-300">{m['store.confirm.validity']()}</dt>
          <dd className="min-w-0 break-words text-white">{reward.validity}</dd>
        </div>
      </dl>
      <StockState reward={reward} className="mt-2" />
    </div>
  );
}
