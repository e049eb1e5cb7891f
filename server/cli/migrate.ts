/**
 * npm run db:migrate: applies pending migrations (ours and the job queue's) and seeds the content,
 * as a server's start would, to DATABASE_URL (or the embedded database). A release runs it once
 * before its servers start (docs/deploy.md), so they start with nothing left to do (decision 052).
 */
import { prepareRelease } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { openOrm } from '../../db/orm';
import { withDatabaseUrl } from './with-database';

const config = loadConfig();
await withDatabaseUrl(config, async (databaseUrl) => {
  const orm = await openOrm(databaseUrl, 2);
  try {
    await prepareRelease(orm, databaseUrl, config, createLogger(config));
  } finally {
    await orm.close();
  }
  console.log('Migrations are up to date and the content is seeded.');
});
