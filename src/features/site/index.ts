// What other features and the app shell may use from site; the rest is site's own (lint enforces it).
export { requireCapability } from './api/require-capability';
export { useCapabilities, useCapability } from './api/use-capability';
export { useSiteInfo } from './api/use-site-info';
export { LanguageSetting, LanguageSwitch, useFollowAccountLanguage } from './components/language-switch';
