import { m } from '../../i18n/paraglide/messages';

/** The screen's toasts; the fields' rules and words are the server's (server/contract/settings/schemas.ts). */
export const SETTINGS_MESSAGES = {
  adsSaved: m['settings.ads-saved'](),
  partnersSaved: m['settings.partners-saved'](),
  saveFailed: m['settings.save-failed'](),
} as const;
