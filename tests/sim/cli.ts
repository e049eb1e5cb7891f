import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import '../../server/v8-flags';
import { startEmbeddedPostgres } from '../../db/embedded';
import { freePort } from '../fixtures/free-port';
import { formatProgram, runCampaign } from './campaign';
import { DEFAULT_SHAPE, generateProgram } from './program';

/**
 * `npm run sim` — the money simulator outside the test runner:
 *   npm run sim -- --runs 10000            the long campaign (seeds 1…10000 unless --first-seed)
 *   npm run sim -- --seed 4242             replay one seed (its program is printed first)
 *   --users N --clients M --steps K        the program's shape (defaults 8, 6, 24)
 *   --shrink-seconds S                     how long a failure may be shrunk (default 600)
 *   --without kind,kind                    leave operation kinds out (and key-retry: adjustments sent again with their key)
 * Uses DATABASE_URL's server when set, otherwise an embedded PostgreSQL in a temporary folder.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    runs: { type: 'string', default: '200' },
    'first-seed': { type: 'string', default: '1' },
    users: { type: 'string', default: String(DEFAULT_SHAPE.users) },
    clients: { type: 'string', default: String(DEFAULT_SHAPE.clients) },
    steps: { type: 'string', default: String(DEFAULT_SHAPE.steps) },
    'shrink-seconds': { type: 'string', default: '600' },
    without: { type: 'string', default: '' },
  },
});

const shape = { users: Number(values.users), clients: Number(values.clients), steps: Number(values.steps), without: values.without ? values.without.split(',') : [] };
const single = values.seed !== undefined;
const firstSeed = single ? Number(values.seed) : Number(values['first-seed']);
const runs = single ? 1 : Number(values.runs);

async function postgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    return { adminUrl: url.toString(), stop: async () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-sim-'));
  fs.chmodSync(dataDir, 0o777);
  const database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres' });
  return {
    adminUrl: database.adminUrl,
    stop: async () => {
      await database.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const database = await postgres();
try {
  if (single) console.log(`seed ${firstSeed}:\n${formatProgram(generateProgram(firstSeed, shape))}`);
  const report = await runCampaign({ postgresAdminUrl: database.adminUrl, firstSeed, runs, shape, shrinkForMs: Number(values['shrink-seconds']) * 1000, log: (line) => console.log(line) });
  console.log(
    `programs ${report.programs}, operations ${report.operations}, faults injected ${report.faults}, wall time ${(report.wallMs / 1000).toFixed(1)} s, failures ${report.failures.length}` +
      (report.failures.length ? ` (seeds ${report.failures.map((failure) => failure.seed).join(', ')})` : ''),
  );
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await database.stop();
}
