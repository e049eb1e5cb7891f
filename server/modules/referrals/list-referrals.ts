import type { QueueOrder } from '#contract/shared-schemas';
import type { Deps } from '../deps';
import { sql } from '../sql';
import { adminReferralRows } from './admin-referral-rows';
import { getReferralSettings } from './get-referral-settings';
import type { AdminReferral, ReferralStatus } from '#contract/referrals/schemas';

/** The admin's queue, oldest first unless `order` says newest, by status and/or flagged. */
export async function listReferrals(
  deps: Deps,
  input: { page: number; pageSize: number; order: QueueOrder; status?: ReferralStatus; flagged?: boolean },
): Promise<{ referrals: AdminReferral[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (input.status) {
    conditions.push('r.status = ?');
    params.push(input.status);
  }
  if (input.flagged !== undefined) conditions.push(input.flagged ? 'cardinality(r.flags) > 0' : 'cardinality(r.flags) = 0');
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const direction = input.order === 'newest' ? 'desc' : 'asc';
  const settings = await getReferralSettings(deps);
  const [count] = await sql<{ total: string }>(deps.em, `select count(*) as total from referrals r ${where}`, params);
  const referrals = await adminReferralRows(deps.em, where, params, settings.qualifyWindowDays, `order by r.created_at ${direction}, r.id ${direction} limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`);
  return { referrals, total: Number(count!.total) };
}
