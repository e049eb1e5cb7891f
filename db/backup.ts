import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Migrator } from '@mikro-orm/migrations';
import type { UmzugMigration } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsList } from './migrations';
import { MIGRATIONS_LOCK_KEY, openOrm, type Orm } from './orm';
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
    // One statement at a time: a pg client runs them in turn anyway (and pg 9 refuses overlapping ones).
    const counts: number[] = [];
    for (const table of tables) counts.push(Number((await client.query<{ count: string }>(`select count(*) from ${quote(table.name)}`)).rows[0]!.count));
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

export interface RestoreOptions {
  /** The role that is to own every restored object (the app's); by default the database's owner. */
  owner?: string;
}

export interface RestoreResult {
  header: BackupHeader;
  /** The role that owns the restored tables, sequences and functions. */
  owner: string;
}

type BackupLines = AsyncIterator<string>;

async function readHeader(lines: BackupLines, file: string): Promise<BackupHeader> {
  let header: BackupHeader;
  try {
    header = JSON.parse((await lines.next()).value ?? '') as BackupHeader;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall) throw new RestoreError(`Cannot read ${file}: ${(error as Error).message}.`);
    throw new RestoreError(`${file} is not a backup made by npm run db:backup.`);
  }
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION || !header.migrations.length) throw new RestoreError(`${file} is not a backup made by npm run db:backup.`);
  const known = migrationsList.map((migration) => migration.name);
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length) throw new RestoreError(`This backup was made by a newer version (migrations ${unknown.join(', ')}); restore it with that version or a later one.`);
  return header;
}

/**
 * Restores into the empty database at `databaseUrl` as one transaction (decision 054): the checks, the
 * migrations up to the backup's, the rows, identities moved on, then this version's newer migrations. Every object is
 * made by the owner role, so it is the owner's; nothing needs a superuser; a restore that fails at any
 * step leaves the database as it was, and running it again works.
 */
export async function restoreBackup(databaseUrl: string, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const gunzip = createGunzip();
  // A file that cannot be read fails the gunzip stream, and with it the lines (pipe alone would leave them waiting).
  const input = fs.createReadStream(file).on('error', (error) => gunzip.destroy(error));
  const lines = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost connection fails the statement under way or the next one, which says so; the event itself must not end the process.
  client.on('error', () => {});
  try {
    const iterator = lines[Symbol.asyncIterator]();
    const header = await readHeader(iterator, file);
    await client.connect();
    // An ORM of its own, whose migrator has not run: once it has, MikroORM's migrator remakes its storage at
    // the next run, which then looks for (and makes) its table outside this transaction.
    const orm = await openOrm(databaseUrl, 2);
    try {
      let owner = '';
      // The migrations run on this same connection, inside this transaction (knex adopts the connection).
      await orm.em
        .getConnection()
        .getKnex()
        .transaction(
          async (trx) => {
            // An app started on this database meanwhile waits for the restore instead of migrating beside it.
            await client.query(`select pg_advisory_xact_lock(${MIGRATIONS_LOCK_KEY})`);
            owner = await actAsOwner(client, options.owner);
            await refuseUnfitTarget(client, owner);
            await migrateLoadingRows(orm, trx, header.migrations.at(-1)!, () => loadRows(client, header, iterator));
          },
          { connection: client },
        );
      return { header, owner };
    } finally {
      await orm.close();
    }
  } finally {
    lines.close();
    input.destroy();
    await client.end().catch(() => {});
  }
}

/**
 * From here on in the transaction, statements run as the owner (SET LOCAL ROLE when that is not the
 * connecting role), so what they create is the owner's: a superuser's restore leaves nothing the app cannot use.
 */
