import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openOrm, migrate, type Orm } from '../db/orm';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { seedContent, seedDemoUser } from '../db/seeds/seed';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { applyServerHeapGrowth } from './heap-growth';
import { createOriginApp } from './http/create-origin-app';
import { ensureBootstrapAdmin, type AdminBootstrap } from './modules/admin-auth/create-admin';
import { SessionCache } from './modules/auth/session-cache';
import { MailDispatcher, type Transport } from './modules/mail/mail-dispatcher';
import type { Deps } from './modules/deps';

export const DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

export interface RunningServer {
  publicApp: FastifyInstance;
  adminApp: FastifyInstance;
  orm: Orm;
  /** Delivers pending outbox mail when SMTP is configured (tests stop its timer and call deliverDue()). */
  mailDispatcher: MailDispatcher;
  /** What boot did, for the start-up banner. */
  boot: { adminBootstrap: AdminBootstrap; demoUserCreated: boolean; databaseUrl: string; embedded: boolean };
  close(): Promise<void>;
}

export interface StartOptions {
  config: AppConfig;
  clock?: Clock;
  /** Listen on the configured ports; tests use inject() or port 0 instead. */
  listen?: boolean;
  mailTransport?: Transport;
  staticRoot?: string;
}

/** Boot: V8's heap growth (decision 008) → database (embedded or DATABASE_URL) → migrate → seed → both origins. */
export async function startServer({ config, clock = systemClock, listen = true, mailTransport, staticRoot = DIST_DIR }: StartOptions): Promise<RunningServer> {
  applyServerHeapGrowth();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, database: 'honest_rewards' });
    databaseUrl = embedded.url;
  }
  let orm: Orm | undefined;
  try {
    orm = await openOrm(databaseUrl);
    await migrate(orm);
    const deps: Deps = { em: orm.em.fork(), clock, config };
    await seedContent(deps);
    const demoUserCreated = config.isProduction ? false : await seedDemoUser(deps);
    const adminBootstrap = await ensureBootstrapAdmin(deps);

    const services = { orm, clock, config, sessionCache: new SessionCache() };
    const publicApp = await createOriginApp({ services, origin: 'public', staticDir: path.join(staticRoot, 'public') });
    const adminApp = await createOriginApp({ services, origin: 'admin', staticDir: path.join(staticRoot, 'admin') });
    const dispatcher = new MailDispatcher(orm, config, clock, mailTransport);
    dispatcher.start();

    if (listen) {
      await publicApp.listen({ host: config.host, port: config.publicPort });
      await adminApp.listen({ host: config.host, port: config.adminPort });
    }

    const openedOrm = orm;
    let closing: Promise<void> | undefined;
    return {
      publicApp,
      adminApp,
      orm,
      mailDispatcher: dispatcher,
      boot: { adminBootstrap, demoUserCreated, databaseUrl, embedded: Boolean(embedded) },
      close: () =>
        (closing ??= (async () => {
          // Fastify's close() lets in-flight requests finish before it resolves.
          await Promise.all([publicApp.close(), adminApp.close()]);
          await dispatcher.stop();
          await openedOrm.close();
          await embedded?.stop();
        })()),
    };
  } catch (error) {
    await orm?.close();
    await embedded?.stop();
    throw error;
  }
}
