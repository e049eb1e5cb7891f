import type { ChangeSubscriber } from '../cache/change-listener';

/** The channel migration 0026's trigger notifies on, as `setting:<key>`. */
export const SITE_CHANGES_CHANNEL = 'site_changes';

/**
 * Site settings as this process last read them, by key (the capability switches are read by every
 * request of a switchable capability). Kept true like the session cache (decision 011): the
 * database announces every change of a row of site_settings when its transaction commits, and the
 * key is forgotten here. A value read before a change cannot be put back after it: every forget
 * moves the epoch, and a value read under an earlier epoch is not kept. While the listener is not
 * connected nothing is served or kept.
 */
export class SettingCache implements ChangeSubscriber {
  readonly channel = SITE_CHANGES_CHANNEL;
  private readonly values = new Map<string, unknown>();
  private epoch = 0;
  private suspended = true;

  /** The cached value of `key`, or what `read` answers (kept if nothing changed meanwhile). */
  async get<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.suspended && this.values.has(key)) return this.values.get(key) as T;
    const epochBeforeRead = this.epoch;
    const value = await read();
    if (!this.suspended && epochBeforeRead === this.epoch) this.values.set(key, value);
    return value;
  }

  onChange(payload: string): void {
    const separator = payload.indexOf(':');
    if (payload.slice(0, separator) === 'setting') this.forget(payload.slice(separator + 1));
  }

  /** Also called by this process right after its own change commits, before it answers. */
  forget(key: string): void {
    this.epoch += 1;
    this.values.delete(key);
  }

  suspend(): void {
    this.suspended = true;
    this.epoch += 1;
    this.values.clear();
  }

  resume(): void {
    this.epoch += 1;
    this.values.clear();
    this.suspended = false;
  }
}
