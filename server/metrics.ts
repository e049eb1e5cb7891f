import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { LOW_PROVIDER_BALANCE_BELOW } from '#contract/rewards/rules';

/** Prometheus metrics at /metrics on the admin origin, aggregated over workers; labels only from fixed sets, never from client input. */
export const registry = client.register;
client.collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer HTTP requests, by origin, method, route template and status',
  labelNames: ['origin', 'method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const moneyOperations = new client.Counter({
  name: 'money_operations_total',
  help: 'Money operations answered by the ledger functions, by kind and result (ok, replayed, or the refusal code)',
  labelNames: ['kind', 'result'] as const,
});

export const rateLimitRefusals = new client.Counter({
  name: 'rate_limit_refusals_total',
  help: 'Requests refused with 429, by rule',
  labelNames: ['rule'] as const,
});

export const sessionCacheLookups = new client.Counter({
  name: 'session_cache_lookups_total',
  help: 'Signed-in requests whose session came from the process cache (hit) or the database (miss)',
  labelNames: ['result'] as const,
});

export const jobFailures = new client.Counter({
  name: 'job_failures_total',
  help: 'Background job runs that failed, by task and outcome (retrying: tried again with back-off; gave-up: out of attempts)',
  labelNames: ['task', 'outcome'] as const,
});

/**
 * Real visitors' Core Web Vitals (issue 29, server/http/vitals-route.ts), by the group of the route
 * they landed on (a fixed set). Buckets around web.dev's thresholds: LCP good ≤ 2.5 s and poor
 * > 4 s, INP good ≤ 0.2 s and poor > 0.5 s, CLS good ≤ 0.1 and poor > 0.25.
 */
export const webVitalsLcp = new client.Histogram({
  name: 'web_vitals_lcp_seconds',
  help: "Largest Contentful Paint of real visitors' page views, by route group",
  labelNames: ['route_group'] as const,
  buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 20],
});

export const webVitalsInp = new client.Histogram({
  name: 'web_vitals_inp_seconds',
  help: "Interaction to Next Paint of real visitors' page views, by route group",
  labelNames: ['route_group'] as const,
  buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2],
});

export const webVitalsCls = new client.Histogram({
  name: 'web_vitals_cls',
  help: "Cumulative Layout Shift of real visitors' page views, by route group",
  labelNames: ['route_group'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
});

export const mailFailures = new client.Counter({
  name: 'mail_failures_total',
  help: 'Mails the SMTP server refused or could not be reached for, by outcome (retrying later, or given up on after the last attempt)',
  labelNames: ['outcome'] as const,
});

export const postbackRefusals = new client.Counter({
  name: 'postback_refusals_total',
  help: 'Offerwall postbacks refused, by provider and reason (ip: outside the allow-list, forged, malformed, unknown-user)',
  labelNames: ['provider', 'reason'] as const,
});

export const webhookRefusals = new client.Counter({
  name: 'webhook_refusals_total',
  help: 'Payment webhooks refused, by provider and reason (signature, malformed, not-configured)',
  labelNames: ['provider', 'reason'] as const,
});

export const adminSignInFailures = new client.Counter({
  name: 'admin_sign_in_failures_total',
  help: 'Admin sign-ins refused before the second factor, by reason (invalid-credentials, disabled)',
  labelNames: ['reason'] as const,
});

export const adminSecondFactorFailures = new client.Counter({
  name: 'admin_second_factor_failures_total',
  help: 'Second-factor codes refused, by where (sign-in, or in a session: enrolment, recovery codes, switching off) and reason (invalid, replayed)',
  labelNames: ['check', 'reason'] as const,
});

/** Gauges of this process, read at scrape time from whatever each running server registered (its pool). */
type GaugeSource = () => Promise<Array<{ labels: Record<string, string>; value: number }>>;
const poolSources = new Set<GaugeSource>();

const poolConnections: client.Gauge<string> = new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (used, free, waiting for one)',
  labelNames: ['state'],
  collect: async () => {
    poolConnections.reset();
    for (const source of poolSources) {
      for (const { labels, value } of await source().catch(() => [])) poolConnections.inc(labels, value);
    }
  },
});

/**
 * The figures read from the database (decision 056): the same for every process, so they live in a
 * registry of their own that only the process answering the scrape reads, once — never summed over
 * a cluster's workers, never read by each of them.
 */
export const databaseRegistry = new client.Registry();

const DATABASE_FIGURES_MAX_AGE_MS = 5_000;

export interface DatabaseFigures {
  /** The server clock's time of the read: the ages are counted to it. */
  readAt: Date;
  /** Each admin queue's depth and the time its oldest item began to wait (null when empty). */
  queues: Array<{ queue: string; items: number; oldestAt: Date | null }>;
  /** The job queue by state, and how long the oldest due job has waited (0 when none is due). */
  jobs: { waiting: number; running: number; failed: number; oldestDueSeconds: number };
  /** Reward codes available per product sold from stock. */
  stock: Array<{ productId: string; product: string; enabled: boolean; available: number }>;
  /** Each gift-card provider's last reported prepaid balance (decision 060). */
  providerBalances: Array<{ provider: string; currency: string; amount: number; readAt: Date }>;
  /** Provider orders still with the provider or waiting for an admin, by state. */
  providerOrders: Array<{ state: string; orders: number }>;
}

