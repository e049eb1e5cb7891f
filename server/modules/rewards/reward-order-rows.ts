import type { EntityManager } from '@mikro-orm/postgresql';
import type { RewardKind, RewardOrderStatus } from '#contract/enums';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { AdminRewardOrderView, RewardOrderQueueFilter, RewardOrderView } from '#contract/rewards/schemas';
import type { QueueOrder } from '#contract/shared-schemas';
import type { ProviderOrderState, ProviderWaitReason } from '#contract/rewards/rules';

/** The order's columns, its product's kind, the left-joined code's last 4 (null without one), and the aliased ones. */
type OrderRow = Narrowed<
  Pick<
    Row<'reward_orders'>,
    | 'id'
    | 'product_id'
    | 'price_paise'
    | 'email'
    | 'free_fire_uid'
    | 'status'
    | 'code_id'
    | 'reference'
    | 'reason'
    | 'report_note'
    | 'reissue_count'
    | 'created_at'
    | 'fulfilled_at'
    | 'rejected_at'
    | 'reported_at'
  >,
  { status: RewardOrderStatus }
> &
  Narrowed<Pick<Row<'reward_products'>, 'kind'>, { kind: RewardKind }> &
  {
    last4: Row<'reward_codes'>['last4'] | null;
    product_name: string;
    user_id: string;
    user_name: string;
    user_email: string;
    revealed_at: string | null;
    supplier_state: ProviderOrderState | null;
    supplier_reason: string | null;
    wait_reason: ProviderWaitReason | null;
  };

function dateOrNull(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

function toView(row: OrderRow): RewardOrderView {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    kind: row.kind,
    pricePaise: Number(row.price_paise),
    email: row.email,
    freeFireUid: row.free_fire_uid,
    status: row.status,
    hasCode: row.code_id !== null,
    reference: row.reference,
    reason: row.reason,
    reportNote: row.report_note,
    reissueCount: row.reissue_count,
    createdAt: new Date(row.created_at),
    fulfilledAt: dateOrNull(row.fulfilled_at),
    rejectedAt: dateOrNull(row.rejected_at),
    reportedAt: dateOrNull(row.reported_at),
    waitReason: row.wait_reason,
  };
}

/**
 * A reported order's first reveal of the code it reported: reveals are audited (never a column), and
 * a reissue starts a new code, so only reveals after the latest reissue count.
 */
const REVEALED_AT = `case when o.reported_at is null then null else (
  select min(a.created_at) from audit_log a
  where a.target_type = 'reward-order' and a.target_id = o.id::text and a.action = 'rewards.reveal'
    and a.created_at > coalesce((select max(r.created_at) from audit_log r where r.target_type = 'reward-order' and r.target_id = o.id::text and r.action = 'rewards.reissue-code'), '-infinity')
) end`;

/** `where` filters on alias o. Never reads the code: only its last 4, for admins. Newest first unless `order` says oldest. */
async function orderPage(em: EntityManager, where: string, params: unknown[], page: { page: number; pageSize: number; order?: QueueOrder }) {
  const direction = page.order === 'oldest' ? 'asc' : 'desc';
  const rows = await sql<OrderRow>(
    em,
    `select o.id, o.product_id, p.name as product_name, p.kind, o.price_paise, o.email, o.free_fire_uid, o.status, o.code_id, c.last4,
            o.reference, o.reason, o.report_note, o.reissue_count, o.created_at, o.fulfilled_at, o.rejected_at, o.reported_at,
            u.id as user_id, u.name as user_name, u.email as user_email, ${REVEALED_AT} as revealed_at, po.state as supplier_state, po.last_reason as supplier_reason,
            case when o.status = 'pending' and po.state <> 'closed' then po.wait_reason end as wait_reason
     from reward_orders o join reward_products p on p.id = o.product_id join users u on u.id = o.user_id left join reward_codes c on c.id = o.code_id
       left join provider_orders po on po.id = o.id
     where ${where} order by o.created_at ${direction}, o.id ${direction} limit ? offset ?`,
    [...params, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const [count] = await sql<{ total: number }>(em, `select count(*)::int as total from reward_orders o where ${where}`, params);
  return { rows, total: count?.total ?? 0 };
}

export async function userOrderPage(em: EntityManager, userId: string, page: { page: number; pageSize: number }) {
  const { rows, total } = await orderPage(em, 'o.user_id = ?', [userId], page);
  return { orders: rows.map(toView), total };
}

/** One of the user's own orders, or null when there is none with this id in their account. */
export async function userOrderById(em: EntityManager, userId: string, id: string): Promise<RewardOrderView | null> {
  const { rows } = await orderPage(em, 'o.id = ? and o.user_id = ?', [id, userId], { page: 1, pageSize: 1 });
  return rows[0] ? toView(rows[0]) : null;
}

function toAdminView(row: OrderRow): AdminRewardOrderView {
  const supplier = row.supplier_state === null ? null : { state: row.supplier_state, reason: row.supplier_reason };
  return { ...toView(row), user: { id: row.user_id, name: row.user_name, email: row.user_email }, codeLast4: row.last4, revealedAt: dateOrNull(row.revealed_at), supplier };
}

/** `reported`: fulfilled orders whose code the buyer reported (a reissue or refund takes them out). */
export async function adminOrderPage(em: EntityManager, status: RewardOrderQueueFilter | undefined, page: { page: number; pageSize: number; order: QueueOrder }) {
  const [where, params]: [string, unknown[]] = status === 'reported' ? [`o.status = 'fulfilled' and o.reported_at is not null`, []] : status ? ['o.status = ?', [status]] : ['true', []];
  const { rows, total } = await orderPage(em, where, params, page);
  return { orders: rows.map(toAdminView), total };
}

/** One order as its admin answer (after a fulfil, reject or reissue). */
export async function adminOrderById(em: EntityManager, id: string): Promise<AdminRewardOrderView> {
  const { rows } = await orderPage(em, 'o.id = ?', [id], { page: 1, pageSize: 1 });
  return toAdminView(rows[0]!);
}
