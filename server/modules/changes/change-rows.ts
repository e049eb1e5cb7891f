import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminChange, ChangeKind, PublicChange } from '#contract/changes/schemas';
import type { RewardKind } from '#contract/enums';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';

export type ChangeRow = Narrowed<Row<'scheduled_changes'>, { kind: ChangeKind; status: AdminChange['status'] }> & {
  subject_name: string | null;
  product_kind: RewardKind | null;
};

/** Each change with its product's name or task's title, as it is now (a renamed product keeps its history). */
export function changeRows(em: EntityManager, { where, params = [], tail = '' }: { where: string; params?: unknown[]; tail?: string }): Promise<ChangeRow[]> {
  return sql<ChangeRow>(
    em,
    `select c.*, coalesce(p.name, t.title) as subject_name, p.kind as product_kind
       from scheduled_changes c
       left join reward_products p on c.kind = 'product-price' and p.id::text = c.subject
       left join tasks t on c.kind = 'task-reward' and t.id::text = c.subject
      where ${where} ${tail}`,
    params,
  );
}

export function toPublicChange(row: ChangeRow): PublicChange {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    subjectName: row.subject_name,
    productKind: row.product_kind,
    oldValuePaise: row.old_value,
    newValuePaise: row.new_value,
    announcedAt: new Date(row.announced_at),
    effectiveAt: new Date(row.effective_at),
    appliedAt: row.applied_at ? new Date(row.applied_at) : null,
  };
}

export function toAdminChange(row: ChangeRow): AdminChange {
  return { ...toPublicChange(row), status: row.status, scheduledBy: row.scheduled_by, cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null };
}
