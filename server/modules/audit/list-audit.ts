import { AuditEntry } from '../../../db/entities';
import type { Deps } from '../deps';

export async function listAudit(deps: Deps, input: { page: number; pageSize: number }) {
  const [entries, total] = await deps.em.findAndCount(AuditEntry, {}, {
    populate: ['admin'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      adminEmail: entry.admin?.email ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt,
    })),
    total,
  };
}
