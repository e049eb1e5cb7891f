import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { migrate, openOrm } from '../../db/orm';
import { rowTypesSource } from '../../db/row-types-source';
import { createFreshDatabase } from '../fixtures/fresh-database';

/** db/row-types.gen.ts is what the migrations make; `npm run db:row-types` (UPDATE_ROW_TYPES=1) writes it anew. */
const ROW_TYPES_FILE = new URL('../../db/row-types.gen.ts', import.meta.url);

let database: { url: string; drop(): Promise<void> };
let client: pg.Client;

beforeAll(async () => {
  database = await createFreshDatabase(inject('postgresAdminUrl'));
  const orm = await openOrm(database.url, 1);
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

it('the row types of raw SQL are the migrated schema (npm run db:row-types writes them)', async () => {
  const source = await rowTypesSource(client);
  if (process.env.UPDATE_ROW_TYPES === '1') writeFileSync(ROW_TYPES_FILE, source);
  expect(readFileSync(ROW_TYPES_FILE, 'utf8'), 'db/row-types.gen.ts is out of date: run npm run db:row-types').toBe(source);
});
