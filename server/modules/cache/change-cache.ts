import type { Clock } from '../../clock';

/**
 * Moves with every forget, suspend and resume of the caches that share it: something made from
 * their values (a remembered answer) is still true while it stands.
 */
export interface ChangeCounter {
  changes: number;
}

export interface ChangeCacheOptions<V> {
  /** Entries kept at most: past it the oldest goes (a key may be a visitor's choice). */
  maxEntries: number;
  /** Age (from the start of its read, on this clock) at which an entry is read again even without a change. */
  lifetime?: { ms: number; clock: Clock };
  /** Whether a value read is kept, e.g. not a token that matched no session (default: every value). */
  keeps?: (value: V) => boolean;
  /** Shared with other caches whose values one answer is made of; its own otherwise. */
  counter?: ChangeCounter;
}

interface Entry<V, A> {
  read: Promise<V>;
  /** What the value was read from, to read it again when checking. */
  args: A;
  /** Set once the read settled and was kept. */
  kept: boolean;
  value?: V;
  readAtMs: number;
}

/**
 * The one cache primitive (decision 034). A value read before a change is never kept after it; while
 * suspended (the listener not listening) it serves and keeps nothing.
 */
export class ChangeCache<V, A = undefined> {
  private readonly entries = new Map<string, Entry<V, A>>();
  private suspended = true;
  readonly counter: ChangeCounter;

  constructor(private readonly options: ChangeCacheOptions<V>) {
    this.counter = options.counter ?? { changes: 0 };
  }

  /** The kept value of `key`, or undefined (also while its read is still running): the same object until forgotten. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry?.kept) return undefined;
    if (!this.expired(entry, this.nowMs())) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The kept (or being read) value of `key`, or what `read` answers from `args`, kept if nothing forgot it meanwhile. */
  get(key: string, read: (args: A) => Promise<V>, args: A): Promise<V> {
    if (this.suspended) return read(args);
    const nowMs = this.nowMs();
    const found = this.entries.get(key);
    if (found && !this.expired(found, nowMs)) return found.read;
    if (found) this.entries.delete(key);
    else if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry<V, A> = { read: read(args), args, kept: false, readAtMs: nowMs };
    this.entries.set(key, entry);
    entry.read.then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        if (this.options.keeps && !this.options.keeps(value)) this.entries.delete(key);
        else {
          entry.value = value;
          entry.kept = true;
        }
      },
      // Forgotten, so the next reader tries again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.read;
  }

  forget(key: string): void {
    this.counter.changes += 1;
    this.entries.delete(key);
  }

  forgetAll(): void {
    this.counter.changes += 1;
    this.entries.clear();
  }

  /** The kept values `matches` picks, and every read still running (its value is not known yet). */
  forgetWhere(matches: (value: V) => boolean): void {
    this.counter.changes += 1;
    for (const [key, entry] of this.entries) if (!entry.kept || matches(entry.value as V)) this.entries.delete(key);
  }

  /** Changes may go unheard from now on: forget everything and keep nothing. */
  suspend(): void {
    this.suspended = true;
    this.forgetAll();
  }

  /** Changes are heard again: start from empty, as anything may have changed meanwhile. */
  resume(): void {
    this.forgetAll();
    this.suspended = false;
  }

  /** Every kept, unexpired entry with what it was read from (to check it against a fresh read). */
  *kept(): Generator<{ key: string; value: V; args: A }> {
    const nowMs = this.nowMs();
    for (const [key, entry] of this.entries) if (entry.kept && !this.expired(entry, nowMs)) yield { key, value: entry.value as V, args: entry.args };
  }

  get size(): number {
    return this.entries.size;
  }

  /** Only a lifetime needs the time: the clock is not read for the others. */
  private nowMs(): number {
    return this.options.lifetime ? this.options.lifetime.clock.now().getTime() : 0;
  }

  /** A clock that moved backwards (tests, a corrected system clock) ends an entry too. */
  private expired(entry: Entry<V, A>, nowMs: number): boolean {
    const lifetimeMs = this.options.lifetime?.ms;
    return lifetimeMs !== undefined && (nowMs - entry.readAtMs >= lifetimeMs || nowMs < entry.readAtMs);
  }
}
