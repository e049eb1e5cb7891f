/**
 * The application_name of the server's own connections (db/orm.ts). The server announces every
 * change it makes itself, after its commit (decision 034), so the database's triggers announce the
 * changes of every other connection only (migration 0038) — revocations aside, which the database
 * announces for every writer (migration 0039).
 */
export const SERVER_APPLICATION_NAME = 'honest-rewards-server-announcing';

/**
 * The server's name before issue 28, when it announced only users' figures itself (migration
 * 0031) and left sessions, settings and public reads to the triggers: while hosts of that version
 * roll, the triggers still announce those of its changes.
 */
export const PREVIOUS_SERVER_APPLICATION_NAME = 'honest-rewards-server';
