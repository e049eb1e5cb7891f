// What other features and the app shell may use from referrals; the rest is referrals' own (lint enforces it).
export { readReferralCode } from './lib/referral-search';
export { LazyInviteBanner } from './components/lazy-invite-banner';
