import type { EntityManager } from '@mikro-orm/postgresql';

/** Raw SQL on the caller's transaction (if any): the ledger's conditional updates need exact statements. */
export function sql<T = Record<string, unknown>>(em: EntityManager, statement: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(statement, params, 'all', em.getTransactionContext());
}
