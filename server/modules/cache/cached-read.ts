import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeTopic } from './changes';
import type { ServerCaches } from './server-caches';

/** What a read is given (the operations' Deps): the running server's caches, if any, and whatever its reader needs. */
export interface WithCaches {
  caches?: ServerCaches;
}

/** What an announced change of a topic forgets: every entry, the entry keyed by the change's key, or the values it picks. */
export type Forgets<V> = 'all' | 'entry' | ((value: V, key: string) => boolean);

export interface CachedReadOptions<A, V, D> {
  /** Names the read where its entries are checked against fresh reads. */
  name: string;
  key(args: A): string;
  read(deps: D, args: A): Promise<V>;
  maxEntries: number;
  /** On the server's clock. */
  ttlMs?: number;
  keeps?: (value: V) => boolean;
  /**
   * The announced changes that end its entries. A read that names none is kept for its lifetime
   * only: nothing pushes it, so it is served whether or not the process is listening.
   */
  forgetOn?: Partial<Record<ChangeTopic, Forgets<V>>>;
  /**
   * Part of what every visitor reads alike: its changes end the remembered public answers too, and it
   * may be read on the standby (DATABASE_READ_URL, decision 057), so never money, sessions or admin work.
   */
  public?: boolean;
}

/**
 * A read kept in each running server's change cache (decision 034); outside one it reads the
 * database every time. Values are shared: callers never mutate them.
 */
export class CachedRead<A, V, D extends WithCaches> {
  constructor(readonly options: CachedReadOptions<A, V, D>) {}

  /** The kept value, or what its reader answers (kept unless a change forgot it meanwhile). */
  get(deps: D, args: A): Promise<V> {
    const caches = deps.caches;
    if (!caches) return this.options.read(deps, args);
    const em = (deps as { em?: EntityManager }).em;
    const read =
      this.options.public && em
        ? (from: A) => caches.readPublic(em, (on) => this.options.read({ ...deps, em: on }, from))
        : (from: A) => this.options.read(deps, from);
    return caches.of(this).get(this.options.key(args), read, args);
  }

  /** The kept value without reading, or undefined: the same object until a change forgets it. */
  peek(deps: WithCaches, args: A): V | undefined {
    return deps.caches?.of(this).peek(this.options.key(args));
  }

  /**
   * Forgets one entry in this process only, for the reader's own bookkeeping (a session whose
   * times it just wrote). A change other processes must hear of is announced (announceChange).
   */
  forget(deps: WithCaches, args: A): void {
    deps.caches?.of(this).forget(this.options.key(args));
  }
}
