export { advanceReferrals } from './advance-referrals';
export { qualifyReferralOnEarning } from './qualify-referrals';
export { SHOWN_REFERRAL_SETTINGS } from './get-referral-settings';
export { recordReferralSignup } from './record-referral-signup';
export { adminReferralsRouter, referralsRouter } from './router';
export { getReferralSettings } from './get-referral-settings';
