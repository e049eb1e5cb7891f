import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openMigratedDatabase } from '../fixtures/migrated-database';

/**
 * db/sql/<name>.sql is the one place a SQL function's current body is read. The live definition
 * must be exactly what its file defines, so a migration that changes a function without changing
 * its file fails here. (A file edited without a new migration that loads it passes on this fresh
 * database, where 0012 reads the newest files; docs/architecture.md asks for that migration.)
 */
const SQL_DIR = new URL('../../db/sql/', import.meta.url);
const files = readdirSync(SQL_DIR).filter((file) => file.endsWith('.sql')).sort();

const normalise = (definition: string) => definition.replace(/\s+/g, ' ').trim();

let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
let client: pg.Client;

/** Every definition of functions of that name in the app's schema (overloads included), as PostgreSQL prints them. */
async function definitionsOf(name: string): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 order by p.oid`,
    [name],
  );
  return rows.map((row) => normalise(row.definition));
}

beforeAll(async () => {
  database = await openMigratedDatabase(inject('postgresAdminUrl'));
  client = database.client;
});

afterAll(() => database?.close());

describe('SQL functions: one file each, equal to the live definition', () => {
  it('every function in the schema has its file, and every file its function', async () => {
    const { rows } = await client.query<{ name: string }>(
      `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`,
    );
    expect(rows.map((row) => `${row.name}.sql`)).toEqual(files);
  });

  it.each(files)('%s defines exactly the live function', async (file) => {
    const name = file.replace(/\.sql$/, '');
    const live = await definitionsOf(name);
    expect(live).toHaveLength(1);
    // PostgreSQL prints the file's definition itself (types spelled out, schema-qualified), so the
    // comparison is with what the file creates, not with its spelling. Rolled back either way.
    await client.query('begin');
    try {
      await client.query(readFileSync(new URL(file, SQL_DIR), 'utf8'));
      expect(await definitionsOf(name)).toEqual(live);
    } finally {
      await client.query('rollback');
    }
  });
});
