import type { Row } from '../../../db/row-types.gen';
import { refuse } from '#contract/errors';
import type { UserSectionInput } from '#contract/users/user-page-schemas';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** Notes by admins about a user (migration 0053), newest first, with their author. */
export async function listUserNotes(deps: Deps, input: UserSectionInput) {
  const rows = await sql<Pick<Row<'admin_notes'>, 'id' | 'text' | 'created_at'> & { admin_email: string | null; total_count: number }>(
    deps.em,
    `select n.id, n.text, n.created_at, a.email as admin_email, count(*) over ()::int as total_count
     from admin_notes n left join admins a on a.id = n.admin_id
     where n.user_id = ? order by n.created_at desc, n.id desc limit ? offset ?`,
    [input.id, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const items = rows.map((row) => ({ id: row.id, text: row.text, adminEmail: row.admin_email, createdAt: new Date(row.created_at) }));
  return { items, total: rows[0]?.total_count ?? 0 };
}

/** A new note, audited with its text in the same transaction. */
export async function addUserNote(deps: Deps, input: { id: string; text: string; adminId: string }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const [note] = await sql<Pick<Row<'admin_notes'>, 'id'>>(
      em,
      `insert into admin_notes (user_id, admin_id, text, created_at) select id, ?, ?, ? from users where id = ? returning id`,
      [input.adminId, input.text, now, input.id],
    );
    if (!note) throw refuse('users.not-found');
    recordAudit({ ...deps, em }, { adminId: input.adminId, action: 'user.note', targetType: 'user', targetId: input.id, after: { noteId: note.id, text: input.text } });
    await em.flush();
    return { id: note.id, createdAt: now };
  });
}
