import { APPROVAL_EXPIRY_DAYS, APPROVER_ROLES, type ApprovalKind } from '#contract/approvals/rules';
import { mayCall, rolesAllowed, type AdminRole } from '#contract/admin-auth/roles';
import { refuse } from '#contract/errors';
import { createPromoCodeCheckedSchema } from '#contract/promo/schemas';
import { adjustBalanceInputSchema } from '#contract/wallet/schemas';
import type { Row } from '../../../db/row-types.gen';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { createPromoCode } from '../promo';
import { sql } from '../sql';
import { adjustBalance } from '../wallet';

type ApprovalRow = Pick<Row<'pending_approvals'>, 'id' | 'kind' | 'requested_by' | 'input' | 'status' | 'expires_at'>;

interface Decision {
  id: string;
  adminId: string;
  role: AdminRole;
  note?: string;
}

/**
 * Locks the request and checks it may be decided by this admin: still pending and not expired,
 * not their own, and their role may do the action itself. Two admins deciding at once queue on
 * the lock; the second finds it decided.
 */
async function lockDecidable(deps: Deps, decision: Decision): Promise<ApprovalRow> {
  const [row] = await sql<ApprovalRow>(deps.em, `select id, kind, requested_by, input, status, expires_at from pending_approvals where id = ? for update`, [decision.id]);
  if (!row) throw refuse('approvals.not-found');
  if (row.status !== 'pending') throw refuse('approvals.already-decided');
  if (new Date(row.expires_at) <= deps.clock.now()) throw refuse('approvals.expired', { days: APPROVAL_EXPIRY_DAYS });
  if (row.requested_by === decision.adminId) throw refuse('approvals.own-request');
  const access = APPROVER_ROLES[row.kind as ApprovalKind];
  if (!mayCall(decision.role, access)) throw refuse('admin-auth.role-required', { roles: rolesAllowed(access) });
  return row;
}

/** Performs the parked action as the requester asked it, inside the approval's transaction. */
async function perform(deps: Deps, row: ApprovalRow, approverRole: AdminRole): Promise<Record<string, unknown>> {
  if (row.kind === 'balance-credit') {
    const input = adjustBalanceInputSchema.parse(row.input);
    // The requester's adjustment, under the key their dialog made: applied once even if performed twice.
    return adjustBalance(deps, { ...input, userId: input.id, adminId: row.requested_by });
  }
  // A content admin approving is held to their own limit too (decision 046).
  const promo = await createPromoCode(deps, { ...createPromoCodeCheckedSchema.parse(row.input), adminId: row.requested_by, adminRole: approverRole });
  return { promoCodeId: promo.id, code: promo.code };
}

/** Another admin approves: the action takes effect exactly once, with the approval, in one transaction (decision 048). */
export async function approveRequest(deps: Deps, decision: Decision) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const row = await lockDecidable(txDeps, decision);
    const result = await perform(txDeps, row, decision.role);
    await sql(em, `update pending_approvals set status = 'approved', decided_by = ?, decided_at = ?, note = ?, result = ?::jsonb where id = ?`, [
      decision.adminId,
      deps.clock.now(),
      decision.note ?? null,
      JSON.stringify(result),
      row.id,
    ]);
    recordAudit(txDeps, { adminId: decision.adminId, action: 'approval.approve', targetType: 'approval', targetId: row.id, before: { status: 'pending' }, after: { status: 'approved', kind: row.kind, result } });
    await em.flush();
    return { status: 'approved' as const };
  });
}

/** Another admin rejects: nothing is performed; the requester sees the note in the queue. */
export async function rejectRequest(deps: Deps, decision: Decision) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const row = await lockDecidable(txDeps, decision);
    await sql(em, `update pending_approvals set status = 'rejected', decided_by = ?, decided_at = ?, note = ? where id = ?`, [decision.adminId, deps.clock.now(), decision.note ?? null, row.id]);
    recordAudit(txDeps, { adminId: decision.adminId, action: 'approval.reject', targetType: 'approval', targetId: row.id, before: { status: 'pending' }, after: { status: 'rejected', kind: row.kind, note: decision.note ?? null } });
    await em.flush();
    return { status: 'rejected' as const };
  });
}
