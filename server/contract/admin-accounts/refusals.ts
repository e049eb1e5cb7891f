/** The admin-account refusals (decision 051); the admin site reacts to their codes. */
export const ADMIN_ACCOUNTS_REFUSALS = {
  /** Used, revoked, replaced by a newer one or expired: the page says to ask for a new one, never which. */
  'admin-accounts.invitation-invalid': {
    status: 'TOKEN_INVALID',
    text: ({ hours }: { hours: number }) => `This invitation link no longer works: it was used, replaced by a newer one, or is older than ${hours} hours. Ask an owner to invite you again.`,
  },
  'admin-accounts.invitation-not-found': { status: 'NOT_FOUND', text: 'This invitation was accepted or withdrawn meanwhile' },
  'admin-accounts.email-taken': { status: 'EMAIL_TAKEN', text: 'An admin with this e-mail address already exists' },
  'admin-accounts.not-found': { status: 'NOT_FOUND', text: 'No such admin' },
  /** An owner cannot change their own role or disable themselves: another owner does it. */
  'admin-accounts.own-account': { status: 'CONFLICT', text: 'You cannot change your own role or disable yourself; another owner can' },
  /** Someone must always be able to manage admins. */
  'admin-accounts.last-owner': { status: 'CONFLICT', text: 'This is the only active owner: make another admin an owner first' },
  /** Told only after a right password, as a blocked user is. */
  'admin-accounts.disabled': { status: 'FORBIDDEN', text: 'This admin account is disabled. Ask an owner to enable it again.' },
  'admin-accounts.current-password-wrong': { status: 'BAD_INPUT', text: 'Your current password is not right' },
  'admin-accounts.session-not-found': { status: 'NOT_FOUND', text: 'This session has already ended' },
  'admin-accounts.two-factor-off': { status: 'CONFLICT', text: 'Turn on two-factor sign-in first: recovery codes come with it' },
} as const;
