export { adminSettingsRouter, settingsRouter } from './router';
export { writeSetting } from './write-setting';
