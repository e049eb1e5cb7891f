export { adminSettingsRouter, settingsRouter } from './router';
export { writeSetting } from './write-setting';
export { getContentPromoLimit } from './get-content-settings';
