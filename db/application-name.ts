/**
 * The application_name of the server's own connections (db/orm.ts). Migration 0031's triggers
 * announce account changes made by any other connection; the server announces its own after commit.
 */
export const SERVER_APPLICATION_NAME = 'honest-rewards-server';
