import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { ServerCaches } from './cache';
import type { FulfilmentProvider } from '../fulfilment-provider';

/** What every domain operation may use. Operations never see HTTP. */
export interface Deps {
  em: EntityManager;
  clock: Clock;
  config: AppConfig;
  /** The running server's caches, read through a CachedRead (decision 034); absent outside one (CLI, scripts, jobs): reads go to the database. */
  caches?: ServerCaches;
  /** The gift-card provider orders are bought from (decision 060); absent or null without one: linked products behave as unlinked. */
  fulfilmentProvider?: FulfilmentProvider | null;
}

/** PostgreSQL unique_violation, for turning a lost insert race into a clear 409. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}
