/** An admin's password: longer than a user's, as it opens money and every account (decision 002). */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** How long an invitation link works: long enough to open it the next working day; the mail states it. */
export const ADMIN_INVITATION_LIFETIME_HOURS = 48;

/** Where the invitation link opens on the admin site. */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
