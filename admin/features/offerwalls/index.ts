/** The offerwalls feature's public surface: the Settings tab shows the providers' settings. */
export { OfferwallSettingsSection } from './offerwall-settings';
