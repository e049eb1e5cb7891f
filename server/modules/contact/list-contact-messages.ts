import type { Deps } from '../deps';
import type { ListContactMessagesInput } from '#contract/contact/schemas';
import { sql } from '../sql';
import { CONTACT_COLUMNS, toContactView, type ContactRow } from './contact-rows';

/** The contact queue, oldest first unless `order` says newest, with the unread count. */
export async function listContactMessages(deps: Deps, input: ListContactMessagesInput) {
  const where = input.filter === 'all' ? '' : `where is_read = ${input.filter === 'read'}`;
  const rows = await sql<ContactRow & { total: string }>(
    deps.em,
    `select ${CONTACT_COLUMNS}, count(*) over () as total from contact_messages ${where} order by created_at ${input.order === 'newest' ? 'desc' : 'asc'}, id limit ? offset ?`,
    [input.pageSize, (input.page - 1) * input.pageSize],
  );
  const [unread] = await sql<{ count: string }>(deps.em, `select count(*) as count from contact_messages where not is_read`);
  const total = rows[0] ? Number(rows[0].total) : Number((await sql<{ count: string }>(deps.em, `select count(*) as count from contact_messages ${where}`))[0]!.count);
  return { contacts: rows.map(toContactView), total, unreadCount: Number(unread!.count) };
}
