import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded';
import { freePort } from '../fixtures/free-port';
import { callApi, expectStatus } from './factory';

/**
 * The production path the Dockerfile and the systemd unit take (issue 32, decisions 052 and 053),
 * without a container runtime: the built artefact (package.json, package-lock.json, dist/) copied
 * into an empty folder, `npm ci --omit=dev` there (no TypeScript loader, no dev dependency), the
 * migrate command, then `node dist/server/main.js` with NODE_ENV=production on a PostgreSQL this
 * test starts. Both origins answer within 3 s of the start; a person signs up, signs in and
 * plays; /readyz and /metrics answer; SIGTERM ends it with exit code 0.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ARTEFACT = ['package.json', 'package-lock.json', 'dist'];
const START_BUDGET_MS = 3_000;
const run = promisify(execFile);

let folder: string;
let database: EmbeddedDatabase;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-production-'));
  // Run as root, the embedded PostgreSQL runs as the 'postgres' user, who must enter the folder.
  fs.chmodSync(folder, 0o755);
  for (const file of ARTEFACT) fs.cpSync(path.join(ROOT, file), path.join(folder, 'app', file), { recursive: true });
  const [pgPort, port, adminPort] = [await freePort(), await freePort(), await freePort()];
  [database] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(folder, 'database'), port: pgPort, database: 'rewards_production' }),
    // As the Dockerfile's runtime stage does; --prefer-offline takes what `npm ci` of the checkout already fetched.
    run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: path.join(folder, 'app'), timeout: 600_000 }),
  ]);
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_URL: `http://localhost:${adminPort}`,
    APP_SECRET: randomBytes(32).toString('base64'),
    REWARD_CODES_KEY: randomBytes(32).toString('base64'),
    METRICS_TOKEN: randomBytes(32).toString('hex'),
    // Nothing listens there: mail jobs fail and retry, which is what production does while SMTP is down.
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: 'warn',
  };
}, 900_000);
afterAll(async () => {
  await database?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the built artefact, installed for production and started without TypeScript', () => {
  it('has no dev dependency and no sources', () => {
    const installed = fs.readdirSync(path.join(folder, 'app', 'node_modules'));
    expect(installed).not.toContain('tsx');
    expect(installed).not.toContain('vite');
    expect(installed).not.toContain('vitest');
    expect(fs.existsSync(path.join(folder, 'app', 'server'))).toBe(false);
  });

  it('installs exactly the packages the compiled server imports (the SPAs carry theirs in their bundles)', () => {
    const serverFolder = path.join(folder, 'app', 'dist', 'server');
    const bundles = fs.readdirSync(serverFolder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const imported = new Set(
      bundles.flatMap((file) =>
        [...fs.readFileSync(path.join(serverFolder, file), 'utf8').matchAll(/(?:from |import\()"([^".][^"]*)"/g)]
          .map((match) => match[1]!)
          .filter((specifier) => !specifier.startsWith('node:'))
          .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')),
      ),
    );
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(folder, 'app', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect([...imported].sort()).toEqual(Object.keys(dependencies).sort());
  });

  it('migrates with its command, starts in under 3 s, serves a person, and stops cleanly on SIGTERM', async () => {
    // The release's step before its servers start (compose's migrate service): migrations and seeds.
    const migrated = await run(process.execPath, ['dist/server/cli/migrate.js'], { cwd: path.join(folder, 'app'), env, timeout: 120_000 });
    expect(migrated.stdout + migrated.stderr).not.toMatch(/\n\s+at\s/);

    const started = performance.now();
    const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], { cwd: path.join(folder, 'app'), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      // The banner is printed once both origins listen: waiting for it is waiting for an event.
      while (!/Admin site:/.test(output)) {
        if (server.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
        await Promise.race([new Promise((resolve) => server.stdout?.once('data', resolve)), exited]);
      }
      const [publicHome, adminHome] = await Promise.all([fetch(env.PUBLIC_URL!), fetch(env.ADMIN_URL!)]);
      const startMs = performance.now() - started;
      expect(publicHome.status).toBe(200);
      expect(adminHome.status).toBe(200);
      expect(startMs, `both origins answered after ${Math.round(startMs)} ms`).toBeLessThan(START_BUDGET_MS);

      // No admin yet (no ADMIN_EMAIL): the banner names the command as this install has it.
      expect(output).toContain('none yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run node dist/server/cli/create-admin.js --email you@example.com');
      expect(await expectStatus('readyz', callApi(`${env.PUBLIC_URL}/readyz`))).toMatchObject({ ready: true });
      const person = { name: 'Production Person', email: `production-${Date.now()}@example.com`, password: 'a-production-password' };
      await expectStatus('sign-up', callApi(`${env.PUBLIC_URL}/api/auth/register`, { method: 'POST', body: { ...person, ageConfirmed: true, termsAccepted: true } }), 201);
      // The verification link goes by mail, which nothing receives here: the address is marked verified as the link would.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('update users set email_verified_at = now() where email = $1', [person.email]);
      await client.end();
      const { token } = (await expectStatus('sign-in', callApi(`${env.PUBLIC_URL}/api/auth/login`, { method: 'POST', body: { email: person.email, password: person.password } }))) as { token: string };
      const spin = await expectStatus('a spin', callApi(`${env.PUBLIC_URL}/trpc/games.spin`, { method: 'POST', token, body: { json: {} }, headers: { origin: env.PUBLIC_URL! } }));
      expect(spin.result.data.json).toMatchObject({ playId: expect.any(String) });

      const metrics = await fetch(`${env.ADMIN_URL}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
    } finally {
      if (server.exitCode === null) server.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
    expect(output).not.toMatch(/\n\s+at\s/);
  });
});
