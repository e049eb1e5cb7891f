import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { StoreReward } from '../api/store-queries';
import { useSession } from '../../auth';

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

/** What a wallet of `balancePaise` lacks to pay for `reward`; 0 when it can pay (or no one is signed in, or nothing is chosen). */
export function shortfallPaise(reward: StoreReward | null | undefined, balancePaise: number | undefined): number {
  return reward && typeof balancePaise === 'number' ? Math.max(0, reward.pricePaise - balancePaise) : 0;
}

/** The signed-in person's wallet balance, for `shortfallPaise`. */
export function useBalancePaise(): number | undefined {
  return useSession().data?.walletBalancePaise;
}

/** Said where the Buy or Pay button would be: nothing to press for a price the wallet cannot pay. */
export function NeedMore({ shortfallPaise, className = '' }: { shortfallPaise: number; className?: string }) {
  return <p className={`text-sm font-semibold text-amber-100 ${className}`}>{m['store.need-more']({ amount: formatRupees(shortfallPaise) })}</p>;
}
