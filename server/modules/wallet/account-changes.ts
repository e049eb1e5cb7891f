import type { EntityManager, EventSubscriber, MikroORM, TransactionEventArgs } from '@mikro-orm/postgresql';
import { ACCOUNT_CHANGES_CHANNEL, type AccountFiguresCache } from './account-figures-cache';

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
 * transaction that notifies commits one at a time (decision 011), which would cap the money path.
 * A change inside a transaction is held until that transaction's outermost commit (MikroORM's
 * afterTransactionCommit) and dropped on rollback; a statement outside one has committed when it
 * returns. This process forgets the users at once; the others hear one notification per batch, and
 * the change's request answers only after it was sent, so the person's next request — on any
 * process — sees the new figures (decision 025).
 */
export class AccountChangeAnnouncer implements EventSubscriber {
  private readonly held = new WeakMap<object, Set<string>>();
  private queued: string[] = [];
  private nextSend: Promise<void> | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: AccountFiguresCache,
    private readonly log: AnnouncerLog,
  ) {}

  note(em: EntityManager, userIds: string[]): Promise<void> | undefined {
    const transaction = em.getTransactionContext<object>();
    if (!transaction) return this.announce(userIds);
    const outermost = outermostTransaction(transaction);
    let users = this.held.get(outermost);
    if (!users) this.held.set(outermost, (users = new Set()));
    for (const userId of userIds) users.add(userId);
    return undefined;
  }

  afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> | undefined {
    const users = transaction && this.held.get(transaction);
    if (!users) return undefined;
    this.held.delete(transaction);
    return this.announce([...users]);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.held.delete(transaction);
  }

  /** Forgets here at once; announces to the others with whatever else this turn of the event loop announces. */
  private announce(userIds: string[]): Promise<void> {
    this.cache.forget(userIds);
    this.queued.push(...userIds);
    return (this.nextSend ??= new Promise<void>((resolve) => setImmediate(() => this.send().then(resolve))));
  }

  private async send(): Promise<void> {
    const userIds = [...new Set(this.queued)];
    this.queued = [];
    this.nextSend = null;
    const payloads: string[] = [];
    for (const userId of userIds) {
      const last = payloads.at(-1);
      if (last !== undefined && last.length + 1 + userId.length <= NOTIFY_PAYLOAD_MAX_CHARS) payloads[payloads.length - 1] = `${last},${userId}`;
      else payloads.push(userId);
    }
    try {
      // One statement, one round trip, however many payloads.
      await this.orm.em.getConnection().execute(`select ${payloads.map(() => 'pg_notify(?, ?)').join(', ')}`, payloads.flatMap((payload) => [ACCOUNT_CHANGES_CHANNEL, payload]));
    } catch (error) {
      // The other processes then show the old figures until their entries' lifetime ends (ACCOUNT_FIGURES_TTL_MS).
      this.log.warn(`account changes not announced to other processes: ${(error as Error).message}`);
    }
  }
}

const announcers = new WeakMap<object, AccountChangeAnnouncer>();

/** The running server announces its ORM's account changes from now on (registered once, at start). */
export function registerAccountChangeAnnouncer(orm: MikroORM, cache: AccountFiguresCache, log: AnnouncerLog): void {
  const announcer = new AccountChangeAnnouncer(orm, cache, log);
  orm.em.getEventManager().registerSubscriber(announcer);
  announcers.set(orm.config, announcer);
}

/**
 * After a change of these users' balance, offerwall credits or ticker preference through `em`:
 * every operation that makes one calls this with the connection it made it on. Awaiting it matters
 * outside a transaction (the announcement is sent before the operation answers). Without a running
 * server on this ORM (scripts, tests' own connections) migration 0031's triggers announce instead.
 */
export async function announceAccountChanges(em: EntityManager, userIds: Array<string | null | undefined>): Promise<void> {
  const announcer = announcers.get(em.config);
  const users = userIds.filter((userId): userId is string => Boolean(userId));
  if (announcer && users.length > 0) await announcer.note(em, users);
}
