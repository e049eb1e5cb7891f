/** The referrals feature's public surface: the Settings tab shows the programme's settings. */
export { ReferralSettingsSection } from './referral-settings-form';
