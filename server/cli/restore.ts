/** npm run db:restore -- FILE: restores a backup into an empty database (a fresh DATA_DIR or an empty DATABASE_URL); refuses one with tables. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../../db/backup';
import { openDatabase } from './with-database';

const USAGE = 'Usage: npm run db:restore -- FILE   (into an empty database: a fresh DATA_DIR, or an empty DATABASE_URL)';
let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(1);
}

const config = loadConfig();
try {
  await openDatabase(config, async (orm, databaseUrl) => {
    const header = await restoreBackup(orm, databaseUrl, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Restored ${file}: ${header.tables.length} tables, ${rows} rows (backup of ${header.createdAt}).`);
  });
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
