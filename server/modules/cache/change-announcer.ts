import type { EntityManager, EventSubscriber, Knex, MikroORM, TransactionEventArgs } from '@mikro-orm/postgresql';
import pg from 'pg';
import { notificationsOf, type Change, type KeyedTopic, type WholeTopic } from './changes';
import type { ServerCaches } from './server-caches';

/** An announcement slower than this is logged: until it arrives, other processes show what was before. */
const SLOW_ANNOUNCEMENT_MS = 250;

/** How long connecting or sending may take before the batch is given up. */
const ANNOUNCE_TIMEOUT_MS = 5_000;

/** The announcing connection's name in pg_stat_activity. */
export const ANNOUNCER_APPLICATION_NAME = 'honest-rewards-announcer';

export interface AnnouncerLog {
  warn(message: string): void;
  warn(fields: { err: unknown }, message: string): void;
}

/** The transaction a statement runs in, at its outermost: a nested one is a savepoint, and only the outermost commit makes a change visible. */
function outermostTransaction(transaction: Knex.Transaction): Knex.Transaction {
  let outermost = transaction;
  while (outermost.parentTransaction) outermost = outermost.parentTransaction;
  return outermost;
}

/**
 * Announces after the commit, never inside the transaction: a notifying transaction holds a global
 * lock until its commit is flushed. Held until the outermost one ends (decisions 011, 025, 034).
 */
export class ChangeAnnouncer implements EventSubscriber {
  private readonly held = new WeakMap<Knex.Transaction, Change[]>();
  /** The changes of the next batch, gathered while the one before it is being sent. */
  private next: Change[] | null = null;
  private sending: Promise<void> = Promise.resolve();
  private connection: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly caches: ServerCaches,
    private readonly log: AnnouncerLog,
  ) {}

  note(em: EntityManager, change: Change): void {
    const transaction = em.getTransactionContext<Knex.Transaction>();
    if (!transaction) return this.announce([change]);
    const outermost = outermostTransaction(transaction);
    const changes = this.held.get(outermost);
    if (changes) changes.push(change);
    else this.held.set(outermost, [change]);
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    this.release(transaction);
  }

  /** Before the rollback statement, which fails on a lost connection (and the event after it is then never sent). */
  beforeTransactionRollback({ transaction }: TransactionEventArgs): void {
    this.release(transaction);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.sending;
    const connection = this.connection;
    this.connection = null;
    await connection?.then((client) => client.end()).catch(() => {});
  }

  private release(transaction: Knex.Transaction | undefined): void {
    const changes = transaction && this.held.get(transaction);
    if (!changes) return;
    this.held.delete(transaction);
    this.announce(changes);
  }

  /** Forgets here at once; joins the batch that is sent once the one being sent now is (never awaited by the change's operation). */
  private announce(changes: Change[]): void {
    for (const change of changes) this.caches.apply(change);
    if (!this.next) {
      const batch: Change[] = [];
      this.next = batch;
      this.sending = this.sending.then(() => {
        if (this.next === batch) this.next = null;
        return this.send(batch);
      });
    }
    this.next.push(...changes);
  }

  private async send(changes: Change[]): Promise<void> {
    const notifications = notificationsOf(changes);
    if (this.closed || notifications.length === 0) return;
    const startedAt = performance.now();
    try {
      const client = await this.client();
      // One statement, one round trip, however many notifications.
      await client.query(
        `select ${notifications.map((_, index) => `pg_notify($${2 * index + 1}, $${2 * index + 2})`).join(', ')}`,
        notifications.flatMap(({ channel, payload }) => [channel, payload]),
      );
    } catch (error) {
      // The other processes then keep what they hold until it ends with its lifetime, or their next change of it.
      this.log.warn({ err: error }, 'changes not announced to other processes');
    }
    const tookMs = performance.now() - startedAt;
    if (tookMs > SLOW_ANNOUNCEMENT_MS) this.log.warn(`announcing ${changes.length} changes took ${Math.round(tookMs)} ms; other processes showed what was before meanwhile`);
  }

  private client(): Promise<pg.Client> {
    if (!this.connection) {
      const connecting = this.connect();
      this.connection = connecting;
      connecting.catch(() => {
        if (this.connection === connecting) this.connection = null;
      });
    }
    return this.connection;
  }

  private connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      options: '-c synchronous_commit=off',
      application_name: ANNOUNCER_APPLICATION_NAME,
      // A database out of reach fails the batch instead of holding every later one, and shutdown.
      connectionTimeoutMillis: ANNOUNCE_TIMEOUT_MS,
      query_timeout: ANNOUNCE_TIMEOUT_MS,
    });
    const connected = client.connect().then(() => client);
    // A lost connection is made anew by the next batch.
    const lost = () => {
      if (this.connection === connected) this.connection = null;
      void client.end().catch(() => {});
    };
    client.on('error', lost);
    client.on('end', lost);
    return connected;
  }
}

const announcers = new WeakMap<object, ChangeAnnouncer>();

/**
 * The running server announces the changes made through its ORM from now on (registered once, at start; close it with
 * the server), on a connection of its own to `directUrl`: its session setting (synchronous_commit) would not pass a pooler (decision 055).
 */
export function registerChangeAnnouncer(orm: MikroORM, directUrl: string, caches: ServerCaches, log: AnnouncerLog): ChangeAnnouncer {
  const announcer = new ChangeAnnouncer(directUrl, caches, log);
  orm.em.getEventManager().registerSubscriber(announcer);
  announcers.set(orm.config, announcer);
  return announcer;
}

/**
 * "This changed" (decision 034): call it with the connection the change was written on — inside its
 * transaction, or after the statement outside one. Without a running server it does nothing.
 */
export function announceChange(em: EntityManager, topic: KeyedTopic, key: string): void;
export function announceChange(em: EntityManager, topic: WholeTopic): void;
export function announceChange(em: EntityManager, topic: KeyedTopic | WholeTopic, key?: string): void {
  announcers.get(em.config)?.note(em, { topic, key } as Change);
}
