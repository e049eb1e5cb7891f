import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { istDate, istDayStart } from '#contract/time/ist';
import { EARNED_PAISE_SQL } from './earned-paise';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import type { ReferralSettings } from '#contract/referrals/schemas';

/** The first instant of the IST calendar month an instant falls in. */
function istMonthStart(instant: Date): Date {
  return istDayStart(`${istDate(instant).slice(0, 7)}-01`);
}

/**
 * Pending → held or review (decision 021), each in its own transaction with the referrer's row
 * locked so two processes cannot both pass the monthly cap.
 */
export async function qualifyReferrals(deps: Deps, settings: ReferralSettings): Promise<void> {
  const now = deps.clock.now();
  const ready = await sql<Pick<Row<'referrals'>, 'id' | 'referrer_id'>>(
    deps.em,
    `select r.id, r.referrer_id from referrals r join users f on f.id = r.friend_id
     where r.status = 'pending' and f.email_verified_at is not null and not f.is_blocked and f.deleted_at is null
       and ${EARNED_PAISE_SQL} >= ?`,
    [settings.qualifyWindowDays, settings.qualifyPaise],
  );
  for (const referral of ready) {
    await deps.em.fork().transactional(async (em) => {
      await sql(em, `select 1 from users where id = ? for update`, [referral.referrer_id]);
      const [row] = await sql<Pick<Row<'referrals'>, 'flags'> & { this_month: string }>(
        em,
        `select r.flags,
           (select count(*) from referrals o where o.referrer_id = r.referrer_id and o.status in ('held', 'paid') and o.qualified_at >= ?) as this_month
         from referrals r where r.id = ? and r.status = 'pending' for update of r`,
        [istMonthStart(now), referral.id],
      );
      if (!row) return;
      const flags = [...row.flags];
      if (Number(row.this_month) >= settings.maxPaidPerReferrerPerMonth) flags.push('monthly-cap');
      const clearsAt = new Date(now.getTime() + settings.holdDays * DAY_MS);
      if (flags.length) {
        await sql(em, `update referrals set status = 'review', flags = ?::text[], reason = ?, qualified_at = ?, clears_at = ? where id = ?`, [`{${flags.join(',')}}`, REFERRAL_REASONS.review, now, clearsAt, referral.id]);
      } else {
        await sql(em, `update referrals set status = 'held', qualified_at = ?, clears_at = ? where id = ?`, [now, clearsAt, referral.id]);
      }
    });
  }
}
