import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Admin, AdminSession } from '../../db/entities';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { AppLogger } from '../logger';
import type { Deps } from '../modules/deps';
import type { Locale } from '#contract/i18n/locales';
import type { ConcurrencyLimit } from './concurrency-limit';
import type { ServerCaches } from '../modules/cache';
import type { FulfilmentProvider } from '../fulfilment-provider';

export type OriginKind = 'public' | 'admin';

/** The signed-in user as every request sees it: read with the session (auth/sessions.ts), not tracked by the ORM. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerifiedAt?: Date | null;
  createdAt: Date;
  /** The account's language (e-mails, and the site after sign-in). */
  locale: Locale;
}

export interface UserSession {
  id: string;
  expiresAt: Date;
}

export interface Services {
  orm: MikroORM;
  clock: Clock;
  config: AppConfig;
  /** Sessions, users' figures and public reads, kept until a change is announced (decision 034); shared by both origins, so a block on the admin origin reaches the public origin at once. */
  caches: ServerCaches;
  logger: AppLogger;
  /** The gift-card provider (decision 060), null without one. */
  fulfilmentProvider: FulfilmentProvider | null;
}

/** One origin's services: its own procedure slots, so a burst on one origin cannot queue the other's requests. */
export interface OriginServices extends Services {
  procedureSlots: ConcurrencyLimit;
}

export const SESSION_COOKIE = 'sid';
/** Browsers share cookies across ports, so the admin cookie has its own name the public origin never reads. */
export const ADMIN_SESSION_COOKIE = 'admin_sid';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: { expires: Date }): void;
  clear(name: string): void;
}

export interface RequestInfo {
  origin: OriginKind;
  /** 'browser' for the SPAs over tRPC (cookie sessions); 'api' for REST clients (bearer tokens). */
  client: 'browser' | 'api';
  ip: string;
  userAgent?: string;
  authorization?: string;
  cookies: CookieJar;
  /** The request's language (cookie, else Accept-Language): a new account and its first e-mail start in it. */
  locale: Locale;
}

export interface Context {
  deps: Deps;
  request: RequestInfo;
  /** How the caller authenticated: cookie sessions get a cookie back, bearer clients get a token. */
  via: 'cookie' | 'bearer' | null;
  user: SessionUser | null;
  session: UserSession | null;
  admin: Admin | null;
  adminSession: AdminSession | null;
  /** Bounds how many procedures of this origin run at once (see `boundConcurrency` in init.ts). */
  procedureSlots: ConcurrencyLimit;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

/** One request's ORM fork (made on first use: a cached read never needs one), clock, config and caches. */
export function requestDeps(services: Services): Deps {
  let em: EntityManager | undefined;
  return {
    get em() {
      return (em ??= services.orm.em.fork());
    },
    clock: services.clock,
    config: services.config,
    caches: services.caches,
    fulfilmentProvider: services.fulfilmentProvider,
  };
}
