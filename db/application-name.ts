/** The server's own connections' application_name: triggers announce other writers' changes only (migration 0038), revocations everyone's (0039). */
export const SERVER_APPLICATION_NAME = 'honest-rewards-server-announcing';

/** The name before issue 28 (migration 0031): while its hosts roll, the triggers still announce what it left to them. */
export const PREVIOUS_SERVER_APPLICATION_NAME = 'honest-rewards-server';
