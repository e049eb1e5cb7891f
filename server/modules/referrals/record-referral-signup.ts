import { isDisposableEmail } from 'disposable-email-domains-js';
import { HOUR_MS } from '../../clock';
import { refuse } from '#contract/errors';
import { getCapabilities } from '../capabilities';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { istDate, istDayStart } from '#contract/time/ist';
import { getReferralSettings } from './get-referral-settings';
import { ipRangeOf } from './ip-range';
import { normaliseEmailForReferrals, type ReferralFlag } from '#contract/referrals/rules';

export interface ReferralSignup {
  friend: { id: string; email: string };
  code: string;
  ip: string;
  /** The browser's device cookie, when it sent one. */
  deviceId?: string;
}

/**
 * In the sign-up's transaction, with the guards' flags (decision 021). Ignored while the programme
 * is off; an unknown or revoked code refuses the sign-up, so no account is made by mistake.
 */
export async function recordReferralSignup(deps: Deps, signup: ReferralSignup): Promise<void> {
  if (!(await getCapabilities(deps)).referrals) return;
  const [referrer] = await sql<Pick<Row<'users'>, 'id' | 'email'>>(
    deps.em,
    `select id, email from users where referral_code = ? and can_refer and not is_blocked and deleted_at is null`,
    [signup.code],
  );
  if (!referrer || referrer.id === signup.friend.id) throw refuse('referrals.code-invalid');
  const settings = await getReferralSettings(deps);
  const now = deps.clock.now();
  const friendEmail = normaliseEmailForReferrals(signup.friend.email);
  const ipRange = ipRangeOf(signup.ip);
  const deviceId = signup.deviceId ?? null;

  const [counts] = await sql<{ same_email: boolean; same_device: boolean; today: string; from_range: string }>(
    deps.em,
    `select
       exists (select 1 from referrals where friend_email_normalised = ?) as same_email,
       (?::text is not null and (
         exists (select 1 from sessions where user_id = ? and device_id = ?)
         or exists (select 1 from referrals where friend_id = ? and signup_device_id = ?))) as same_device,
       (select count(*) from referrals where referrer_id = ? and created_at >= ?) as today,
       (select count(*) from referrals where signup_ip_range = ? and created_at > ?) as from_range`,
    [friendEmail, deviceId, referrer.id, deviceId, referrer.id, deviceId, referrer.id, istDayStart(istDate(now)), ipRange, new Date(now.getTime() - HOUR_MS)],
  );
  const flags: ReferralFlag[] = [];
  if (normaliseEmailForReferrals(referrer.email) === friendEmail || counts!.same_email) flags.push('self-referral');
  if (counts!.same_device) flags.push('same-device');
  if (isDisposableEmail(signup.friend.email)) flags.push('disposable-email');
  // This sign-up is the (n + 1)th: flagged once the day's or the hour's count passes the limit.
  if (Number(counts!.today) + 1 > settings.maxSignupsPerReferrerPerDay) flags.push('daily-signups');
  if (ipRange && Number(counts!.from_range) + 1 > settings.maxSignupsPerIpRangePerHour) flags.push('ip-range');

  await sql(
    deps.em,
    `insert into referrals (referrer_id, friend_id, status, flags, friend_email_normalised, signup_ip, signup_ip_range, signup_device_id, created_at)
     values (?, ?, 'pending', ?::text[], ?, ?, ?, ?, ?)`,
    [referrer.id, signup.friend.id, `{${flags.join(',')}}`, friendEmail, signup.ip.slice(0, 64), ipRange, deviceId, now],
  );
}
