import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { credit } from '../wallet';
import { REFERRAL_TARGET } from '#contract/referrals/rules';
import type { ReferralSettings } from '#contract/referrals/schemas';

/**
 * Once per referrer, marked with the idempotent credit. With the bonus at 0 nobody is marked, so a
 * bonus set later reaches those already past the target.
 */
export async function payMilestones(deps: Deps, settings: ReferralSettings): Promise<void> {
  if (settings.milestoneBonusPaise <= 0) return;
  await deps.em.fork().transactional(async (em) => {
    const due = await sql<Pick<Row<'users'>, 'id'>>(
      em,
      `select u.id from users u
       where u.referral_milestone_paid_at is null
         and u.id in (select referrer_id from referrals where status = 'paid' group by referrer_id having count(*) >= ?)
       for update of u skip locked`,
      [REFERRAL_TARGET],
    );
    for (const { id } of due) {
      await sql(em, `update users set referral_milestone_paid_at = ? where id = ?`, [deps.clock.now(), id]);
      await credit({ ...deps, em }, {
        userId: id,
        from: 'referrals',
        kind: 'referral',
        amountPaise: settings.milestoneBonusPaise,
        line: { code: 'referral.milestone', values: { friends: REFERRAL_TARGET } },
        idempotencyKey: `referral-milestone:${id}`,
      });
    }
  });
}
