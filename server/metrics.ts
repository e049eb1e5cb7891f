import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';

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
  help: 'Background job runs that failed (each is retried with back-off until its attempts run out)',
  labelNames: ['task'] as const,
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

/** Gauges read at scrape time from whatever each running server registered (its pool, its queue). */
type GaugeSource = () => Promise<Array<{ labels: Record<string, string>; value: number }>>;
const poolSources = new Set<GaugeSource>();
const queueSources = new Set<GaugeSource>();

async function collectFrom(gauge: client.Gauge<string>, sources: Set<GaugeSource>): Promise<void> {
  gauge.reset();
  for (const source of sources) {
    for (const { labels, value } of await source().catch(() => [])) gauge.inc(labels, value);
  }
}

const poolConnections: client.Gauge<string> = new client.Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (used, free, waiting for one)',
  labelNames: ['state'],
  collect: () => collectFrom(poolConnections, poolSources),
});

const queueJobs: client.Gauge<string> = new client.Gauge({
  name: 'job_queue_jobs',
  help: 'Jobs in the queue by state (waiting, running, failed for good)',
  labelNames: ['state'],
  // Every process reads the same queue: across a cluster, the figure is the same, not a sum.
  aggregator: 'max',
  collect: () => collectFrom(queueJobs, queueSources),
});

/** A running server adds its gauges' sources, and removes them when it closes. */
export function registerGaugeSources(sources: { pool: GaugeSource; queue: GaugeSource }): () => void {
  poolSources.add(sources.pool);
  queueSources.add(sources.queue);
  return () => {
    poolSources.delete(sources.pool);
    queueSources.delete(sources.queue);
  };
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

/** The Prometheus text for the whole server: this process's registry, or in a cluster every worker's, gathered by the primary. */
export function metricsText(): Promise<string> {
  if (!cluster.isWorker) return registry.metrics();
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
