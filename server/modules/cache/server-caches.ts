import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../clock';
import type { CachedRead, WithCaches } from './cached-read';
import { ChangeCache, type ChangeCounter } from './change-cache';
import type { ChangeSubscriber } from './change-listener';
import { CHANGE_CHANNELS, changesOf, type Change } from './changes';
import type { ReadReplica } from './read-replica';

/** One map holds reads of every argument, value and deps type: each is known again where it is declared. */
type AnyCachedRead = CachedRead<unknown, unknown, WithCaches>;

/**
 * A running server's caches, one per cached read, shared by both origins; every change, own or
 * heard, comes here (decision 034).
 */
export class ServerCaches implements ChangeSubscriber {
  readonly channels = CHANGE_CHANNELS;
  /** Moved by every change of a public read: a remembered public answer stands while it does. */
  private readonly publicCounter: ChangeCounter = { changes: 0 };
  private readonly caches = new Map<AnyCachedRead, ChangeCache<unknown, unknown>>();
  private listening = false;

  /** `clock`: the server's, which the reads' lifetimes run on; `replica`: the standby of DATABASE_READ_URL, if any (decision 057). */
  constructor(
    private readonly clock: Clock,
    readonly replica?: ReadReplica,
  ) {}

  /** A public read's work: on the standby when it has replayed every change this process saw, else on `em` (decision 057). */
  readPublic<V>(em: EntityManager, work: (em: EntityManager) => Promise<V>): Promise<V> {
    return this.replica ? this.replica.read(em, work, this.listening) : work(em);
  }

  of<A, V, D extends WithCaches>(read: CachedRead<A, V, D>): ChangeCache<V, A> {
    let cache = this.caches.get(read as unknown as AnyCachedRead) as ChangeCache<V, A> | undefined;
    if (!cache) {
      const { maxEntries, ttlMs, keeps, forgetOn } = read.options;
      const lifetime = ttlMs === undefined ? undefined : { ms: ttlMs, clock: this.clock };
      cache = new ChangeCache<V, A>({ maxEntries, lifetime, keeps, counter: read.options.public ? this.publicCounter : undefined });
      if (this.listening || !forgetOn) cache.resume();
      this.caches.set(read as unknown as AnyCachedRead, cache as ChangeCache<unknown, unknown>);
    }
    return cache;
  }

  /** An announced change: every cache that depends on its topic forgets what it says. */
  apply(change: Change): void {
    this.replica?.sawChange();
    const { topic, key } = change;
    for (const [read, cache] of this.caches) {
      const forgets = read.options.forgetOn?.[topic];
      if (!forgets) continue;
      if (forgets === 'all' || key === undefined) cache.forgetAll();
      else if (forgets === 'entry') cache.forget(key);
      else cache.forgetWhere((value) => forgets(value, key));
    }
  }

  /** A notification heard on one of `channels`. */
  onNotification(channel: string, payload: string): void {
    for (const change of changesOf(channel, payload)) this.apply(change);
  }

  /** A mark that moves with every change of a public read, or null while they serve nothing. */
  get publicChangeMark(): number | null {
    return this.listening ? this.publicCounter.changes : null;
  }

  suspend(): void {
    this.listening = false;
    this.replica?.sawChange();
    this.publicCounter.changes += 1;
    for (const [read, cache] of this.caches) if (read.options.forgetOn) cache.suspend();
  }

  resume(): void {
    this.replica?.sawChange();
    this.publicCounter.changes += 1;
    for (const [read, cache] of this.caches) if (read.options.forgetOn) cache.resume();
    this.listening = true;
  }

  /** Every kept entry of the caches kept by changes, with its read: what a check compares with fresh reads. */
  *keptByChanges(): Generator<{ read: AnyCachedRead; key: string; value: unknown; args: unknown }> {
    for (const [read, cache] of this.caches) {
      if (!read.options.forgetOn) continue;
      for (const entry of cache.kept()) yield { read, ...entry };
    }
  }
}
