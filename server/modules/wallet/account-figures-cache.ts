import { SECOND_MS } from '../../clock';
import type { ChangeSubscriber } from '../cache/change-listener';

/** What the signed-in user's header shows beside the session's own fields, read per user. */
export interface AccountFigures {
  balancePaise: number;
  offerwallPendingPaise: number;
  tickerOptOut: boolean;
}

/** The channel account changes are announced on: the user's id, or several joined by commas. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

/**
 * A second line of defence only: every change is announced (decision 025), but a change made by a
 * process that died between its commit and its announcement would otherwise show until the entry goes.
 */
export const ACCOUNT_FIGURES_TTL_MS = 5 * SECOND_MS;
/** Bounds memory; beyond it the oldest entries go first. */
const ACCOUNT_FIGURES_MAX_ENTRIES = 50_000;

interface Entry {
  figures: AccountFigures;
  cachedAtMs: number;
}

/**
 * Each signed-in user's figures as this process last read them, so "who am I" — read on every page
 * load — needs no database round trip (issue 20). Kept true like the session cache (decision 011):
 * every change is announced after it commits (decision 025) and forgotten here, a read begun before
 * a forget of its user is not kept, and while the listener is not connected nothing is served or kept.
 * Money operations never read from here: they read and change the balance in PostgreSQL.
 */
export class AccountFiguresCache implements ChangeSubscriber {
  readonly channel = ACCOUNT_CHANGES_CHANNEL;
  private readonly entries = new Map<string, Entry>();
  /** The reads in flight, by user: a forget of the user removes it, so that read is not kept. */
  private readonly reading = new Map<string, Promise<AccountFigures>>();
  private suspended = true;
  /** Moved by every forget, suspend and resume: an answer made from cached figures is still true while it stands. */
  changes = 0;

  /** The user's figures as cached (the same object until forgotten), or undefined. */
  peek(userId: string, nowMs: number): AccountFigures | undefined {
    if (this.suspended) return undefined;
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAtMs >= ACCOUNT_FIGURES_TTL_MS || nowMs < entry.cachedAtMs) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry.figures;
  }

  /**
   * The cached figures, or what `read` answers — kept unless the user's figures changed meanwhile.
   * Concurrent readers of a missing user share one read: under load a newer read would otherwise
   * always be in flight, and none would ever be kept.
   */
  get(userId: string, nowMs: number, read: () => Promise<AccountFigures>): Promise<AccountFigures> {
    const cached = this.peek(userId, nowMs);
    if (cached) return Promise.resolve(cached);
    if (this.suspended) return read();
    const inFlight = this.reading.get(userId);
    if (inFlight) return inFlight;
    const reading = read();
    this.reading.set(userId, reading);
    reading.then(
      (figures) => {
        // A forget of the user (or of everything) while it was read removed it from `reading`: not kept.
        if (this.reading.get(userId) !== reading) return;
        this.reading.delete(userId);
        if (this.entries.size >= ACCOUNT_FIGURES_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(userId, { figures, cachedAtMs: nowMs });
      },
      () => {
        if (this.reading.get(userId) === reading) this.reading.delete(userId);
      },
    );
    return reading;
  }

  forget(userIds: Iterable<string>): void {
    this.changes += 1;
    for (const userId of userIds) {
      this.entries.delete(userId);
      this.reading.delete(userId);
    }
  }

  /** An announcement: one user's id, or several joined by commas. */
  onChange(payload: string): void {
    this.forget(payload.split(',').filter(Boolean));
  }

  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.suspended = false;
  }

  private clear(): void {
    this.changes += 1;
    this.entries.clear();
    this.reading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
