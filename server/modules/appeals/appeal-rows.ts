import type { EntityManager } from '@mikro-orm/postgresql';
import type { Appeal, AppealItemKind, AppealStatus } from '#contract/appeals/schemas';
import type { Row } from '../../../db/row-types.gen';
import { sql, type Narrowed } from '../sql';

export type AppealRow = Narrowed<Row<'appeals'>, { item_kind: AppealItemKind; status: AppealStatus }>;

export const APPEAL_COLUMNS = 'a.id, a.user_id, a.item_kind, a.item_id, a.message, a.status, a.answer, a.answered_by, a.created_at, a.answered_at';

export function toAppeal(row: AppealRow): Appeal {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    answer: row.answer,
    createdAt: new Date(row.created_at),
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
  };
}

/** Each item's latest appeal by this person, keyed `kind:id`. */
export async function latestAppealsOf(em: EntityManager, userId: string): Promise<Map<string, AppealRow>> {
  const rows = await sql<AppealRow>(
    em,
    `select distinct on (a.item_kind, a.item_id) ${APPEAL_COLUMNS} from appeals a where a.user_id = ? order by a.item_kind, a.item_id, a.created_at desc, a.id desc`,
    [userId],
  );
  return new Map(rows.map((row) => [`${row.item_kind}:${row.item_id}`, row]));
}