async function actAsOwner(client: pg.Client, requested: string | undefined): Promise<string> {
  const { rows } = await client.query<{ me: string; database: string; owner: string }>(
    `select current_user as me, current_database() as database, pg_get_userbyid(datdba) as owner from pg_database where datname = current_database()`,
  );
  const { me, database, owner: databaseOwner } = rows[0]!;
  const owner = requested ?? databaseOwner;
  if (owner === me) return owner;
  const known = await client.query(`select 1 from pg_roles where rolname = $1`, [owner]);
  if (!known.rowCount) throw new RestoreError(`There is no role ${owner} on this PostgreSQL server: name the app's role with --owner.`);
  try {
    await client.query(`set local role ${quote(owner)}`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
    const whose = requested ? '' : ` (the owner of database ${database})`;
    throw new RestoreError(
      `The role ${me} may not act as ${owner}${whose}, which is to own the restored tables: connect as ${owner} (its user and password in DATABASE_URL), or let ${me} act as it (GRANT ${quote(owner)} TO ${quote(me)}).`,
    );
  }
  return owner;
}

/** Refuses, before any change, a target that holds objects of its own or where the owner may not create tables. */
async function refuseUnfitTarget(client: pg.Client, owner: string): Promise<void> {
  // pg_class and pg_proc, not information_schema: those list only what the connecting role may use.
  // Objects of extensions a provider installs into the schema (deptype 'e') are no obstacle.
  const { rows } = await client.query<{ name: string }>(
    `select name from (
       select c.relname as name, c.oid as objid, 'pg_class'::regclass as classid from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       union all
       select p.proname, p.oid, 'pg_proc'::regclass from pg_proc p where p.pronamespace = 'public'::regnamespace
       union all
       select t.typname, t.oid, 'pg_type'::regclass from pg_type t where t.typnamespace = 'public'::regnamespace and t.typtype in ('e', 'd', 'r', 'm')
     ) o
     where not exists (select 1 from pg_depend d where d.classid = o.classid and d.objid = o.objid and d.deptype = 'e')
     order by name`,
  );
  const database = (await client.query<{ name: string }>(`select current_database() as name`)).rows[0]!.name;
  if (rows.length) {
    const named = rows.slice(0, 3).map((row) => row.name).join(', ');
    const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
    throw new RestoreError(
      `The target database is not empty: ${database} already holds ${named}${more}. Restore into a new, empty database (CREATE DATABASE … OWNER <the app's role>), or a fresh DATA_DIR for the embedded one.`,
    );
  }
  const { rows: allowed } = await client.query<{ create: boolean }>(`select has_schema_privilege($1, 'public', 'CREATE') as create`, [owner]);
  if (!allowed[0]!.create) {
    throw new RestoreError(
      `The role ${owner} may not create tables in schema public of database ${database}: make it the database's owner (ALTER DATABASE ${quote(database)} OWNER TO ${quote(owner)}) or GRANT CREATE ON SCHEMA public TO ${quote(owner)}.`,
    );
  }
}

/**
 * This version's migrations inside the restore's transaction, with the backup's rows loaded right after
 * the backup's last migration, so that newer ones change them as they changed the live data. One `up`:
 * the migrator makes its own table before `up` adopts the transaction, so its storage is handed the
 * transaction first.
 */
async function migrateLoadingRows(orm: Orm, trx: Knex.Transaction, lastInBackup: string, load: () => Promise<void>): Promise<void> {
  const migrator = orm.getMigrator<Migrator>();
  let loaded = false;
  const afterEach = async (migration: UmzugMigration) => {
    if (migration.name !== lastInBackup) return;
    await load();
    loaded = true;
  };
  migrator.on('migrated', afterEach);
  migrator.getStorage().setMasterMigration(trx);
  try {
    await migrator.up({ transaction: trx });
  } finally {
    migrator.off('migrated', afterEach);
  }
  if (!loaded) throw new RestoreError(`The backup's last migration ${lastInBackup} was not applied, so its rows were not loaded.`);
}

/**
 * Every table's rows from the backup. Rows arrive table by table in name order, so foreign keys and
 * triggers wait until all are in — as the tables' owner, without a superuser's session_replication_role:
 * the owner switches its tables' own triggers off and on again, and drops the foreign keys and adds them
 * back (which also checks every restored row against them).
 */
async function loadRows(client: pg.Client, header: BackupHeader, lines: BackupLines): Promise<void> {
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`,
  );
  for (const key of foreignKeys) await client.query(`alter table ${key.table} drop constraint ${quote(key.name)}`);
  for (const table of header.tables) await client.query(`alter table ${quote(table.name)} disable trigger user`);
  // Rows the migrations themselves insert (system accounts, withdrawal amounts) come from the backup instead.
  for (const table of header.tables) {
    const { rows } = await client.query(`select 1 from ${quote(table.name)} limit 1`);
    if (rows.length) await client.query(`delete from ${quote(table.name)}`);
  }
  for (const table of header.tables) {
    const name = await nextLine(lines, `before table ${table.name}`);
    if (name !== table.name) throw new RestoreError(`The backup is damaged: expected table ${table.name}, found ${name.slice(0, 80)}.`);
    await copyTable(client, table, lines);
  }
  for (const table of header.tables) await client.query(`alter table ${quote(table.name)} enable trigger user`);
  for (const key of foreignKeys) await client.query(`alter table ${key.table} add constraint ${quote(key.name)} ${key.definition}`);
  await moveIdentityCounters(client);
}

/** One table's lines into COPY; on any failure the COPY is ended before the error goes on. */
async function copyTable(client: pg.Client, table: BackupHeader['tables'][number], lines: BackupLines): Promise<void> {
  const copy = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
  // The server's refusal of a row arrives while later lines are still being written: it is the error to report.
  let refused: Error | undefined;
  copy.on('error', (error) => (refused ??= error));
  const done = finished(copy);
  done.catch(() => {});
  try {
    for (;;) {
      const line = await nextLine(lines, `in table ${table.name}`);
      if (refused) throw refused;
      if (line === END_OF_DATA) break;
      if (!copy.write(`${line}\n`)) await Promise.race([once(copy, 'drain'), done]);
    }
    copy.end();
  } catch (error) {
    const cause = refused ?? error;
    // CopyFail (unless the server has ended the COPY already): the connection is then free to roll the transaction back.
    copy.destroy();
    await done.catch(() => {});
    throw cause;
  }
  await done;
}

/** The backup's next line; a file that ends or breaks off (a truncated copy) is said to be damaged. */
async function nextLine(lines: BackupLines, where: string): Promise<string> {
  let line: IteratorResult<string>;
  try {
    line = await lines.next();
  } catch (error) {
    throw new RestoreError(`The backup is damaged ${where}: ${(error as Error).message}.`);
  }
  if (line.done) throw new RestoreError(`The backup is damaged: it ends early, ${where}.`);
  return line.value;
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
