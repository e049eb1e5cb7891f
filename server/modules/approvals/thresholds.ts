import { Admin, SiteSetting } from '../../../db/entities';
import { APPROVAL_KINDS, approvalThresholdsSchema, DEFAULT_APPROVAL_THRESHOLDS, type ApprovalKind, type ApprovalState, type ApprovalThresholds } from '#contract/approvals/rules';
import { refuse } from '#contract/errors';
import { SETTING_KEYS } from '#contract/settings/schemas';
import { recordAudit } from '../audit';
import type { Deps } from '../deps';
import { writeSetting } from '../settings';
import { sql } from '../sql';

const THRESHOLD_OF: Record<ApprovalKind, keyof ApprovalThresholds> = { 'balance-credit': 'balanceCreditPaise', 'promo-code': 'promoTotalPaise' };

/** The owner's thresholds; the defaults until they set any (a stored value that no longer fits counts as the defaults: approval stays on). */
export async function readThresholds(deps: Pick<Deps, 'em'>): Promise<ApprovalThresholds> {
  const row = await deps.em.findOne(SiteSetting, { key: SETTING_KEYS.approvalThresholds });
  const stored = approvalThresholdsSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_APPROVAL_THRESHOLDS;
}

/**
 * Sets the thresholds (the owner). Switching one off (null) is allowed only while the owner is the
 * site's one active admin: with two, a second pair of eyes is always there to ask. Audited.
 */
export async function updateThresholds(deps: Deps, input: ApprovalThresholds & { adminId: string }) {
  return deps.em.transactional(async (em) => {
    const txDeps = { ...deps, em };
    const before = await readThresholds(txDeps);
    const after: ApprovalThresholds = { balanceCreditPaise: input.balanceCreditPaise, promoTotalPaise: input.promoTotalPaise };
    const switchingOff = APPROVAL_KINDS.some((kind) => after[THRESHOLD_OF[kind]] === null && before[THRESHOLD_OF[kind]] !== null);
    if (switchingOff && (await countActiveAdmins(em)) > 1) throw refuse('approvals.off-needs-sole-admin');
    await writeSetting(txDeps, SETTING_KEYS.approvalThresholds, after);
    recordAudit(txDeps, { adminId: input.adminId, action: 'settings.approval-thresholds', targetType: 'setting', targetId: SETTING_KEYS.approvalThresholds, before, after });
    await em.flush();
    return approvalState(txDeps);
  });
}

/** What the dashboard and the navigation read: the queue's length, the thresholds, which are off, and how many active admins there are. */
export async function approvalState(deps: Pick<Deps, 'em' | 'clock'>): Promise<ApprovalState> {
  const thresholds = await readThresholds(deps);
  const [counted] = await sql<{ pending: string }>(deps.em, `select count(*) as pending from pending_approvals where status = 'pending' and expires_at > ?`, [deps.clock.now()]);
  return {
    pendingCount: Number(counted?.pending ?? 0),
    thresholds,
    off: APPROVAL_KINDS.filter((kind) => thresholds[THRESHOLD_OF[kind]] === null),
    adminCount: await countActiveAdmins(deps.em),
  };
}

/** A disabled admin cannot approve anything: only active ones make a second admin (decision 051). */
function countActiveAdmins(em: Deps['em']): Promise<number> {
  return em.count(Admin, { disabledAt: null });
}
