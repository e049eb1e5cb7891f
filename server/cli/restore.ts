/**
 * npm run db:restore -- FILE [--owner ROLE]: restores a backup into an empty database (a fresh DATA_DIR
 * or an empty DATABASE_URL) as one transaction; refuses a database that holds anything (decision 054).
 */
import { loadConfig } from '../config';
import { restoreBackup } from '../../db/backup';
import { readCommandLine } from './command-line';
import { withDatabaseUrl } from './with-database';

const USAGE = `Usage: npm run db:restore -- FILE [--owner ROLE]
  Restores into an empty database: a fresh DATA_DIR, or an empty DATABASE_URL.
  --owner ROLE   the role to own the restored tables (the app's); by default the database's owner`;
const { positionals, values } = readCommandLine(USAGE, { owner: { type: 'string' } }, true);
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
try {
  await withDatabaseUrl(config, async (databaseUrl) => {
    const { header, owner } = await restoreBackup(databaseUrl, file, { owner: values.owner });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Restored ${file}: ${header.tables.length} tables, ${rows} rows (backup of ${header.createdAt}), owned by role ${owner}.`);
  });
} catch (error) {
  // The restore is one transaction: whatever stopped it, the database is as it was, and it can be run again.
  console.error(`Restore failed: ${(error as Error).message}\nNothing was restored; the database is as it was.`);
  process.exit(1);
}
