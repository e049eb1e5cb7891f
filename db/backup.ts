import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsList } from './migrations';
import type { Orm } from './orm';
import type { Row } from './row-types.gen';

/**
 * A logical backup (decision 013): every row of the app's schema in one repeatable-read snapshot, COPY,
 * gzip. No pg_dump needed; restores into another PostgreSQL version by the app's own migrations. The job
 * queue and the rate-limit counters are left out (re-created / short-lived).
 */
export const BACKUP_FORMAT = 'honest-rewards-backup';
const BACKUP_VERSION = 1;
const SKIPPED_TABLES = new Set(['schema_migrations', 'rate_limit_buckets']);
const END_OF_DATA = '\\.';
/** A backup file's permissions: its owner's only (umask can take bits away, never add them). */
const BACKUP_FILE_MODE = 0o600;

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number }>;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function appTables(client: pg.Client): Promise<Array<{ name: string; columns: string[] }>> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `select c.table_name, array_agg(c.column_name::text order by c.ordinal_position) as columns
     from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     group by c.table_name order by c.table_name`,
  );
  return rows.filter((row) => !SKIPPED_TABLES.has(row.table_name)).map((row) => ({ name: row.table_name, columns: row.columns }));
}

/** Writes the backup of the database at `databaseUrl` to `file`; answers what it holds. */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupHeader> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const applied = (await client.query<Pick<Row<'schema_migrations'>, 'name'>>('select name from schema_migrations order by id')).rows.map((row) => row.name!);
    const tables = await appTables(client);
    const counts = await Promise.all(tables.map(async (table) => Number((await client.query<{ count: string }>(`select count(*) from ${quote(table.name)}`)).rows[0]!.count)));
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: applied,
      tables: tables.map((table, index) => ({ ...table, rows: counts[index]! })),
    };
    const gzip = createGzip();
    // Readable by its owner only from the first byte (it holds personal data and session hashes): created with the
    // mode, not chmod-ed after, and never a leftover of a failed run reopened with whatever mode that one had.
    fs.rmSync(partial, { force: true });
    const written = pipeline(gzip, fs.createWriteStream(partial, { flags: 'wx', mode: BACKUP_FILE_MODE }));
    const write = async (data: string | Buffer) => {
      if (!gzip.write(data)) await once(gzip, 'drain');
    };
    await write(`${JSON.stringify(header)}\n`);
    for (const table of tables) {
      await write(`${table.name}\n`);
      const copy = client.query(copyTo(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) to stdout`));
      for await (const chunk of copy) await write(chunk as Buffer);
      await write(`${END_OF_DATA}\n`);
    }
    gzip.end();
    await written;
    await client.query('commit');
    // Renamed only when complete, so a backup that failed half-way never looks like a good one.
    fs.renameSync(partial, file);
    return header;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Restores into an empty database: migrations up to the backup's, the rows (constraints held off), identities moved on, then newer migrations. */
export async function restoreBackup(orm: Orm, databaseUrl: string, file: string): Promise<BackupHeader> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  let header: BackupHeader;
  try {
    header = JSON.parse(first.value ?? '') as BackupHeader;
  } catch {
    throw new RestoreError(`${file} is not a backup made by npm run db:backup`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) throw new RestoreError(`${file} is not a backup made by npm run db:backup`);
  const known = migrationsList.map((migration) => migration.name);
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length) throw new RestoreError(`This backup was made by a newer version (migrations ${unknown.join(', ')}); restore it with that version or a later one.`);

  const connection = orm.em.getConnection();
  const existing = await connection.execute<Array<{ count: string }>>(`select count(*) from information_schema.tables where table_schema = 'public'`);
  if (Number(existing[0]!.count) > 0) throw new RestoreError('The target database is not empty: restore into a fresh data folder (DATA_DIR) or an empty database.');
  const lastInBackup = header.migrations.at(-1);
  if (lastInBackup) await orm.getMigrator().up({ to: lastInBackup });

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    // Rows arrive table by table in name order; foreign keys and triggers wait until all are in.
    await client.query(`set local session_replication_role = replica`);
    // Rows the migrations themselves insert (system accounts, withdrawal amounts) come from the backup instead.
    for (const table of header.tables) {
      const { rows } = await client.query(`select 1 from ${quote(table.name)} limit 1`);
      if (rows.length) await client.query(`delete from ${quote(table.name)}`);
    }
    for (const table of header.tables) {
      const name = (await iterator.next()).value;
      if (name !== table.name) throw new RestoreError(`The backup is damaged: expected table ${table.name}, found ${String(name).slice(0, 80)}`);
      const copy = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
      const loaded = once(copy, 'finish');
      const failed = once(copy, 'error').then(([error]) => Promise.reject(error as Error));
      for (;;) {
        const line = await iterator.next();
        if (line.done) throw new RestoreError(`The backup is damaged: table ${table.name} ends early`);
        if (line.value === END_OF_DATA) break;
        if (!copy.write(`${line.value}\n`)) await Promise.race([once(copy, 'drain'), failed]);
      }
      copy.end();
      await Promise.race([loaded, failed]);
    }
    await moveIdentityCounters(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  await orm.getMigrator().up();
  return header;
}

/** Identity and serial columns continue after the highest restored value. */
async function moveIdentityCounters(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and (is_identity = 'YES' or column_default like 'nextval(%')`,
  );
  for (const { table_name: table, column_name: column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
      [`public.${quote(table)}`, column],
    );
  }
}
