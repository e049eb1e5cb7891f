import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process';

/** What an operator runs beside the app (issue 12, fault 8): each answers plainly, never a stack. */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const STACK_LINE = /\n\s+at\s+\S+/;

async function command(script: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let app: AppProcess;
beforeAll(async () => {
  app = await startAppProcess();
});
afterAll(() => app.stop());

describe('operator commands and HTTP details', () => {
  it('npm run ledger:check works while the server runs on the embedded PostgreSQL, and leaves it running', async () => {
    const result = await command('server/cli/ledger-check.ts', [], app.env);
    expect(result.stdout + result.stderr).toContain('Ledger OK');
    expect(result.code).toBe(0);
    expect((await fetch(`${app.publicUrl}/healthz`)).status).toBe(200);
  });

  it('npm run fairness:verify -- --help prints the usage and exits 0; a bad option says which, without a stack', async () => {
    const help = await command('server/cli/fairness-verify.ts', ['--help'], process.env);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run fairness:verify/);
    const bad = await command('server/cli/fairness-verify.ts', ['--bogus'], process.env);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("Unknown option '--bogus'");
    expect(bad.stderr).not.toMatch(STACK_LINE);
  });

  it('HEAD answers like GET for pages and files', async () => {
    for (const url of ['/', '/blog', '/spin-and-win', '/robots.txt']) {
      const response = await fetch(`${app.publicUrl}${url}`, { method: 'HEAD' });
      expect(response.status, url).toBe(200);
    }
  });

  it('/free-iphone-17 moved permanently to /scratch-card, answered by the server', async () => {
    const response = await fetch(`${app.publicUrl}/free-iphone-17`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/scratch-card');
  });
});
