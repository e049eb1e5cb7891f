import { User } from '../../../db/entities';
import type { Deps } from '../deps';
import { REDEEM_HISTORY_PATH } from '#contract/site/public-routes';
import { queueMail, rewardFulfilledMail } from '../mail';

/** Tells the buyer, in their language, that their code is delivered (its last 4 only: decision 019). */
export async function mailRewardCode(deps: Deps, order: { userId: string; email: string | null; productName: string; last4: string }): Promise<void> {
  const user = await deps.em.findOneOrFail(User, { id: order.userId });
  queueMail(deps, rewardFulfilledMail({ email: order.email ?? user.email, name: user.name, locale: user.locale }, order.productName, order.last4, `${deps.config.publicUrl}${REDEEM_HISTORY_PATH}`));
}
