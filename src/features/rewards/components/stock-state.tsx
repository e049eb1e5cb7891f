import { formatCount } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { StoreReward } from '../api/store-queries';

/** A product can be bought when it is in stock, or out of stock with the admin's promise of a time. */
export const canBuy = (reward: StoreReward) => reward.inStock || reward.promiseHours !== null;

/** "In stock", the promised time of an out-of-stock product, or plain "Out of stock". */
function stockText(reward: StoreReward): string {
  return reward.inStock ? m['store.in-stock']() : reward.promiseHours !== null ? m['store.fulfil-within']({ hours: formatCount(reward.promiseHours) }) : m['store.out-of-stock']();
}

/** The server's stock state in words, green in stock and amber otherwise. */
export function StockState({ reward, className = '' }: { reward: StoreReward; className?: string }) {
  return <p className={`text-xs font-semibold ${reward.inStock ? 'text-emerald-300' : 'text-amber-200'} ${className}`}>{stockText(reward)}</p>;
}
