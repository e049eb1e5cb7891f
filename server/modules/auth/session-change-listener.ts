import pg from 'pg';
import type { SessionCache } from './session-cache';

/** The channel migration 0010's triggers notify on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';
const RECONNECT_FIRST_DELAY_MS = 100;
const RECONNECT_MAX_DELAY_MS = 5_000;

export interface ListenerLog {
  warn(message: string): void;
}

/**
 * Keeps one connection per process listening for session changes (decision 011) and forgets the
 * affected cache entries when one arrives. While it is not listening — before the first
 * connection, after losing it, until it listens again — the cache is suspended, so a change made
 * meanwhile cannot be served stale; after reconnecting the cache starts empty.
 */
export class SessionChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private delayMs = RECONNECT_FIRST_DELAY_MS;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: SessionCache,
    private readonly log: ListenerLog = console,
  ) {}

  /** Resolves once listening; a failure of the first attempt is retried in the background (the cache stays suspended). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.cache.suspend();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    } catch {
      this.lost(client);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.delayMs = RECONNECT_FIRST_DELAY_MS;
    this.cache.resume();
  }

  private onNotification(payload: string | undefined): void {
    const [kind, id] = (payload ?? '').split(':');
    if (kind === 'session' && id) this.cache.forgetSession(id);
    else if (kind === 'user' && id) this.cache.forgetUser(id);
  }

  private lost(client: pg.Client): void {
    if (client !== this.client && this.client !== null) return;
    this.client = null;
    this.cache.suspend();
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    this.log.warn(`Lost the session-change listener's database connection; sessions are read from the database until it is back.`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.delayMs);
    this.reconnectTimer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_DELAY_MS);
  }
}
