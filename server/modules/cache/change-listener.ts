import pg from 'pg';

const RECONNECT_FIRST_DELAY_MS = 100;
const RECONNECT_MAX_DELAY_MS = 5_000;

export interface ListenerLog {
  warn(fields: { err: unknown }, message: string): void;
}

/**
 * Suspended while the listener is not listening (a change could go unheard); resumed empty
 * (decision 034).
 */
export interface ChangeSubscriber {
  /** The NOTIFY channels changes are announced on. */
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  suspend(): void;
  resume(): void;
}

/**
 * One connection per process on the change channels; losing it suspends the caches until it reconnects.
 * A session's LISTEN: give it the direct URL, never a pooler in transaction mode (decision 055).
 */
export class ChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private delayMs = RECONNECT_FIRST_DELAY_MS;

  constructor(
    private readonly databaseUrl: string,
    private readonly subscriber: ChangeSubscriber,
    private readonly log: ListenerLog,
  ) {}

  /** Resolves once listening; a failure of the first attempt is retried in the background (the caches stay suspended). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.subscriber.suspend();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.subscriber.onNotification(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(this.subscriber.channels.map((channel) => `listen ${channel}`).join('; '));
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.delayMs = RECONNECT_FIRST_DELAY_MS;
    this.subscriber.resume();
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client && this.client !== null) return;
    this.client = null;
    this.subscriber.suspend();
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    this.log.warn({ err: error }, `Lost the change listener's database connection; cached reads go to the database until it is back.`);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.delayMs);
    this.reconnectTimer.unref();
    this.delayMs = Math.min(this.delayMs * 2, RECONNECT_MAX_DELAY_MS);
  }
}
