import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger } from '../../server/logger';

/** A pino logger like the server's (redacted authorization header), writing its lines into an array. */
function collectingLogger(level: string): { logger: Logger; lines: () => Array<Record<string, unknown>> } {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  });
  const logger = pino({ level, redact: { paths: ['headers.authorization'], censor: '[Redacted]' } }, sink);
  return { logger, lines: () => written.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('RequestLogger (each request’s logger, its child made on the first line written)', () => {
  it('writes the same line a pino child would, with the request id bound and secrets censored', () => {
    const { logger, lines } = collectingLogger('info');
    const requestLog = new RequestLogger(logger, { requestId: 'req-1' }, {});
    requestLog.info({ headers: { authorization: 'Bearer secret-token' } }, 'incoming request');
    requestLog.warn('second line');
    const written = lines();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({ requestId: 'req-1', msg: 'incoming request', headers: { authorization: '[Redacted]' } });
    expect(written[1]).toMatchObject({ requestId: 'req-1', msg: 'second line', level: 40 });
    expect(JSON.stringify(written)).not.toContain('secret-token');
  });

  it('makes no child and writes nothing for a level that is off', () => {
    const { logger, lines } = collectingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const requestLog = new RequestLogger(logger, { requestId: 'req-2' }, {});
    requestLog.info({ req: { url: '/api/auth/me' } }, 'incoming request');
    requestLog.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines()).toHaveLength(0);
    requestLog.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines()).toEqual([expect.objectContaining({ requestId: 'req-2', msg: 'failed' })]);
  });

  it('follows a route’s own level, given as the child’s option, before and after the child is made', () => {
    const { logger, lines } = collectingLogger('info');
    const quiet = new RequestLogger(logger, { requestId: 'req-3' }, { level: 'error' });
    expect(quiet.level).toBe('error');
    quiet.info('not written');
    quiet.warn('not written either');
    quiet.error('written');
    quiet.info('still not written');
    expect(lines().map((line) => line.msg)).toEqual(['written']);

    const chatty = new RequestLogger(logger, { requestId: 'req-4' }, { level: 'debug' });
    chatty.debug('debug line');
    expect(lines().map((line) => line.msg)).toEqual(['written', 'debug line']);

    const silent = new RequestLogger(logger, { requestId: 'req-5' }, { level: 'silent' });
    silent.fatal('nothing');
    expect(lines()).toHaveLength(2);
  });

  it('children of it carry the request id too', () => {
    const { logger, lines } = collectingLogger('info');
    new RequestLogger(logger, { requestId: 'req-6' }, {}).child({ part: 'upload' }).info('from a child');
    expect(lines()).toEqual([expect.objectContaining({ requestId: 'req-6', part: 'upload', msg: 'from a child' })]);
  });
});
