import type { ReferralTerms } from '#contract/referrals/schemas';
import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';

/** The parts every sentence about the programme shares, each from its setting: ₹Y, the window, when ₹X is paid. */
export function termWords(terms: ReferralTerms) {
  return {
    reward: formatRupees(terms.rewardPaise),
    qualify: formatRupees(terms.qualifyPaise),
    within: m['referrals.within-days']({ days: terms.qualifyWindowDays }),
    payout: terms.holdDays > 0 ? m['referrals.paid-after-hold']({ days: terms.holdDays }) : m['referrals.paid-at-once'](),
  };
}

/** The invite banner on every page: the whole rule in one line. */
export function inviteBannerText(terms: ReferralTerms): string {
  return m['layout.invite-banner.text'](termWords(terms));
}
