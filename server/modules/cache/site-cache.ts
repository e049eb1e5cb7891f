import type { ChangeSubscriber } from './change-listener';

/**
 * The channel the database announces changes of cached data on, when the changing transaction
 * commits: `setting:<key>` for a row of site_settings (migration 0026), `<topic>` for a table whose
 * public reads are cached (migration 0029's statement triggers: `catalogue`, `blog`, …).
 */
export const SITE_CHANGES_CHANNEL = 'site_changes';

/** The topic of site settings: each key is announced, and forgotten, on its own. */
export const SETTING_TOPIC = 'setting';

/**
 * Keys a topic keeps at most: a read keyed by its filters (catalogue search, blog category) could
 * otherwise grow without bound at a visitor's will; past it the oldest key goes.
 */
export const MAX_KEYS_PER_TOPIC = 256;

interface Entry {
  value: Promise<unknown>;
}

/**
 * Values every request would otherwise read from PostgreSQL — site settings (the capability
 * switches) and public reads (catalogue, blog, games, store…) — as this process last read them,
 * by topic and key. Kept true like the session cache (decision 011): the database announces each
 * change, and the topic (or the setting's key) is forgotten here. A value read before a change
 * cannot be put back after it: every forget moves the topic's epoch, and a value read under an
 * earlier epoch is not kept. Concurrent readers of a missing value share one read. While the
 * listener is not connected nothing is served or kept.
 */
export class SiteCache implements ChangeSubscriber {
  readonly channel = SITE_CHANGES_CHANNEL;
  private readonly topics = new Map<string, Map<string, Entry>>();
  private readonly epochs = new Map<string, number>();
  /** Moved by suspend/resume: a read begun before cannot be kept after. */
  private generation = 0;
  private suspended = true;
  /** Moved by every forget, suspend and resume: an answer made from cached values is still true while it stands. */
  private changes = 0;

  /** The cached value of `key` in `topic`, or what `read` answers (kept if nothing in the topic changed meanwhile). */
  get<T>(topic: string, key: string, read: () => Promise<T>): Promise<T> {
    if (this.suspended) return read();
    const cached = this.topics.get(topic)?.get(key);
    if (cached) return cached.value as Promise<T>;
    const epochBeforeRead = this.epochOf(topic);
    const generationBeforeRead = this.generation;
    const entry: Entry = { value: read() };
    let entries = this.topics.get(topic);
    if (!entries) this.topics.set(topic, (entries = new Map()));
    if (entries.size >= MAX_KEYS_PER_TOPIC) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    const keep = () => !this.suspended && this.generation === generationBeforeRead && this.epochOf(topic) === epochBeforeRead;
    entry.value.then(
      () => {
        if (!keep() && this.topics.get(topic)?.get(key) === entry) this.topics.get(topic)?.delete(key);
      },
      // A failed read is forgotten so the next reader tries again.
      () => {
        if (this.topics.get(topic)?.get(key) === entry) this.topics.get(topic)?.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  /**
   * A mark that moves with every change this cache hears of, or null while it serves nothing:
   * something made from its values (a whole public read's answer) stays true while the mark does.
   */
  get changeMark(): number | null {
    return this.suspended ? null : this.changes;
  }

  /** A payload `setting:<key>` forgets that setting; any other payload is a topic, forgotten whole. */
  onChange(payload: string): void {
    const separator = payload.indexOf(':');
    if (separator >= 0 && payload.slice(0, separator) === SETTING_TOPIC) this.forget(SETTING_TOPIC, payload.slice(separator + 1));
    else this.forget(payload);
  }

  /**
   * Forgets one key of a topic, or the whole topic. Also called by this process right after its own
   * change commits, before it answers, so its next read sees the change.
   */
  forget(topic: string, key?: string): void {
    this.changes += 1;
    this.epochs.set(topic, this.epochOf(topic) + 1);
    if (key === undefined) this.topics.delete(topic);
    else this.topics.get(topic)?.delete(key);
  }

  suspend(): void {
    this.changes += 1;
    this.suspended = true;
    this.generation += 1;
    this.topics.clear();
  }

  resume(): void {
    this.changes += 1;
    this.generation += 1;
    this.topics.clear();
    this.suspended = false;
  }

  private epochOf(topic: string): number {
    return this.epochs.get(topic) ?? 0;
  }
}

/**
 * A public read through the server's site cache, or straight from the database where there is
 * none (jobs, scripts, a transaction about to change the value). The value is shared by every
 * reader: callers never mutate it.
 */
export function cachedRead<T>(deps: { siteCache?: SiteCache }, topic: string, key: string, read: () => Promise<T>): Promise<T> {
  return deps.siteCache ? deps.siteCache.get(topic, key, read) : read();
}
