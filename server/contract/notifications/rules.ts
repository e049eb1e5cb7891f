/** The notifications' rules the header's bell may load without zod (decision 041). */

/** The inbox's page size; the bell counts unread up to one more and shows "20+" beyond. */
export const INBOX_PAGE_SIZE = 20;

/** The inbox page; its choices section is `#preferences` (the e-mails and the unsubscribe page link there). */
export const NOTIFICATIONS_PATH = '/notifications';
export const NOTIFICATION_SETTINGS_PATH = `${NOTIFICATIONS_PATH}#preferences`;
