import { m } from '../../i18n/paraglide/messages';

/** Two-factor words shared by the sign-in screen and the Security tab (the server's refusals are its own). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: m['security.code-required'](),
  startFailed: m['security.start-failed'](),
  enabled: m['security.enabled'](),
} as const;
