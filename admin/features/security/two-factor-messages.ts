import { m } from '../../i18n/paraglide/messages';

/**
 * The admin site's own words for two-factor sign-in (from its catalogue, `security` area), shared by
 * the sign-in screen and the Security tab; the server's refusals come from ADMIN_MESSAGES.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: m['security.code-required'](),
  startFailed: m['security.start-failed'](),
  confirmFailed: m['security.confirm-failed'](),
  enabled: m['security.enabled'](),
  disableFailed: m['security.disable-failed'](),
  disabled: m['security.disabled'](),
  copied: m['security.copied'](),
  copyFailed: m['security.copy-failed'](),
} as const;
