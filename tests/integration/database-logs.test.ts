import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openOrm, type Orm } from '../../db/orm';
import { logDatabaseClient } from '../../server/database-logs';
import { loggerOptions } from '../../server/logger';
import { sqlByHand } from './harness';

/**
 * The database client's connection errors are JSON log lines with the error's SQLSTATE (issue 32 §4,
 * decision 056): a pooled connection the database ends (pg_terminate_backend, as a restart or an
 * administrator does) is logged when it happens, and knex's own notice when it discards it is a
 * JSON line too, never console output.
 */

type Line = Record<string, any>;
const lines: Line[] = [];
const waiting = new Set<() => void>();
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
    for (const wake of waiting) wake();
    done();
  },
});

/** Resolves with the first line that matches, as soon as it is written. */
function lineWhere(matches: (line: Line) => boolean): Promise<Line> {
  return new Promise((resolve) => {
    const check = () => {
      const found = lines.find(matches);
      if (!found) return;
      waiting.delete(check);
      resolve(found);
    };
    waiting.add(check);
    check();
  });
}

async function backendPid(): Promise<number> {
  const [row] = await orm.em.getConnection().execute<Array<{ pid: number }>>('select pg_backend_pid() as pid');
  return row!.pid;
}

const adminUrl = inject('postgresAdminUrl');
let orm: Orm;
beforeAll(async () => {
  orm = await openOrm(adminUrl, 2);
  logDatabaseClient(orm, pino(loggerOptions({ logLevel: 'info' }), stream));
});
afterAll(() => orm?.close());

describe('database client logs', () => {
  it('a connection the database ends is one JSON line with its SQLSTATE; knex discarding it is JSON too', async () => {
    const consoleLog = vi.spyOn(console, 'log');
    const pid = await backendPid();
    const lost = lineWhere((line) => line.msg === 'a database connection was lost');
    await sqlByHand(adminUrl, 'select pg_terminate_backend($1)', [pid]);
    expect(await lost).toMatchObject({ level: 40, component: 'database', err: { errorCode: '57P01', message: expect.stringContaining('terminating connection') } });

    // The next query gets a new connection; knex says why it dropped the old one.
    const discarded = lineWhere((line) => typeof line.msg === 'string' && line.msg.startsWith('Connection Error'));
    expect(await backendPid()).not.toBe(pid);
    expect(await discarded).toMatchObject({ level: 40, component: 'database' });
    expect(consoleLog).not.toHaveBeenCalled();
    consoleLog.mockRestore();
  });

  it('the logger keeps an error\'s code and still redacts a code given as input', () => {
    const logger = pino(loggerOptions({ logLevel: 'info' }), stream);
    logger.error({ err: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }), input: { code: '123456' } }, 'probe');
    const line = lines.at(-1)!;
    expect(line).toMatchObject({ msg: 'probe', err: { errorCode: '23505' }, input: { code: '[Redacted]' } });
    expect(JSON.stringify(line)).not.toContain('123456');
  });
});
