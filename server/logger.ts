import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';

/**
 * Structured JSON logs (pino, Fastify's own logger), one line per event, each request's lines
 * carrying its `requestId`. Nothing secret is written: credentials in headers and bodies are
 * censored by path, and secret-bearing query parameters are cut from logged URLs.
 */
export type AppLogger = Logger;

/** Fields whose values are secrets wherever they appear in a logged object. */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'code', 'otp', 'signature', 'secret', 'recoveryCode', 'razorpay_signature'];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/** Query parameters that carry secrets (e-mail link tokens) or a request's whole input (tRPC GET). */
const SECRET_QUERY_PARAMETERS = new Set(['token', 'code', 'otp', 'signature', 'password', 'input']);

/** A URL as it may be logged: secret-bearing query values replaced, the rest kept for debugging. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...query.keys()]) if (SECRET_QUERY_PARAMETERS.has(key.toLowerCase())) query.set(key, '[Redacted]');
  return `${url.slice(0, queryStart)}?${query.toString()}`;
}

export function createLogger(config: AppConfig): AppLogger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({ method: request.method, url: urlForLog(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  });
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Each request's id: the `X-Request-Id` a trusted proxy set (so a request is followed through the
 * proxy's logs too), or a new one. A client's own header is not believed unless it came through
 * a trusted proxy, so nobody can make their requests look like someone else's in the logs.
 */
export function requestIdFor(trusted: (address: string) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const address = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && trusted(address)) return given;
    return randomUUID();
  };
}
