import type { EntityManager } from '@mikro-orm/postgresql';
import type { RewardKind, RewardOrderStatus } from '#contract/enums';
import { refuse } from '#contract/errors';
import { sql } from '../sql';

export interface LockedOrder {
  id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  kind: RewardKind;
  price_paise: string;
  email: string | null;
  status: RewardOrderStatus;
  code_id: string | null;
  reported_at: string | null;
  report_note: string | null;
  reissue_count: number;
  fulfilled_at: string | null;
}

/** Locked so two admins' actions take turns and the second sees the first's outcome. Unknown: 404. */
export async function lockRewardOrder(em: EntityManager, id: string): Promise<LockedOrder> {
  const [order] = await sql<LockedOrder>(
    em,
    `select o.id, o.user_id, o.product_id, p.name as product_name, p.kind, o.price_paise, o.email, o.status, o.code_id, o.reported_at, o.report_note, o.reissue_count, o.fulfilled_at
     from reward_orders o join reward_products p on p.id = o.product_id where o.id = ? for update of o`,
    [id],
  );
  if (!order) throw refuse('rewards.order-not-found');
  return order;
}
