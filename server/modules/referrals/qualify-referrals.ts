import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../clock';
import { getCapabilities } from '../capabilities';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { istDate, istDayStart } from '#contract/time/ist';
import { EARNED_PAISE_SQL } from './earned-paise';
import { SHOWN_REFERRAL_SETTINGS } from './get-referral-settings';
import { REFERRAL_REASONS } from '#contract/referrals/reasons';
import type { ReferralSettings } from '#contract/referrals/schemas';

type ReadyReferral = Pick<Row<'referrals'>, 'id' | 'referrer_id'>;

/** The first instant of the IST calendar month an instant falls in. */
function istMonthStart(instant: Date): Date {
  return istDayStart(`${istDate(instant).slice(0, 7)}-01`);
}

/** Pending referrals whose friend is verified, in good standing and has earned ₹Y in the window; `friendId` narrows to one friend. */
function readyReferrals(em: EntityManager, settings: ReferralSettings, friendId?: string): Promise<ReadyReferral[]> {
  return sql<ReadyReferral>(
    em,
    `select r.id, r.referrer_id from referrals r join users f on f.id = r.friend_id
     where r.status = 'pending' and f.email_verified_at is not null and not f.is_blocked and f.deleted_at is null
       ${friendId ? 'and r.friend_id = ?' : ''} and ${EARNED_PAISE_SQL} >= ?`,
    friendId ? [friendId, settings.qualifyWindowDays, settings.qualifyPaise] : [settings.qualifyWindowDays, settings.qualifyPaise],
  );
}

/**
 * Pending → held or review (decision 021) in the caller's transaction, with the referrer's row locked
 * so two processes cannot both pass the monthly cap.
 */
async function qualifyReferral(em: EntityManager, referral: ReadyReferral, settings: ReferralSettings, now: Date): Promise<void> {
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
}

/** The job's sweep: every ready referral, each in its own transaction (a friend's earning usually did it already). */
export async function qualifyReferrals(deps: Deps, settings: ReferralSettings): Promise<void> {
  const now = deps.clock.now();
  for (const referral of await readyReferrals(deps.em, settings)) {
    await deps.em.fork().transactional((em) => qualifyReferral(em, referral, settings, now));
  }
}

/**
 * Called by every operation that credits a qualifying earning (a game prize, the daily login, a task, an
 * offerwall release), in its transaction after the credit: the friend qualifies in the same commit as the
 * rupees that made them, so /invite never shows "Earned ₹6 of ₹5" beside "has until … to qualify".
 */
export async function qualifyReferralOnEarning(deps: Deps, friendId: string): Promise<void> {
  if (!(await getCapabilities(deps)).referrals) return;
  const settings = await SHOWN_REFERRAL_SETTINGS.get(deps, undefined);
  for (const referral of await readyReferrals(deps.em, settings, friendId)) await qualifyReferral(deps.em, referral, settings, deps.clock.now());
}
