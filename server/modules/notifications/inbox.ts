import { notificationContentSchema } from '#contract/notifications/kinds';
import { INBOX_PAGE_SIZE } from '#contract/notifications/rules';
import type { Inbox, InboxInput } from '#contract/notifications/schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';

interface InboxRow {
  id: string;
  kind: string;
  values: unknown;
  created_at: Date;
  read_at: Date | null;
}

/** A person's notifications, newest first (ids are time-ordered), a page at a time, older than `cursor`. */
export async function listInbox(deps: Deps, userId: string, input: InboxInput): Promise<Inbox> {
  const rows = await sql<InboxRow>(
    deps.em,
    `select id, kind, "values", created_at, read_at from notifications
     where user_id = ? and (?::uuid is null or id < ?::uuid) order by id desc limit ?`,
    [userId, input.cursor ?? null, input.cursor ?? null, INBOX_PAGE_SIZE + 1],
  );
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  return {
    items: page.map((row) => ({ id: row.id, createdAt: new Date(row.created_at), read: row.read_at !== null, ...notificationContentSchema.parse({ kind: row.kind, values: row.values }) })),
    nextCursor: rows.length > INBOX_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** Unread notifications, counted up to one more than a page (the bell shows "20+"). */
export async function countUnread(deps: Deps, userId: string): Promise<{ unread: number }> {
  const [row] = await sql<{ unread: number }>(
    deps.em,
    `select count(*)::int as unread from (select 1 from notifications where user_id = ? and read_at is null limit ?) as unread`,
    [userId, INBOX_PAGE_SIZE + 1],
  );
  return { unread: row!.unread };
}

/** Marks one of the person's own notifications read (another's id changes nothing). */
export async function markRead(deps: Deps, userId: string, id: string): Promise<{ unread: number }> {
  await sql(deps.em, `update notifications set read_at = ? where id = ? and user_id = ? and read_at is null`, [deps.clock.now(), id, userId]);
  return countUnread(deps, userId);
}

export async function markAllRead(deps: Deps, userId: string): Promise<{ unread: number }> {
  await sql(deps.em, `update notifications set read_at = ? where user_id = ? and read_at is null`, [deps.clock.now(), userId]);
  return { unread: 0 };
}
