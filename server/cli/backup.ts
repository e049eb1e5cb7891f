/**
 * npm run db:backup [-- --out FILE] [--keep-daily N --keep-weekly M]: a logical gzip backup of the
 * app's database, even while it runs (docs/operations.md, decision 013). With a retention, once the
 * backup is written, older backups in its folder beyond the newest per IST day for N days and per
 * IST week for M weeks are deleted (db/backup-retention.ts); other files are never touched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { writeBackup } from '../../db/backup';
import { backupFileName, backupsToPrune } from '../../db/backup-retention';
import { readCommandLine } from './command-line';
import { withDatabase } from './with-database';

const USAGE = 'Usage: npm run db:backup [-- --out FILE] [--keep-daily N --keep-weekly M]';
const { values } = readCommandLine(USAGE, { out: { type: 'string' }, 'keep-daily': { type: 'string' }, 'keep-weekly': { type: 'string' } });
/** A retention count: a whole number from 1; absent when neither is given (nothing is pruned). */
function keepCount(option: 'keep-daily' | 'keep-weekly'): number {
  const text = values[option] ?? '0';
  const count = Number(text);
  if (!/^\d+$/.test(text) || count > 10_000) {
    console.error(`--${option} must be a whole number of backups to keep.\n${USAGE}`);
    process.exit(1);
  }
  return count;
}
const retention = values['keep-daily'] !== undefined || values['keep-weekly'] !== undefined ? { daily: keepCount('keep-daily'), weekly: keepCount('keep-weekly') } : null;
if (retention && retention.daily < 1) {
  console.error(`With a retention, --keep-daily must keep at least the backup just written (1 or more).\n${USAGE}`);
  process.exit(1);
}
const file = path.resolve(values.out ?? path.join('backups', backupFileName(new Date())));
// A folder made here is its owner's only, like the files in it (db/backup.ts); an existing one is left as the operator set it.
fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });

const config = loadConfig();
try {
  await withDatabase(config, async (_orm, databaseUrl) => {
    const header = await writeBackup(databaseUrl, file);
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written: ${file} (${header.tables.length} tables, ${rows} rows, ${fs.statSync(file).size} bytes)`);
  });
  if (retention) {
    const folder = path.dirname(file);
    const pruned = backupsToPrune(fs.readdirSync(folder), retention);
    for (const name of pruned) fs.rmSync(path.join(folder, name));
    console.log(`Retention (${retention.daily} daily, ${retention.weekly} weekly): ${pruned.length} older backup(s) deleted from ${folder}.`);
  }
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
