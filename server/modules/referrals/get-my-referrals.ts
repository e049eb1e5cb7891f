import { DAY_MS } from '../../clock';
import type { Deps } from '../deps';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { EARNED_PAISE_SQL } from './earned-paise';
import { getReferralSettings } from './get-referral-settings';
import { ensureReferralCode } from './referral-code';
import { REFERRAL_DEBT_SOURCE } from './reverse-referral';
import { maskFriendName, QUALIFIED_REFERRAL_STATUSES, REFERRAL_QUERY_PARAM, REFERRAL_TARGET } from '#contract/referrals/rules';
import { referralTermsOf, type MyReferrals, type ReferralStatus } from '#contract/referrals/schemas';

/** The most friends /invite lists (newest first); the counts cover all of them. */
const FRIENDS_SHOWN = 200;

/** /invite: the person's code (given now if they had none), link, progress, held sum and friends (masked). */
export async function getMyReferrals(deps: Deps, userId: string): Promise<MyReferrals> {
  const code = await ensureReferralCode(deps, userId);
  const settings = await getReferralSettings(deps);
  const [me] = await sql<Pick<Row<'users'>, 'can_refer'> & { debt: string }>(
    deps.em,
    // What reversed referrals left owed and earnings have not yet paid (wallet/reverse-credit.ts).
    `select can_refer, (select coalesce(sum(amount_paise - settled_paise), 0) from user_debts where user_id = u.id and source_kind = ?) as debt from users u where id = ?`,
    [REFERRAL_DEBT_SOURCE, userId],
  );
  const [counts] = await sql<{ qualified: string; held: string }>(
    deps.em,
    `select count(*) filter (where status = any(?::text[])) as qualified, count(*) filter (where status = 'held') as held from referrals where referrer_id = ?`,
    [`{${QUALIFIED_REFERRAL_STATUSES.join(',')}}`, userId],
  );
  const rows = await sql<
    Narrowed<Pick<Row<'referrals'>, 'id' | 'created_at' | 'status' | 'reason' | 'clears_at' | 'paid_at'>, { status: ReferralStatus }> & Pick<Row<'users'>, 'name'> & { earned_paise: string }
  >(
    deps.em,
    `select r.id, f.name, r.created_at, r.status, r.reason, r.clears_at, r.paid_at, ${EARNED_PAISE_SQL} as earned_paise
     from referrals r join users f on f.id = r.friend_id where r.referrer_id = ? order by r.created_at desc, r.id desc limit ${FRIENDS_SHOWN}`,
    [settings.qualifyWindowDays, userId],
  );
  return {
    code,
    link: `${deps.config.publicUrl}/signup?${REFERRAL_QUERY_PARAM}=${code}`,
    qualified: Number(counts!.qualified),
    target: REFERRAL_TARGET,
    ...referralTermsOf(settings),
    heldPaise: Number(counts!.held) * settings.rewardPaise,
    debtPaise: Number(me?.debt ?? 0),
    canRefer: me?.can_refer ?? false,
    friends: rows.map((row) => {
      const joinedAt = new Date(row.created_at);
      const windowEnds = new Date(joinedAt.getTime() + settings.qualifyWindowDays * DAY_MS);
      return {
        id: row.id,
        name: maskFriendName(row.name),
        joinedAt,
        status: row.status,
        reason: row.reason,
        clearsAt: row.status === 'pending' ? windowEnds : row.clears_at === null ? null : new Date(row.clears_at),
        paidAt: row.paid_at === null ? null : new Date(row.paid_at),
        earnedPaise: Number(row.earned_paise),
      };
    }),
  };
}
