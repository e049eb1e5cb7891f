import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicBuildFolder, publicRuntimeFromEnv } from '../../server/http/public-runtime';
import { freePort } from '../fixtures/free-port';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-123' };

export interface AppProcess {
  publicUrl: string;
  adminUrl: string;
  /** The environment the server runs with: a command line tool given it works on the same data. */
  env: Record<string, string>;
  /** The server's process id (for crash tests). */
  pid: number;
  /** The data folder (its embedded PostgreSQL lives in `pg/` inside it). */
  dataDir: string;
  /** Everything the server printed, for the start-up banner assertions and for debugging failures. */
  output(): string;
  stop(): Promise<number | null>;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 120_000;
/** The compiled server (decision 052). */
const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Starts the built app exactly as `npm start` does after its build step (`node dist/server/main.js`,
 * the compiled server production runs too), on free ports with its own embedded PostgreSQL in a
 * temporary data folder.
 */
export async function startAppProcess(extraEnv: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(extraEnv, options);
    } catch (error) {
      // Another program may take a port between the pick and the bind; new ports are the fix.
      const portTaken = error instanceof PortTakenError;
      if (!portTaken || attempt >= PORT_TAKEN_ATTEMPTS) throw error;
    }
  }
}

const PORT_TAKEN_ATTEMPTS = 3;

class PortTakenError extends Error {}

async function startOnce(extraEnv: Record<string, string>, options: { dataDir?: string }): Promise<AppProcess> {
  // The public build the server will serve (PUBLIC_RUNTIME, decision 016): the shipped Preact one unless told.
  const runtime = publicRuntimeFromEnv(extraEnv.PUBLIC_RUNTIME ?? process.env.PUBLIC_RUNTIME);
  if (!fs.existsSync(path.join(ROOT, 'dist', publicBuildFolder(runtime), 'index.html')) || !fs.existsSync(path.join(ROOT, 'dist/admin/index.html')) || !fs.existsSync(path.join(ROOT, SERVER_ENTRY))) {
    throw new Error(`The apps are not built: run ${runtime === 'react' ? '`PUBLIC_RUNTIME=react npm run build` first (npm run test:e2e:react does)' : '`npm run build` first (npm test does)'}.`);
  }
  const [port, adminPort, pgPort] = [await freePort(), await freePort(), await freePort()];
  // A given data folder belongs to the caller (a restart test reuses it); a new one is removed on stop.
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-e2e-'));
  if (ownsDataDir) fs.chmodSync(dataDir, 0o777);
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...extraEnv,
  };
  if (!env.DATABASE_URL) delete (env as Record<string, string | undefined>).DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const publicUrl = `http://localhost:${port}`;
  const adminUrl = `http://localhost:${adminPort}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  // Polling readiness is waiting for an event (the server listening), not sleeping for timing.
  while (!/Admin site:/.test(output)) {
    if (child.exitCode !== null) {
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      const ErrorKind = /EADDRINUSE|could not bind/i.test(output) ? PortTakenError : Error;
      throw new ErrorKind(`server exited during start:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${output}`);
    }
    await Promise.race([new Promise((resolve) => child.stdout?.once('data', resolve) ?? setTimeout(resolve, 100)), exited]);
  }

  return {
    publicUrl,
    adminUrl,
    env: env as Record<string, string>,
    pid: child.pid!,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
