import { readTextFiles } from '../../server/runtime-files';

/** A SQL function's current definition, db/sql/<name>.sql; a migration that changes one edits the file and loads it (tests/integration/sql-functions.test.ts). */
export function readSqlFunction(name: string): string {
  const body = readTextFiles('db/sql', '.sql')[`${name}.sql`];
  if (body === undefined) throw new Error(`db/sql/${name}.sql does not exist`);
  return body;
}
