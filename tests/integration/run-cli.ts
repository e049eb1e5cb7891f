import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/**
 * Runs a command-line tool (`server/cli/*.ts`, as its npm script does) against `databaseUrl` as an
 * operator would, without the environment's admin or secret variables; answers its exit code and
 * output. Each run starts a Node process with tsx: seconds each, more on a busy machine.
 */
export async function runCli(script: string, databaseUrl: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, APP_SECRET: _secret, ...inherited } = process.env;
  const env = { ...inherited, NODE_ENV: 'test', DATABASE_URL: databaseUrl };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, timeout: 90_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `npm run admin:create -- …` (server/cli/create-admin.ts). */
export function runAdminCli(databaseUrl: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCli('server/cli/create-admin.ts', databaseUrl, args);
}
