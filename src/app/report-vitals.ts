import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { routeGroupOf, VITALS_PATH } from '#contract/vitals/rules';
import type { VitalsBeacon } from '#contract/vitals/schemas';

/**
 * Real visitors' Core Web Vitals (issue 29): LCP, INP and CLS of this page view, sent in one beacon
 * each time the page is hidden (a tab switch, leaving, closing), as web-vitals reports them final
 * then. The beacon names the group of the route the visitor landed on and nothing else: no address,
 * no id; the server reads no cookie of it (server/http/vitals-route.ts).
 */
export function reportWebVitals(landingPath: string): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const group = routeGroupOf(landingPath);
  const measured = new Map<Metric['name'], number>();
  const keep = (metric: Metric) => measured.set(metric.name, metric.value);
  // web-vitals listens for the page being hidden from here on, before the listener below: its final values are in first.
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || measured.size === 0) return;
    const round = (value: number | undefined, digits: number) => (value === undefined ? undefined : Number(value.toFixed(digits)));
    const beacon: VitalsBeacon = { group, lcpMs: round(measured.get('LCP'), 0), inpMs: round(measured.get('INP'), 0), cls: round(measured.get('CLS'), 4) };
    measured.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  });
}
