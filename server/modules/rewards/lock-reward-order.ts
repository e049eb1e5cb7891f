import type { EntityManager } from '@mikro-orm/postgresql';
import type { RewardKind, RewardOrderStatus } from '#contract/enums';
import { refuse } from '#contract/errors';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** The order's columns, its product's kind, and the product's name (aliased product_name). */
export type LockedOrder = Narrowed<
  Pick<
    Row<'reward_orders'>,
    'id' | 'user_id' | 'product_id' | 'price_paise' | 'email' | 'status' | 'code_id' | 'reported_at' | 'report_note' | 'reissue_count' | 'fulfilled_at'
  >,
  { status: RewardOrderStatus }
> &
  Narrowed<Pick<Row<'reward_products'>, 'kind'>, { kind: RewardKind }> & { product_name: string };

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
