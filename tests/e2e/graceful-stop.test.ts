import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from './app-process';

/**
 * SIGTERM under steady keep-alive traffic on both origins (issue 27): every request either gets
 * its whole answer, or — once the listeners are closed — is refused at connect (ECONNREFUSED).
 * None is reset mid-request, hung up on, or answered in part. While draining the server says
 * `Connection: close`, so the clients stop reusing their sockets instead of racing their close.
 */

/** Sockets per origin; each carries requests back to back. */
const SOCKETS = 4;
/** Answers per origin before the SIGTERM, so every socket is warm and reused. */
const ANSWERS_BEFORE_STOP = 150;
/** A cheap path and one that reads the database (which must still be there while draining). */
const PATHS = ['/healthz', '/readyz'];

interface Outcomes {
  answered: number;
  answeredAfterStop: number;
  /** Answers that told the client to close the socket. */
  toldToClose: number;
  refused: number;
  failures: string[];
}

/** One GET over the agent: its whole answer, ECONNREFUSED, or a failure described. */
function get(agent: http.Agent, url: string): Promise<{ status: number; close: boolean } | 'refused' | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => resolve(`${url}: ${error.message} while reading the answer`));
      response.on('aborted', () => resolve(`${url}: answer aborted`));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const length = Number(response.headers['content-length'] ?? body.length);
        if (!response.complete || body.length !== length) return resolve(`${url}: truncated answer (${body.length} of ${length} bytes)`);
        try {
          JSON.parse(body.toString('utf8'));
        } catch {
          return resolve(`${url}: ${response.statusCode} with a body that is not JSON`);
        }
        resolve({ status: response.statusCode ?? 0, close: response.headers.connection === 'close' });
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : `${url}: ${error.code ?? ''} ${error.message}`));
  });
}

/** Requests back to back on `SOCKETS` keep-alive sockets until the origin refuses connections. */
function traffic(baseUrl: string, stopped: () => boolean): { outcomes: Outcomes; done: Promise<void> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });
  const outcomes: Outcomes = { answered: 0, answeredAfterStop: 0, toldToClose: 0, refused: 0, failures: [] };
  const client = async (index: number) => {
    for (let sent = 0; ; sent += 1) {
      const result = await get(agent, `${baseUrl}${PATHS[(index + sent) % PATHS.length]}`);
      if (result === 'refused') {
        outcomes.refused += 1;
        return;
      }
      if (typeof result === 'string') {
        outcomes.failures.push(result);
        // A failure before the stop would be a different fault; after it, this client is done either way.
        if (stopped()) return;
        continue;
      }
      if (result.status !== 200) outcomes.failures.push(`${baseUrl}: answered ${result.status}`);
      outcomes.answered += 1;
      if (stopped()) outcomes.answeredAfterStop += 1;
      if (result.close) outcomes.toldToClose += 1;
    }
  };
  const done = Promise.all(Array.from({ length: SOCKETS }, (_, index) => client(index))).then(() => agent.destroy());
  return { outcomes, done };
}

async function untilAnswered(origins: Outcomes[], count: number, app: AppProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  // Answers are events from the traffic; waiting for enough of them is not sleeping for timing.
  while (origins.some((outcomes) => outcomes.answered < count)) {
    if (Date.now() > deadline) throw new Error(`the traffic was not answered:\n${app.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One process, and a primary with two workers (each drains its own sockets; the primary holds the listeners). */
const SETUPS: Array<[string, Record<string, string>]> = [
  ['one process', {}],
  ['WEB_CONCURRENCY=2', { WEB_CONCURRENCY: '2' }],
];

describe.each(SETUPS)('SIGTERM under keep-alive traffic, %s', (_label, env) => {
  it('answers every request in full or refuses it at connect, on both origins, and exits 0', async () => {
    const app = await startAppProcess(env);
    let stopped = false;
    const origins = [traffic(app.publicUrl, () => stopped), traffic(app.adminUrl, () => stopped)];
    try {
      await untilAnswered(
        origins.map((origin) => origin.outcomes),
        ANSWERS_BEFORE_STOP,
        app,
      );
      stopped = true;
      process.kill(app.pid, 'SIGTERM');
      await Promise.all(origins.map((origin) => origin.done));
    } finally {
      stopped = true;
      expect(await app.stop(), app.output()).toBe(0);
    }
    for (const { outcomes } of origins) {
      expect(outcomes.failures).toEqual([]);
      expect(outcomes.answered).toBeGreaterThanOrEqual(ANSWERS_BEFORE_STOP);
      // Every socket ended with an answer that said so (or was refused at a fresh connect).
      expect(outcomes.toldToClose).toBeGreaterThanOrEqual(1);
      expect(outcomes.refused).toBe(SOCKETS);
    }
  }, 180_000);
});
