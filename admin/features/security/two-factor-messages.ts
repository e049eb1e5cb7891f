/** The admin site's own words for two-factor sign-in; the server's refusals come from ADMIN_MESSAGES. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  startFailed: 'Could not start the set-up',
  confirmFailed: 'Could not confirm the code',
  enabled: 'Two-factor sign-in is on',
  disableFailed: 'Could not turn off two-factor sign-in',
  disabled: 'Two-factor sign-in turned off',
  copied: 'Recovery codes copied',
  copyFailed: 'Could not copy: select the codes and copy them by hand',
} as const;
