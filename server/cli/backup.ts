/** npm run db:backup [-- --out FILE]: a logical gzip backup of the app's database, even while it runs (docs/operations.md, decision 013). */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { writeBackup } from '../../db/backup';
import { withDatabase } from './with-database';

const USAGE = 'Usage: npm run db:backup [-- --out FILE]';
let values: { out?: string; help?: boolean };
try {
  values = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const file = path.resolve(values.out ?? path.join('backups', `honest-rewards-${new Date().toISOString().replace(/[:.]/g, '-')}.backup.gz`));
// A folder made here is its owner's only, like the files in it (db/backup.ts); an existing one is left as the operator set it.
fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

const config = loadConfig();
try {
  await withDatabase(config, async (_orm, databaseUrl) => {
    const header = await writeBackup(databaseUrl, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${file} (${header.tables.length} tables, ${rows} rows, ${fs.statSync(file).size} bytes)`);
  });
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
