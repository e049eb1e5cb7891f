import { APPROVER_ROLES, type ApprovalKind, type ApprovalStatus, type ApprovalView } from '#contract/approvals/rules';
import { mayCall, type AdminRole } from '#contract/admin-auth/roles';
import type { Deps } from '../deps';
import { sql } from '../sql';

interface ListedRow {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  amount_paise: string | null;
  input: Record<string, unknown>;
  target_id: string | null;
  target_name: string | null;
  target_email: string | null;
  target_balance_paise: string | null;
  requested_by: string;
  requester_email: string;
  decided_by: string | null;
  decider_email: string | null;
  note: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

/**
 * The queue: pending requests oldest first (a pending one past its expiry reads as expired), or
 * the latest 100 decided. Each with the user it is about and their balance now, so the approver
 * sees what the credit leaves.
 */
export async function listApprovals(deps: Pick<Deps, 'em' | 'clock'>, input: { status: 'pending' | 'decided'; viewer: { id: string; role: AdminRole } }): Promise<ApprovalView[]> {
  const now = deps.clock.now();
  const rows = await sql<ListedRow>(
    deps.em,
    `select p.id, p.kind, case when p.status = 'pending' and p.expires_at <= ? then 'expired' else p.status end as status,
            p.amount_paise, p.input, p.note, p.created_at, p.expires_at, p.decided_at, p.requested_by, p.decided_by,
            u.id as target_id, u.name as target_name, u.email as target_email,
            (select coalesce(sum(w.balance), 0) from wallet_accounts w where w.user_id = u.id) as target_balance_paise,
            r.email as requester_email, d.email as decider_email
     from pending_approvals p
     join admins r on r.id = p.requested_by
     left join admins d on d.id = p.decided_by
     left join users u on u.id = p.target_user_id
     where ${input.status === 'pending' ? `p.status = 'pending'` : `(p.status <> 'pending' or p.expires_at <= ?)`}
     order by ${input.status === 'pending' ? 'p.created_at asc, p.id' : 'coalesce(p.decided_at, p.expires_at) desc, p.id'}
     limit 100`,
    input.status === 'pending' ? [now] : [now, now],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountPaise: row.amount_paise === null ? null : Number(row.amount_paise),
    input: row.input,
    target: row.target_id ? { id: row.target_id, name: row.target_name ?? '', email: row.target_email ?? '', balancePaise: Number(row.target_balance_paise ?? 0) } : null,
    requestedBy: { id: row.requested_by, email: row.requester_email },
    decidedBy: row.decided_by ? { id: row.decided_by, email: row.decider_email ?? '' } : null,
    note: row.note,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    mayDecide: row.status === 'pending' && row.requested_by !== input.viewer.id && mayCall(input.viewer.role, APPROVER_ROLES[row.kind]),
  }));
}
