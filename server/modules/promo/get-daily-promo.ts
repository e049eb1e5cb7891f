import { PromoCode } from '../../../db/entities';
import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';

/** An IST day's code, by day, until a promo code changes (a redemption's use count is not announced: this does not show it). */
const DAILY_PROMO = new CachedRead<string, { code: string; amountPaise: number } | null, Deps>({
  name: 'daily promo code',
  key: (istDay) => istDay,
  read: async (deps, istDay) => {
    const promo = await deps.em.findOne(PromoCode, { dailyFor: istDay, isActive: true, vipOnly: false });
    return promo ? { code: promo.code, amountPaise: promo.amountPaise } : null;
  },
  maxEntries: 256,
  forgetOn: { promo: 'all' },
  public: true,
});

/** Today's code (IST), when an admin scheduled an active one; null otherwise. */
export function getDailyPromo(deps: Deps): Promise<{ code: string; amountPaise: number } | null> {
  return DAILY_PROMO.get(deps, istDate(deps.clock.now()));
}
