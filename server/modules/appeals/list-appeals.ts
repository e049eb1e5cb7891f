import type { AdminAppeal, AppealItemKind } from '#contract/appeals/schemas';
import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { APPEAL_COLUMNS, toAppeal, type AppealRow } from './appeal-rows';
import { readHeldItems, type HeldItemFacts } from './held-items';

const QUEUE_SIZE = 100;

/**
 * The admin's queue: open appeals oldest first (the longest waiting answered first), or the latest
 * answered first (`order` turns either round); each with its person and the item's facts and reason as they stand now — null when the
 * item has since left every held state (paid, approved, delivered).
 */
export async function listAppeals(deps: Deps, input: { status: 'open' | 'answered'; order?: QueueOrder }): Promise<AdminAppeal[]> {
  const direction = (input.order ?? (input.status === 'open' ? 'oldest' : 'newest')) === 'newest' ? 'desc' : 'asc';
  const rows = await sql<AppealRow & { user_name: string; user_email: string; user_blocked: boolean }>(
    deps.em,
    `select ${APPEAL_COLUMNS}, u.name as user_name, u.email as user_email, u.is_blocked as user_blocked
     from appeals a join users u on u.id = a.user_id
     where ${input.status === 'open' ? `a.status = 'open' order by a.created_at ${direction}, a.id` : `a.status <> 'open' order by a.answered_at ${direction}, a.id`}
     limit ${QUEUE_SIZE}`,
  );
  const items = new Map<string, HeldItemFacts>();
  const kinds = [...new Set(rows.map((row) => row.item_kind))];
  for (const kind of kinds) {
    const ids = rows.filter((row) => row.item_kind === kind).map((row) => row.item_id);
    for (const item of await readHeldItems(deps, { ids }, [kind as AppealItemKind])) items.set(`${kind}:${item.id}`, item);
  }
  return rows.map((row) => {
    const item = items.get(`${row.item_kind}:${row.item_id}`);
    return {
      ...toAppeal(row),
      user: { id: row.user_id, name: row.user_name, email: row.user_email, isBlocked: row.user_blocked },
      itemKind: row.item_kind,
      itemId: row.item_id,
      item: item && item.ownerId === row.user_id ? { kind: item.kind, id: item.id, subject: item.subject, number: item.number, amountPaise: item.amountPaise, since: item.since, reason: item.reason, note: item.note } : null,
      answeredBy: row.answered_by,
    };
  });
}
