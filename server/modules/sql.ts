import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/**
 * A statement's picked row (decision 035) with some columns narrowed to what the application keeps in
 * them: a text column's values, a jsonb column's shape. Each narrowed column must exist in the row
 * and its type fit the column's, so a renamed or retyped column still breaks the compile.
 */
export type Narrowed<R, N extends { [K in keyof N]: K extends keyof R ? R[K] : never }> = Omit<R, keyof N> & N;

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

/** The ORMs whose pool is a transaction-mode pooler's (decision 055): a name would live on one server connection only. */
const unnamedStatements = new WeakSet<object>();

/** From now on `orm`'s `preparedSql` statements go unnamed: parsed each time, as a pooler in transaction mode needs. */
export function sendStatementsUnnamed(orm: MikroORM): void {
  unnamedStatements.add(orm.config);
}

/**
 * For the statements every request runs: prepared once per pooled connection (decision 006), unless
 * the pool is behind a pooler in transaction mode (`sendStatementsUnnamed`, decision 055). In a
 * transaction it runs there, like `sql`.
 */
export async function preparedSql<T = Record<string, unknown>>(em: EntityManager, statement: string, params: unknown[]): Promise<T[]> {
  if (em.getTransactionContext()) return sql<T>(em, statement, params);
  const pool = poolOf(em);
  const connection = await pool.acquireConnection();
  try {
    const form = preparedForm(statement);
    const { rows } = await connection.query(unnamedStatements.has(em.config) ? { text: form.text, values: params } : { ...form, values: params });
    return rows as T[];
  } finally {
    await pool.releaseConnection(connection);
  }
}

function poolOf(em: EntityManager): PoolingClient {
  return (em.getConnection().getKnex() as unknown as { client: PoolingClient }).client;
}
