// What other features and the app shell may use from referrals; the rest is referrals' own (lint enforces it).
export { InvitedNotice } from './components/invited-notice';
export { readReferralCode } from './lib/referral-search';
