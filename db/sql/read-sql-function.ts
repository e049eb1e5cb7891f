import { readFileSync } from 'node:fs';

/**
 * The current definition of a SQL function: db/sql/<name>.sql, a `create or replace function`.
 * Migrations read the file when they run, so a migration that changes a function edits its file
 * and loads it again; tests/integration/sql-functions.test.ts checks the live definitions equal the files.
 */
export function readSqlFunction(name: string): string {
  return readFileSync(new URL(`./${name}.sql`, import.meta.url), 'utf8');
}
