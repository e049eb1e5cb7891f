import { PromoCode } from '../../../db/entities';
import type { Deps } from '../deps';
import { istDate } from '../time/ist';

/** Today's code (IST), when an admin scheduled an active one; null otherwise. */
export async function getDailyPromo(deps: Deps): Promise<{ code: string; amountPaise: number } | null> {
  const promo = await deps.em.findOne(PromoCode, { dailyFor: istDate(deps.clock.now()), isActive: true, vipOnly: false });
  return promo ? { code: promo.code, amountPaise: promo.amountPaise } : null;
}
