import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { SessionCache } from './auth/session-cache';
import type { SiteCache } from './cache/site-cache';
import type { AccountFiguresCache } from './wallet/account-figures-cache';

/** What every domain operation may use. Operations never see HTTP. */
export interface Deps {
  em: EntityManager;
  clock: Clock;
  config: AppConfig;
  /** The server's cache of resolved user sessions; absent outside a running server (CLI, scripts). */
  sessionCache?: SessionCache;
  /** The server's cache of site settings and public reads, kept true by the database's announcements; absent outside a running server. */
  siteCache?: SiteCache;
  /** The server's cache of signed-in users' figures (balance, pending credits), kept true by announcements after commit; absent outside a running server. */
  accountCache?: AccountFiguresCache;
}

/** PostgreSQL unique_violation, for turning a lost insert race into a clear 409. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}
