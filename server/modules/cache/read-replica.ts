import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';

/** After the standby failed to answer, the primary takes every public read for this long before the standby is tried again. */
const STANDBY_REST_MS = 5_000;

export interface ReplicaLog {
  warn(message: string): void;
}

/** A WAL position as a number, so positions compare (`pg_lsn - '0/0'` is numeric). */
const POSITION = (expression: string) => `select (${expression} - '0/0'::pg_lsn)::text as position`;

/**
 * The cached public reads' way to a streaming standby (DATABASE_READ_URL, decision 057). The guarantee:
 * a read goes to the standby only once the standby has replayed the primary's WAL up to a position
 * taken on the primary after the last change this process saw — its own writes (announced after their
 * commit) and every change notification it heard. Otherwise, inside a transaction, or while changes may go
 * unheard, it goes to the primary. So this process never serves from the standby a state older than one it has seen.
 */
export class ReadReplica {
  /** Moves with every change this process sees; the primary's position is taken again after it moved. */
  private changesSeen = 0;
  private target: { changesSeen: number; position: Promise<bigint> } | null = null;
  /** The standby's replayed position as last read: it only grows, so a past reading is a lower bound of now's. */
  private replayed = -1n;
  private replaying: Promise<bigint | null> | null = null;
  private restUntilMs = 0;
  /** Public reads the standby answered, and those that went to the primary (what the tests look at). */
  readonly served = { standby: 0, primary: 0 };

  constructor(
    readonly orm: MikroORM,
    private readonly primary: MikroORM,
    private readonly log: ReplicaLog,
  ) {}

  /** A change this process made (after its commit) or heard of, or a time it may have missed some. */
  sawChange(): void {
    this.changesSeen += 1;
  }

  /** `work` on the standby when it is current enough (falling back to the primary if it fails there), else on `em` as given. */
  async read<V>(em: EntityManager, work: (em: EntityManager) => Promise<V>, listening: boolean): Promise<V> {
    // Inside a transaction a read sees what the transaction wrote; not listening, a change elsewhere would go unseen.
    if (!listening || em.isInTransaction() || !(await this.current())) {
      this.served.primary += 1;
      return work(em);
    }
    try {
      const value = await work(this.orm.em.fork());
      this.served.standby += 1;
      return value;
    } catch (error) {
      // A read cancelled by replay (a recovery conflict) or a standby gone: the primary answers it.
      this.rest(error);
      this.served.primary += 1;
      return work(em);
    }
  }

  async close(): Promise<void> {
    await this.orm.close();
  }

  private async current(): Promise<boolean> {
    if (performance.now() < this.restUntilMs) return false;
    try {
      const needed = await this.neededPosition();
      if (this.replayed >= needed) return true;
      this.replaying ??= this.replayedPosition().finally(() => (this.replaying = null));
      const replayed = await this.replaying;
      return replayed !== null && replayed >= needed;
    } catch (error) {
      this.rest(error);
      return false;
    }
  }

  /** The primary's WAL insert position taken after the last change seen (an asynchronous commit's record may not be written yet). */
  private neededPosition(): Promise<bigint> {
    if (this.target?.changesSeen !== this.changesSeen) {
      const position = this.position(this.primary, 'pg_current_wal_insert_lsn()').then((found) => found ?? Promise.reject(new Error('the primary has no WAL position')));
      this.target = { changesSeen: this.changesSeen, position };
      position.catch(() => {
        if (this.target?.position === position) this.target = null;
      });
    }
    return this.target.position;
  }

  /** Null when DATABASE_READ_URL is no standby (not in recovery): whether it is current cannot be known, so it rests like a failed one. */
  private async replayedPosition(): Promise<bigint | null> {
    const replayed = await this.position(this.orm, 'pg_last_wal_replay_lsn()');
    if (replayed === null) {
      this.rest(new Error('DATABASE_READ_URL is not a standby in recovery (pg_last_wal_replay_lsn() is null)'));
      return null;
    }
    if (replayed > this.replayed) this.replayed = replayed;
    return this.replayed;
  }

  private async position(orm: MikroORM, expression: string): Promise<bigint | null> {
    const [row] = await orm.em.getConnection().execute<Array<{ position: string | null }>>(POSITION(expression));
    return row?.position ? BigInt(row.position) : null;
  }

  private rest(error: unknown): void {
    if (performance.now() >= this.restUntilMs) this.log.warn(`public reads go to the primary for ${STANDBY_REST_MS / 1000} s: ${(error as Error).message}`);
    this.restUntilMs = performance.now() + STANDBY_REST_MS;
  }
}
