/** Whether an error means the database is unreachable right now (answered 503; the pool reconnects), not a faulty statement. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH',
  // PostgreSQL: connection exceptions (class 08) and operator intervention (57P01–57P03: shutting down, crashed, starting up).
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03',
]);
// knex's 'Transaction query already complete': the connection under an open transaction was cut (BEGIN
// or a statement failed on it) and the next statement of that transaction meets the closed transaction;
// knex drops the first error, so this sentence is all that is left of it.
const UNAVAILABLE_MESSAGES = /Transaction query already complete|Connection terminated|connection terminated|Client has encountered a connection error|terminating connection|Timeout acquiring a connection|the database system is (starting up|shutting down|in recovery mode)|Connection is closed|connect ECONNREFUSED|Unable to acquire a connection/;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Told to clients in Retry-After: a restart of PostgreSQL takes a few seconds. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Follow `cause` links (tRPC wraps the error; MikroORM wraps the driver's) without recursion.
  let current: unknown = error;
  for (let hops = 0; hops < 8 && current; hops += 1) {
    if (typeof current !== 'object') return false;
    const { code, name, message, cause } = current as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
