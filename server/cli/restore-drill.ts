/**
 * npm run db:restore-drill [-- --from FOLDER]: the restore test a backup schedule needs, unattended
 * (issue 32). The newest backup in FOLDER (default ./backups, named as `db:backup` names them) is
 * restored into a scratch database made for it on the same PostgreSQL server, the ledger check runs
 * on the restored data, and the scratch database is dropped. Exits 0 only when both pass; the
 * connecting role needs CREATEDB (the embedded database's and a managed database's admin role have it).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { restoreBackup } from '../../db/backup';
import { backupInstant } from '../../db/backup-retention';
import { openOrm } from '../../db/orm';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { checkLedger } from '../modules/wallet';
import { readCommandLine } from './command-line';
import { withDatabaseUrl } from './with-database';

const USAGE = 'Usage: npm run db:restore-drill [-- --from FOLDER]';
const { values } = readCommandLine(USAGE, { from: { type: 'string' } });
const folder = path.resolve(values.from ?? 'backups');
const newest = (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
  .map((name) => ({ name, instant: backupInstant(name) }))
  .filter((backup) => backup.instant !== null)
  .sort((a, b) => b.instant!.getTime() - a.instant!.getTime())[0];
if (!newest) {
  console.error(`Restore drill failed: no backup in ${folder} (files named as npm run db:backup names them).`);
  process.exit(1);
}
const file = path.join(folder, newest.name);

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a transaction). */
async function onServer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const config = loadConfig();
let passed = false;
try {
  await withDatabaseUrl(config, async (databaseUrl) => {
    const scratch = `honest_rewards_drill_${Date.now()}`;
    const scratchUrl = new URL(databaseUrl);
    scratchUrl.pathname = `/${scratch}`;
    try {
      await onServer(databaseUrl, `create database ${scratch}`);
    } catch (error) {
      throw new Error(`could not make the scratch database (${(error as Error).message}): the drill needs a role that may create databases`);
    }
    try {
      const { header } = await restoreBackup(scratchUrl.toString(), file);
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      const orm = await openOrm(scratchUrl.toString(), 2);
      try {
        const report = await checkLedger({ em: orm.em.fork(), clock: systemClock, config });
        console.log(`Restored ${newest.name} (backup of ${header.createdAt}): ${header.tables.length} tables, ${rows} rows.`);
        console.log(`Ledger on the restored data: ${report.accountsChecked} accounts, ${report.transfersChecked} transfers: ${report.ok ? 'OK' : 'FAILED'}.`);
        passed = report.ok;
      } finally {
        await orm.close();
      }
    } finally {
      await onServer(databaseUrl, `drop database if exists ${scratch} with (force)`);
    }
  });
} catch (error) {
  console.error(`Restore drill failed: ${(error as Error).message}`);
  process.exit(1);
}
console.log(passed ? 'Restore drill passed.' : 'Restore drill FAILED: the restored ledger does not balance.');
process.exit(passed ? 0 : 1);