const gauge = (name: string, help: string, labelNames: string[] = []) => new client.Gauge({ name, help, labelNames, registers: [databaseRegistry] });
const queueItems = gauge('admin_queue_items', "Items waiting in each admin queue (the dashboard's queues, and approvals)", ['queue']);
const queueOldestAge = gauge('admin_queue_oldest_age_seconds', "How long each admin queue's oldest item has waited (0 when the queue is empty)", ['queue']);
const queueJobs = gauge('job_queue_jobs', 'Jobs in the queue by state (waiting, running, failed for good)', ['state']);
const jobQueueOldestAge = gauge('job_queue_oldest_age_seconds', 'How long the oldest job that is due has waited to start (0 when none is due)');
const rewardCodesAvailable = gauge('reward_codes_available', 'Reward codes in stock (available) per product sold from stock', ['product_id', 'product', 'enabled']);
const providerBalance = gauge('fulfilment_provider_balance', "The gift-card provider's prepaid balance as it last reported it, in its currency", ['provider', 'currency']);
const providerBalanceAge = gauge('fulfilment_provider_balance_age_seconds', 'How long ago the provider last reported its balance (it is asked at most once a minute, when orders are bought)', ['provider']);
const providerBalanceAlertBelow = gauge('fulfilment_provider_balance_alert_below', 'The balance below which the admins are mailed, and the alert fires (decision 060)');
const providerOrders = gauge('provider_orders', 'Orders with the gift-card provider by state: placing, placed (waiting for the cards), needs-admin', ['state']);
const DATABASE_GAUGES = [queueItems, queueOldestAge, queueJobs, jobQueueOldestAge, rewardCodesAvailable, providerBalance, providerBalanceAge, providerBalanceAlertBelow, providerOrders];

type DatabaseSource = () => Promise<DatabaseFigures>;
let databaseSource: DatabaseSource | undefined;
/** The last read, shared by the scrapes within DATABASE_FIGURES_MAX_AGE_MS (two Prometheus servers, a reload storm). */
let lastRead: { at: number; figures: Promise<DatabaseFigures | null> } | undefined;

/** Sets the database gauges from a read (or one younger than DATABASE_FIGURES_MAX_AGE_MS); none are set while the database does not answer. */
async function collectDatabaseFigures(): Promise<void> {
  const now = Date.now();
  if (!lastRead || now - lastRead.at >= DATABASE_FIGURES_MAX_AGE_MS) {
    lastRead = { at: now, figures: databaseSource ? databaseSource().catch(() => null) : Promise.resolve(null) };
  }
  const figures = await lastRead.figures;
  for (const metric of DATABASE_GAUGES) metric.reset();
  if (!figures) return;
  const age = (since: Date | null) => (since ? Math.max(0, (figures.readAt.getTime() - since.getTime()) / 1000) : 0);
  for (const { queue, items, oldestAt } of figures.queues) {
    queueItems.set({ queue }, items);
    queueOldestAge.set({ queue }, age(oldestAt));
  }
  const { oldestDueSeconds, ...jobStates } = figures.jobs;
  for (const [state, value] of Object.entries(jobStates)) queueJobs.set({ state }, value);
  jobQueueOldestAge.set(oldestDueSeconds);
  for (const { productId, product, enabled, available } of figures.stock) rewardCodesAvailable.set({ product_id: productId, product, enabled: String(enabled) }, available);
  for (const { provider, currency, amount, readAt } of figures.providerBalances) {
    providerBalance.set({ provider, currency }, amount);
    providerBalanceAge.set({ provider }, age(readAt));
  }
  providerBalanceAlertBelow.set(LOW_PROVIDER_BALANCE_BELOW);
  for (const state of ['placing', 'placed', 'needs-admin']) providerOrders.set({ state }, figures.providerOrders.find((row) => row.state === state)?.orders ?? 0);
}

/** A running server adds its gauges' sources (its pool; the database it reads), and removes them when it closes. */
export function registerGaugeSources(sources: { pool: GaugeSource; database: DatabaseSource }): () => void {
  poolSources.add(sources.pool);
  databaseSource = sources.database;
  lastRead = undefined;
  return () => {
    poolSources.delete(sources.pool);
    if (databaseSource === sources.database) databaseSource = undefined;
    lastRead = undefined;
  };
}

/** This process's registry and the database's figures as one Prometheus text (the metric names never overlap). */
async function withDatabaseFigures(processText: Promise<string>): Promise<string> {
  const [text] = await Promise.all([processText, collectDatabaseFigures()]);
  return `${text}\n${await databaseRegistry.metrics()}`;
}

/** Built in every process: in a worker it answers the primary's requests for its metrics. */
const aggregator = new client.AggregatorRegistry();
const METRICS_REQUEST = 'honest-rewards:metrics-request';
const METRICS_RESULT = 'honest-rewards:metrics-result';
const CLUSTER_METRICS_TIMEOUT_MS = 5_000;

interface MetricsMessage {
  type?: string;
  id?: string;
  text?: string;
  error?: string;
}

const pendingRequests = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
if (cluster.isWorker) {
  process.on('message', (message: MetricsMessage) => {
    if (message?.type !== METRICS_RESULT || !message.id) return;
    const pending = pendingRequests.get(message.id);
    pendingRequests.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.text ?? '');
  });
}

/**
 * The Prometheus text for the whole server: this process's registry, or in a cluster every worker's
 * gathered by the primary; then the database's figures, read once by the process answering.
 */
export function metricsText(): Promise<string> {
  return withDatabaseFigures(cluster.isWorker ? clusterText() : registry.metrics());
}

function clusterText(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingRequests.delete(id);
      reject(new Error('The primary process did not answer with the metrics in time'));
    }, CLUSTER_METRICS_TIMEOUT_MS);
    pendingRequests.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/** In a cluster's primary: answers a worker's request with every worker's metrics, aggregated. */
export function answerMetricsRequests(): void {
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_RESULT, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_RESULT, id: message.id, error: error.message }),
    );
  });
}

export const METRICS_CONTENT_TYPE = registry.contentType;
