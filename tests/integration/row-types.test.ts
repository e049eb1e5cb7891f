import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { rowTypesSource } from '../../db/row-types-source';
import { openMigratedDatabase } from '../fixtures/migrated-database';

/** db/row-types.gen.ts is what the migrations make; `npm run db:row-types` (UPDATE_ROW_TYPES=1) writes it anew. */
const ROW_TYPES_FILE = new URL('../../db/row-types.gen.ts', import.meta.url);

let database: Awaited<ReturnType<typeof openMigratedDatabase>>;

beforeAll(async () => {
  database = await openMigratedDatabase(inject('postgresAdminUrl'));
});

afterAll(() => database?.close());

it('the row types of raw SQL are the migrated schema (npm run db:row-types writes them)', async () => {
  const source = await rowTypesSource(database.client);
  if (process.env.UPDATE_ROW_TYPES === '1') writeFileSync(ROW_TYPES_FILE, source);
  expect(readFileSync(ROW_TYPES_FILE, 'utf8'), 'db/row-types.gen.ts is out of date: run npm run db:row-types').toBe(source);
});
