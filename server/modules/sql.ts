import type { EntityManager } from '@mikro-orm/postgresql';

/** Raw SQL on the caller's transaction (if any): the ledger's conditional updates need exact statements. */
export function sql<T = Record<string, unknown>>(em: EntityManager, statement: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(statement, params, 'all', em.getTransactionContext());
}

interface PooledClient {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PoolingClient {
  acquireConnection(): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): Promise<unknown>;
}

/** Each statement's protocol form, made once: a name derived from its text and `$n` placeholders. */
const preparedForms = new Map<string, { name: string; text: string }>();

function preparedForm(statement: string): { name: string; text: string } {
  let form = preparedForms.get(statement);
  if (!form) {
    let position = 0;
    form = { name: `q${preparedForms.size}`, text: statement.replace(/\?/g, () => `$${++position}`) };
    preparedForms.set(statement, form);
  }
  return form;
}

/**
 * For the few statements every request runs (the session, the rate limits, the money
 * operations): a named prepared statement on a pooled connection, so PostgreSQL parses and plans
 * it once per connection instead of once per request, and the server skips the ORM's query
 * formatting (docs/performance.md). Inside a transaction it runs on that transaction, like `sql`.
 */
export async function preparedSql<T = Record<string, unknown>>(em: EntityManager, statement: string, params: unknown[]): Promise<T[]> {
  if (em.getTransactionContext()) return sql<T>(em, statement, params);
  const pool = poolOf(em);
  const connection = await pool.acquireConnection();
  try {
    const { rows } = await connection.query({ ...preparedForm(statement), values: params });
    return rows as T[];
  } finally {
    await pool.releaseConnection(connection);
  }
}

function poolOf(em: EntityManager): PoolingClient {
  return (em.getConnection().getKnex() as unknown as { client: PoolingClient }).client;
}

/**
 * Runs one prepared statement of a preparedTransaction. `last` sends COMMIT right behind it, in the
 * same turn of the event loop; nothing may run after it.
 */
export type PreparedRun = <T = Record<string, unknown>>(statement: string, params: unknown[], options?: { last?: boolean }) => Promise<T[]>;

/**
 * A short transaction of prepared statements on one pooled connection, beside the ORM's: for a hot
 * path whose transaction is a database function and a row or two (placing a reward order, decision
 * 020), where the ORM's transaction and unit of work cost the busy server more than the statements.
 */
export async function preparedTransaction<T>(em: EntityManager, work: (run: PreparedRun) => Promise<T>): Promise<T> {
  const pool = poolOf(em);
  const connection = await pool.acquireConnection();
  // Not awaited: the driver sends the first statement as soon as BEGIN is answered, without a turn
  // of the busy event loop in between while the transaction is open. Its failure fails the work too.
  const begun = connection.query({ text: 'begin' });
  begun.catch(() => undefined);
  let committed = false;
  const run = async <R>(statement: string, params: unknown[], options: { last?: boolean } = {}): Promise<R[]> => {
    const done = connection.query({ ...preparedForm(statement), values: params });
    if (!options.last) return (await done).rows as R[];
    committed = true;
    // After a failed statement PostgreSQL answers this COMMIT with a rollback, and the statement's error is thrown.
    const [{ rows }] = await Promise.all([done, connection.query({ text: 'commit' })]);
    return rows as R[];
  };
  try {
    const result = await work(run);
    await begun;
    if (!committed) await connection.query({ text: 'commit' });
    return result;
  } catch (error) {
    // A broken connection fails the rollback too; the pool then discards it, and the error that mattered is this one.
    await connection.query({ text: 'rollback' }).catch(() => undefined);
    throw error;
  } finally {
    await pool.releaseConnection(connection);
  }
}
