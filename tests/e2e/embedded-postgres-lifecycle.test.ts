import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runningPostmaster } from '../../db/embedded';
import { startAppProcess } from './app-process';

/**
 * The embedded PostgreSQL around crashes and private folders (issue 13, faults 2 and 3): a killed
 * app does not leave it running, a left-over one is stopped by the next start, and a folder the
 * 'postgres' system user cannot enter stops the start with one clear sentence.
 */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function dataFolder(mode: number): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'rewards-pg-life-'));
  folders.push(parent);
  fs.chmodSync(parent, mode);
  return path.join(parent, 'data');
}

/** Running, not a zombie: a killed app's children are re-parented to a PID 1 that may never reap them. */
function processAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Waits for a process to exit; there is no event for another process's exit, so its pid is polled. */
async function exitOf(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (processAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

function watchdogPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('cat > /dev/null; kill -INT');
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('embedded PostgreSQL lifecycle', () => {
  it('after kill -9 of the app its PostgreSQL stops by itself, and the next start on the same data works', async () => {
    const dataDir = dataFolder(0o777);
    const first = await startAppProcess({}, { dataDir });
    const postmaster = runningPostmaster(path.join(dataDir, 'pg'));
    expect(postmaster).not.toBeNull();
    process.kill(first.pid, 'SIGKILL');
    expect(await exitOf(postmaster!.pid, 10_000)).toBe(true);

    const second = await startAppProcess({}, { dataDir });
    try {
      expect((await fetch(`${second.publicUrl}/healthz`)).status).toBe(200);
    } finally {
      await second.stop();
    }
    expect(runningPostmaster(path.join(dataDir, 'pg'))).toBeNull();
  });

  it('a PostgreSQL left running on the data folder (its app and watchdog both killed) is stopped cleanly by the next start', async () => {
    const dataDir = dataFolder(0o777);
    const before = new Set(watchdogPids());
    const first = await startAppProcess({}, { dataDir });
    const orphan = runningPostmaster(path.join(dataDir, 'pg'))!;
    for (const pid of watchdogPids().filter((candidate) => !before.has(candidate))) process.kill(pid, 'SIGKILL');
    process.kill(first.pid, 'SIGKILL');
    expect(processAlive(orphan.pid)).toBe(true);

    const second = await startAppProcess({}, { dataDir });
    try {
      expect(second.output()).toContain(`(process ${orphan.pid}) was still running`);
      expect(processAlive(orphan.pid)).toBe(false);
      expect((await fetch(`${second.publicUrl}/healthz`)).status).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('a data folder the postgres system user cannot enter: one clear sentence as root, a normal start otherwise', async () => {
    const dataDir = dataFolder(0o700);
    if (process.getuid?.() !== 0) {
      const app = await startAppProcess({}, { dataDir });
      await app.stop();
      return;
    }
    const failure = await startAppProcess({}, { dataDir }).then(
      async (app) => {
        await app.stop();
        return '';
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain(`Failed to start: The embedded PostgreSQL runs as the system user "postgres", which cannot enter ${path.dirname(dataDir)}: set DATA_DIR`);
    expect(failure).not.toMatch(/EACCES|Unhandled|\n\s+at\s/);
  });
});
