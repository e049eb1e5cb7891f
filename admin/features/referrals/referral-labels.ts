import type { ReferralFlag, ReferralStatus } from '#contract/referrals/rules';
import { m } from '../../i18n/paraglide/messages';

export const STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: m['referrals.status.pending'](),
  held: m['referrals.status.held'](),
  review: m['referrals.status.review'](),
  paid: m['referrals.status.paid'](),
  expired: m['referrals.status.expired'](),
  reversed: m['referrals.status.reversed'](),
  rejected: m['referrals.status.rejected'](),
};

/** Review is the tab's work (amber); paid and held are on their way (green); the rest ended without pay. */
export const STATUS_TONES: Record<ReferralStatus, 'slate' | 'green' | 'red' | 'amber' | 'indigo'> = {
  pending: 'indigo',
  held: 'green',
  review: 'amber',
  paid: 'green',
  expired: 'slate',
  reversed: 'red',
  rejected: 'red',
};

/** Each abuse guard's badge and what it means in plain English (the admin decides; nothing is banned by a flag). */
export const FLAG_TEXTS: Record<ReferralFlag, { label: string; explained: string }> = {
  'self-referral': { label: m['referrals.flag.self-referral'](), explained: m['referrals.flag.self-referral-explained']() },
  'same-device': { label: m['referrals.flag.same-device'](), explained: m['referrals.flag.same-device-explained']() },
  'disposable-email': { label: m['referrals.flag.disposable-email'](), explained: m['referrals.flag.disposable-email-explained']() },
  'daily-signups': { label: m['referrals.flag.daily-signups'](), explained: m['referrals.flag.daily-signups-explained']() },
  'ip-range': { label: m['referrals.flag.ip-range'](), explained: m['referrals.flag.ip-range-explained']() },
  'monthly-cap': { label: m['referrals.flag.monthly-cap'](), explained: m['referrals.flag.monthly-cap-explained']() },
};
