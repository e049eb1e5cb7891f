import { readFileSync } from 'node:fs';

/** A SQL function's current definition, db/sql/<name>.sql; a migration that changes one edits the file and loads it (tests/integration/sql-functions.test.ts). */
export function readSqlFunction(name: string): string {
  return readFileSync(new URL(`./${name}.sql`, import.meta.url), 'utf8');
}
