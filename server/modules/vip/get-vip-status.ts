import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { getMembership } from './get-membership';
import { nextVipCodeAt, VIP_DAYS, vipCodeDay } from '#contract/vip/rules';
import type { VipSchedule, VipStatus } from '#contract/vip/schemas';

/** The VIP code of the code day an instant is in (an admin schedules it as a VIP-only promo code), or undefined. */
export async function findVipCode(deps: Deps, now: Date): Promise<Pick<Row<'promo_codes'>, 'id' | 'code' | 'amount_paise'> | undefined> {
  const [code] = await sql<Pick<Row<'promo_codes'>, 'id' | 'code' | 'amount_paise'>>(
    deps.em,
    `select id, code, amount_paise from promo_codes where vip_only and is_active and daily_for = ? order by created_at limit 1`,
    [vipCodeDay(now)],
  );
  return code;
}

/** The active VIP codes scheduled from today's code day through the VIP_DAYS code days a membership bought now covers. */
async function readSchedule(deps: Deps, now: Date): Promise<VipSchedule> {
  const [row] = await sql<{ codes: string; min_paise: string | null; max_paise: string | null }>(
    deps.em,
    `select count(*) as codes, min(amount_paise) as min_paise, max(amount_paise) as max_paise from promo_codes
     where vip_only and is_active and daily_for >= ?::date and daily_for < ?::date + ?::int`,
    [vipCodeDay(now), vipCodeDay(now), VIP_DAYS],
  );
  return { codes: Number(row!.codes), minPaise: row!.min_paise === null ? null : Number(row!.min_paise), maxPaise: row!.max_paise === null ? null : Number(row!.max_paise) };
}

/** `GET /api/vip`: membership, the next code time, today's code for members, and whether payments can be taken. */
export async function getVipStatus(deps: Deps, userId: string): Promise<VipStatus> {
  const now = deps.clock.now();
  const membership = await getMembership(deps.em, userId, now);
  let todayCode: VipStatus['todayCode'] = null;
  if (membership.isMember) {
    const code = await findVipCode(deps, now);
    if (code) {
      const redeemed = await sql(deps.em, `select 1 from promo_redemptions where promo_code_id = ? and user_id = ?`, [code.id, userId]);
      todayCode = { code: code.code, amountPaise: Number(code.amount_paise), redeemed: redeemed.length > 0 };
    }
  }
  const razorpay = deps.config.razorpay;
  return {
    ...membership,
    schedule: await readSchedule(deps, now),
    nextCodeAt: nextVipCodeAt(now),
    todayCode,
    paymentsConfigured: razorpay !== null,
    ...(razorpay ? { keyId: razorpay.keyId, checkoutUrl: razorpay.checkoutUrl } : {}),
  };
}
