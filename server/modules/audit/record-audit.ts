import { AuditEntry } from '../../../db/entities';
import type { Deps } from '../deps';

export interface AuditInput {
  adminId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Persisted with the caller's flush, so the log entry and the change commit together. */
export function recordAudit(deps: Pick<Deps, 'em' | 'clock'>, input: AuditInput): void {
  deps.em.create(AuditEntry, {
    admin: input.adminId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    before: input.before ?? null,
    after: input.after ?? null,
    createdAt: deps.clock.now(),
  });
}
