import { APPROVAL_EXPIRY_DAYS, type ApprovalKind } from '#contract/approvals/rules';
import { refuse } from '#contract/errors';
import { User } from '../../../db/entities';
import type { Row } from '../../../db/row-types.gen';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { sql } from '../sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parks an action above its threshold for another admin (decision 048): its whole validated input
 * is kept and performed as it stands on approval. A retry with the same idempotency key answers the
 * first request. Audited as `approval.request`.
 */
export async function requestApproval(
  deps: Deps,
  request: { kind: ApprovalKind; adminId: string; input: Record<string, unknown>; amountPaise: number | null; targetUserId: string | null },
): Promise<{ approvalId: string }> {
  return deps.em.transactional(async (em) => {
    if (request.targetUserId && !(await em.count(User, { id: request.targetUserId }))) throw refuse('users.not-found');
    const now = deps.clock.now();
    const [created] = await sql<Pick<Row<'pending_approvals'>, 'id'>>(
      em,
      `insert into pending_approvals (kind, requested_by, input, amount_paise, target_user_id, created_at, expires_at) values (?, ?, ?::jsonb, ?, ?, ?, ?)
       on conflict (requested_by, (input->>'idempotencyKey')) where (input->>'idempotencyKey') is not null do nothing returning id`,
      [request.kind, request.adminId, JSON.stringify(request.input), request.amountPaise, request.targetUserId, now, new Date(now.getTime() + APPROVAL_EXPIRY_DAYS * DAY_MS)],
    );
    if (!created) {
      const [first] = await sql<Pick<Row<'pending_approvals'>, 'id'>>(em, `select id from pending_approvals where requested_by = ? and input->>'idempotencyKey' = ?`, [
        request.adminId,
        String(request.input.idempotencyKey),
      ]);
      return { approvalId: first!.id };
    }
    recordAudit({ ...deps, em }, { adminId: request.adminId, action: 'approval.request', targetType: 'approval', targetId: created.id, after: { kind: request.kind, amountPaise: request.amountPaise, input: request.input } });
    await em.flush();
    return { approvalId: created.id };
  });
}
