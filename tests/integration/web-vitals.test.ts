import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../server/clock';
import { RATE_LIMITS } from '../../server/modules/rate-limit';
import { registry } from '../../server/metrics';
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from '#contract/vitals/rules';
import { createTestServer, type TestServer } from './harness';

/** POST /api/vitals (issue 29): real visitors' Core Web Vitals into the /metrics histograms by route group. */

const METRICS_TOKEN = 'metrics-token-for-vitals-tests-0123456789';
let t: TestServer;
beforeAll(async () => {
  // The registry is the process's, and earlier files of this worker counted into it.
  registry.resetMetrics();
  t = await createTestServer({ METRICS_TOKEN });
});
afterAll(() => t.close());

function beacon(body: unknown, ip?: string) {
  return t.request('public', { method: 'POST', url: VITALS_PATH, ip, headers: { 'content-type': 'application/json' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function metricsText(): Promise<string> {
  const response = await t.request('admin', { method: 'GET', url: '/metrics', token: METRICS_TOKEN });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The histograms' lines, the process metrics left out. */
async function vitalsLines(): Promise<string[]> {
  return (await metricsText()).split('\n').filter((line) => line.startsWith('web_vitals_') && !line.includes('_bucket'));
}

describe('Core Web Vitals beacons', () => {
  it('land in the histograms under their route group, in seconds, and nothing else of the request does', async () => {
    const first = await beacon({ group: 'games', lcpMs: 1800, inpMs: 120, cls: 0.02 }, '10.29.0.1');
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    // A beacon sent as the page hides may carry only what was measured by then.
    expect((await beacon({ group: 'games', cls: 0.3 }, '10.29.0.1')).statusCode).toBe(204);
    expect((await beacon({ group: 'store', lcpMs: 4200 }, '10.29.0.2')).statusCode).toBe(204);

    const text = await metricsText();
    expect(text).toContain('web_vitals_lcp_seconds_sum{route_group="games"} 1.8');
    expect(text).toContain('web_vitals_lcp_seconds_count{route_group="games"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2",route_group="games"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="1.5",route_group="games"} 0');
    expect(text).toContain('web_vitals_inp_seconds_sum{route_group="games"} 0.12');
    expect(text).toContain('web_vitals_cls_count{route_group="games"} 2');
    expect(text).toContain('web_vitals_cls_sum{route_group="games"} 0.32');
    expect(text).toContain('web_vitals_lcp_seconds_count{route_group="store"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="4",route_group="store"} 0');
    expect(text).not.toMatch(/web_vitals_inp_seconds_count\{route_group="store"\}/);
    // The address is no label (and nothing else the client sent but the group).
    expect(text).not.toContain('10.29.0');
  });

  it('refuses what is not a beacon with 400 and counts none of it', async () => {
    const before = await vitalsLines();
    const bad = [
      { group: 'games' },
      { group: '/spin-and-win', lcpMs: 1000 },
      { group: 'games', lcpMs: -1 },
      { group: 'games', lcpMs: 600_001 },
      { group: 'games', cls: '0.1' },
      { group: 'games', lcpMs: 1000, url: 'https://example.com/wallet?email=a@b.c' },
      { group: 'games', lcpMs: 1000, userId: 'u1' },
      [{ group: 'games', lcpMs: 1000 }],
      'not json',
    ];
    for (const body of bad) {
      const response = await beacon(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(response.body).message).toEqual(expect.any(String));
    }
    expect(await vitalsLines()).toEqual(before);
  });

  it(`answers a body over ${VITALS_BODY_LIMIT_BYTES} bytes with 413 and counts nothing`, async () => {
    const before = await vitalsLines();
    const padded = JSON.stringify({ group: 'games', lcpMs: 1000 }).replace('{', `{${' '.repeat(VITALS_BODY_LIMIT_BYTES)}`);
    const response = await beacon(padded);
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body).message).toBe('Request body is too large');
    expect(await vitalsLines()).toEqual(before);
  });

  it('limits each address, with Retry-After, and not the others', async () => {
    const { limit, windowMs } = RATE_LIMITS.vitalsPerIp;
    for (let sent = 0; sent < limit; sent += 1) expect((await beacon({ group: 'content', cls: 0 }, '10.29.1.1')).statusCode).toBe(204);
    const refused = await beacon({ group: 'content', cls: 0 }, '10.29.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await beacon({ group: 'content', cls: 0 }, '10.29.1.2')).statusCode).toBe(204);
    expect(await metricsText()).toContain(`web_vitals_cls_count{route_group="content"} ${limit + 1}`);

    t.clock.advance(windowMs + MINUTE_MS);
    expect((await beacon({ group: 'content', cls: 0 }, '10.29.1.1')).statusCode).toBe(204);
  });
});
