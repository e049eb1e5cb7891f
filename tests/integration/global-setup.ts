import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../db/embedded';
import { freePort } from '../fixtures/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance-database URL; each test file creates its own fresh database from it. */
    postgresAdminUrl: string;
  }
}

/**
 * Real PostgreSQL for the whole run: DATABASE_URL's server when set (e.g. Debian's 15 in CI),
 * otherwise an embedded PostgreSQL 18 in a temporary folder, thrown away afterwards.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    project.provide('postgresAdminUrl', url.toString());
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-it-'));
  fs.chmodSync(dataDir, 0o777);
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  project.provide('postgresAdminUrl', database.adminUrl);
  return async () => {
    await database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
