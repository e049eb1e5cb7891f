import type { CapabilityImpact } from '#contract/capabilities/impact';
import type { Deps } from '../deps';
import { sql } from '../sql';

/** One statement: each capability's count of what a switch-off leaves waiting (orders, reviews, holds, members, credits). */
export async function getCapabilityImpact(deps: Deps): Promise<CapabilityImpact> {
  const now = deps.clock.now();
  const [row] = await sql<Record<keyof CapabilityImpact, string>>(
    deps.em,
    `select (select count(*) from reward_orders where status = 'pending') as store,
            (select count(*) from referrals where status = 'held') as referrals,
            (select count(*) from task_submissions where status = 'pending') as tasks,
            (select count(distinct user_id) from vip_orders where status in ('paid', 'refunded') and granted_from <= ? and granted_until > ?) as vip,
            (select count(*) from offerwall_credits where status = 'pending') as offerwalls`,
    [now, now],
  );
  return { store: Number(row?.store ?? 0), referrals: Number(row?.referrals ?? 0), tasks: Number(row?.tasks ?? 0), vip: Number(row?.vip ?? 0), offerwalls: Number(row?.offerwalls ?? 0) };
}
