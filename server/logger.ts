import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Level, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config';

/** Structured JSON logs (pino), each request's lines with its `requestId`; credentials censored by path, secret query parameters cut. */
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

/**
 * A logged error as pino writes it, with its own `code` (a SQLSTATE such as 57P01, ECONNREFUSED) as
 * `errorCode`: `code` is redacted wherever it appears, since as input it is a secret (a second-factor
 * or reward code), and the redaction cannot tell the two apart by place.
 */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (serialized && typeof serialized === 'object' && 'code' in serialized) {
    const { code, ...rest } = serialized;
    return { ...rest, errorCode: code };
  }
  return serialized;
}

/** The server's pino options (a test writes them to a stream of its own). */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({ method: request.method, url: urlForLog(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export function createLogger(config: AppConfig): AppLogger {
  return pino(loggerOptions(config));
}

/** A request's logger that makes its pino child only when a line is written (binding eagerly was 4 % of a cached request, issue 20). */
export class RequestLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: Level, args: unknown[]): void {
    if (this.made ? !this.made.isLevelEnabled(level) : !this.enabledBeforeMade(level)) return;
    const logger = this.logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  private enabledBeforeMade(level: Level): boolean {
    // A route's own level (Fastify passes it as an option) decides, as it would on the child.
    const own = this.options.level;
    if (own === undefined) return this.parent.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return own !== 'silent' && values[level]! >= values[own]!;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's RequestLogger. */
export function requestLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(parent as Logger, bindings, options);
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

/** A request's id: a trusted proxy's `X-Request-Id`, else a new one (a client's own header is not believed). */
export function requestIdFor(trusted: (address: string) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const address = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && trusted(address)) return given;
    return randomUUID();
  };
}
