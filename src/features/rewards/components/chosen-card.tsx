import { formatRupees } from '#kit/lib/format';
import { productWords } from '#i18n/product-words';
import { m } from '#i18n/paraglide/messages';
import type { StoreReward } from '../api/store-queries';
import { StockState } from './stock-state';
import { SpreadFact } from '../../../components/ui/feedback';

/** The gift card the choices point at: its price, region, validity and stock. */
export function ChosenCard({ reward }: { reward: StoreReward }) {
  const words = productWords(reward);
  return (
    <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
      <h2 className="text-lg font-bold text-white" lang={words.name.lang}>
        {words.name.text}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <SpreadFact term={m['store.generator.price']()} valueClassName="font-semibold text-white">
          {formatRupees(reward.pricePaise)}
        </SpreadFact>
        <SpreadFact term={m['store.confirm.region']()}>
          <span lang={words.region.lang}>{words.region.text}</span>
        </SpreadFact>
        <SpreadFact term={m['store.confirm.validity']()}>
          <span lang={words.validity.lang}>{words.validity.text}</span>
        </SpreadFact>
      </dl>
      <StockState reward={reward} className="mt-2" />
    </div>
  );
}
