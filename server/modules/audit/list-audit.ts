import type { Row } from '../../../db/row-types.gen';
import type { AuditEntryView, ListAuditInput } from '#contract/audit/schemas';
import { istDayStart } from '#contract/time/ist';
import type { Deps } from '../deps';
import { sql } from '../sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters as SQL conditions and their parameters; `to` takes in the whole of its IST day. */
function auditConditions(input: Omit<ListAuditInput, 'page' | 'pageSize'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    conditions.push(condition);
    params.push(value);
  };
  if (input.admin) add('lower(a.email) = lower(?)', input.admin);
  if (input.action) add('l.action = ?', input.action);
  if (input.targetType) add('l.target_type = ?', input.targetType);
  if (input.targetId) add('l.target_id = ?', input.targetId);
  if (input.from) add('l.created_at >= ?', istDayStart(input.from));
  if (input.to) add('l.created_at < ?', new Date(istDayStart(input.to).getTime() + DAY_MS));
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

/** The audit log, newest first, filtered. */
export async function listAudit(deps: Deps, input: ListAuditInput): Promise<{ entries: AuditEntryView[]; total: number }> {
  const { where, params } = auditConditions(input);
  const rows = await sql<Pick<Row<'audit_log'>, 'id' | 'action' | 'target_type' | 'target_id' | 'before' | 'after' | 'created_at'> & { admin_email: string | null; total_count: number }>(
    deps.em,
    `select l.id, a.email as admin_email, l.action, l.target_type, l.target_id, l.before, l.after, l.created_at, count(*) over ()::int as total_count
     from audit_log l left join admins a on a.id = l.admin_id ${where}
     order by l.created_at desc, l.id desc limit ? offset ?`,
    [...params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  const total = rows[0]?.total_count ?? (input.page === 1 ? 0 : (await sql<{ total: number }>(deps.em, `select count(*)::int as total from audit_log l left join admins a on a.id = l.admin_id ${where}`, params))[0]!.total);
  const entries = rows.map((row) => ({
    id: row.id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    createdAt: new Date(row.created_at),
  }));
  return { entries, total };
}
