import type { EventEmitter } from 'node:events';
import type { Orm } from '../db/orm';
import type { AppLogger } from './logger';

interface KnexClient {
  logger: { debug(message: unknown): void; warn(message: unknown): void; error(message: unknown): void; deprecate(method: string, alternative: string): void };
  pool?: EventEmitter & { free: Array<{ resource: EventEmitter }>; used: Array<{ resource: EventEmitter }> };
}

/**
 * The database client's own messages as JSON lines (decision 056). knex writes its warnings
 * ("Connection Error: …" when it discards a connection the database closed) with console.log,
 * and a pooled connection's error — the database restarting, a terminated backend, with its
 * SQLSTATE — is otherwise seen by nobody: each is logged here, with the error's code.
 */
export function logDatabaseClient(orm: Orm, logger: AppLogger): void {
  const log = logger.child({ component: 'database' });
  const client = orm.em.getConnection().getKnex().client as unknown as KnexClient;
  const line = (write: (object: object, message: string) => void) => (message: unknown) =>
    typeof message === 'string' ? write({}, message) : write({ detail: message }, 'knex');
  client.logger = {
    debug: line((object, message) => log.debug(object, message)),
    warn: line((object, message) => log.warn(object, message)),
    error: line((object, message) => log.error(object, message)),
    deprecate: (method, alternative) => log.warn(`${method} is deprecated, please use ${alternative}`),
  };
  const watch = (connection: EventEmitter) => connection.on('error', (error: Error) => log.warn({ err: error }, 'a database connection was lost'));
  // knex listens to a connection's errors only to mark it disposed. The ORM opened one already
  // (tarn's `free` and `used`, protected in its types); tarn announces each one it opens after.
  const pool = client.pool;
  if (!pool) return;
  for (const { resource } of [...pool.free, ...pool.used]) watch(resource);
  pool.on('createSuccess', (_eventId: number, connection: EventEmitter) => watch(connection));
}
