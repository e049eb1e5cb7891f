import { PromoCode } from '../../../db/entities';
import { cachedRead } from '../cache/site-cache';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';

/** The site cache's topic of promo codes (migration 0029 announces every change of promo_codes). */
export const PROMO_TOPIC = 'promo';

/** Today's code (IST), when an admin scheduled an active one; null otherwise. Cached per IST day until a promo code changes. */
export function getDailyPromo(deps: Deps): Promise<{ code: string; amountPaise: number } | null> {
  const today = istDate(deps.clock.now());
  return cachedRead(deps, PROMO_TOPIC, `daily:${today}`, async () => {
    const promo = await deps.em.findOne(PromoCode, { dailyFor: today, isActive: true, vipOnly: false });
    return promo ? { code: promo.code, amountPaise: promo.amountPaise } : null;
  });
}
