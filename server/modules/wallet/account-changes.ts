import type { EntityManager, EventSubscriber, MikroORM, TransactionEventArgs } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ACCOUNT_CHANGES_CHANNEL, type AccountFiguresCache } from './account-figures-cache';

/** An announcement slower than this is logged: until it arrives, other processes show the old figures. */
const SLOW_ANNOUNCEMENT_MS = 250;

/** How long connecting or sending may take before the batch is given up. */
const ANNOUNCE_TIMEOUT_MS = 5_000;

/** The announcing connection's name in pg_stat_activity. */
export const ANNOUNCER_APPLICATION_NAME = 'honest-rewards-announcer';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more; user ids (36 characters) are sent in batches below it. */
const NOTIFY_PAYLOAD_MAX_CHARS = 7_900;

export interface AnnouncerLog {
  warn(message: string): void;
}

/**
 * The transaction a statement runs in, at its outermost: a nested transaction (a savepoint) names
 * its parent under MikroORM's own symbol, and only the outermost commit makes a change visible.
 */
function outermostTransaction(transaction: object): object {
  let current = transaction;
  for (;;) {
    const parentKey = Object.getOwnPropertySymbols(current).find((symbol) => symbol.description === 'parentTransaction');
    // A knex transaction is a function object.
    const parent = parentKey ? (current as Record<symbol, object | undefined>)[parentKey] : undefined;
    if (!parent) return current;
    current = parent;
  }
}

/**
 * Tells every server process that users' figures (balance, offerwall credits pending, ticker
 * preference) changed — after the change commits, never inside the changing transaction: a
 * transaction that notifies takes a global lock until its commit is flushed (decision 011), which
 * would make every money transaction commit one at a time. A change inside a transaction is held
 * until that transaction's outermost commit (MikroORM's afterTransactionCommit) and dropped on
 * rollback; a statement outside one has committed when it returns. This process forgets the users
 * at once; the others hear them from one `pg_notify` statement per batch, sent on a connection of
 * its own with `synchronous_commit = off` (a lost notification only matters while the database is
 * up, and waiting for the flush under that lock capped the store at a few hundred orders a second),
 * one batch at a time — what changes while one is sent goes in the next. The operation does not
 * wait for it (waiting put every money request behind the batches: the store's p50 went to 2 s), so
 * another process shows the change a round trip later — typically a millisecond or two.
 */
export class AccountChangeAnnouncer implements EventSubscriber {
  private readonly held = new WeakMap<object, Set<string>>();
  /** The users of the next batch, gathered while the one before it is being sent. */
  private next: Set<string> | null = null;
  private sending: Promise<void> = Promise.resolve();
  private connection: Promise<pg.Client> | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: AccountFiguresCache,
    private readonly log: AnnouncerLog,
  ) {}

  note(em: EntityManager, userIds: string[]): void {
    const transaction = em.getTransactionContext<object>();
    if (!transaction) return this.announce(userIds);
    const outermost = outermostTransaction(transaction);
    let users = this.held.get(outermost);
    if (!users) this.held.set(outermost, (users = new Set()));
    for (const userId of userIds) users.add(userId);
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): void {
    const users = transaction && this.held.get(transaction);
    if (!users) return;
    this.held.delete(transaction);
    this.announce([...users]);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.held.delete(transaction);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.sending;
    const connection = this.connection;
    this.connection = null;
    await connection?.then((client) => client.end()).catch(() => {});
  }

  /** Forgets here at once; joins the batch that is sent once the one being sent now is (never awaited by the change's operation). */
  private announce(userIds: string[]): void {
    this.cache.forget(userIds);
    if (!this.next) {
      const batch = new Set<string>();
      this.next = batch;
      this.sending = this.sending.then(() => {
        if (this.next === batch) this.next = null;
        return this.send([...batch]);
      });
    }
    for (const userId of userIds) this.next.add(userId);
  }

  private async send(userIds: string[]): Promise<void> {
    if (this.closed || userIds.length === 0) return;
    const payloads: string[] = [];
    for (const userId of userIds) {
      const last = payloads.at(-1);
      if (last !== undefined && last.length + 1 + userId.length <= NOTIFY_PAYLOAD_MAX_CHARS) payloads[payloads.length - 1] = `${last},${userId}`;
      else payloads.push(userId);
    }
    const startedAt = performance.now();
    try {
      const client = await this.client();
      // One statement, one round trip, however many payloads.
      await client.query(`select ${payloads.map((_, index) => `pg_notify($1, $${index + 2})`).join(', ')}`, [ACCOUNT_CHANGES_CHANNEL, ...payloads]);
    } catch (error) {
      // The other processes then show the old figures until their entries' lifetime ends (ACCOUNT_FIGURES_TTL_MS).
      this.log.warn(`account changes not announced to other processes: ${(error as Error).message}`);
    }
    const tookMs = performance.now() - startedAt;
    if (tookMs > SLOW_ANNOUNCEMENT_MS) this.log.warn(`announcing ${userIds.length} account changes took ${Math.round(tookMs)} ms; other processes showed the old figures meanwhile`);
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
      // A database out of reach fails the batch (entries then end with their lifetime) instead of holding every later one, and shutdown.
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

const announcers = new WeakMap<object, AccountChangeAnnouncer>();

/** The running server announces its ORM's account changes from now on (registered once, at start; close it with the server). */
export function registerAccountChangeAnnouncer(orm: MikroORM, cache: AccountFiguresCache, log: AnnouncerLog): AccountChangeAnnouncer {
  const announcer = new AccountChangeAnnouncer(orm.config.getClientUrl(), cache, log);
  orm.em.getEventManager().registerSubscriber(announcer);
  announcers.set(orm.config, announcer);
  return announcer;
}

/**
 * After a change of these users' balance, offerwall credits or ticker preference through `em`:
 * every operation that makes one calls this with the connection it made it on. Without a running
 * server on this ORM (scripts, tests' own connections) migration 0031's triggers announce instead.
 */
export function announceAccountChanges(em: EntityManager, userIds: Array<string | null | undefined>): void {
  const announcer = announcers.get(em.config);
  const users = userIds.filter((userId): userId is string => Boolean(userId));
  if (announcer && users.length > 0) announcer.note(em, users);
}
