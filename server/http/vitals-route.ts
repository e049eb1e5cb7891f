import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '#contract/errors';
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from '#contract/vitals/rules';
import { vitalsBeaconSchema, type VitalsBeacon } from '#contract/vitals/schemas';
import { webVitalsCls, webVitalsInp, webVitalsLcp } from '../metrics';
import { consumeRateLimits, RATE_LIMITS } from '../modules/rate-limit';
import { requestDeps, type OriginServices } from '../trpc/context';
import { sendAppError } from './content-routes';

function record(beacon: VitalsBeacon): void {
  const labels = { route_group: beacon.group };
  if (beacon.lcpMs !== undefined) webVitalsLcp.observe(labels, beacon.lcpMs / 1000);
  if (beacon.inpMs !== undefined) webVitalsInp.observe(labels, beacon.inpMs / 1000);
  if (beacon.cls !== undefined) webVitalsCls.observe(labels, beacon.cls);
}

/**
 * POST /api/vitals (issue 29): a page's Core Web Vitals, sent by `navigator.sendBeacon` as it is
 * hidden (src/app/report-vitals.ts). Public and anonymous: no session is looked up and no cookie
 * read, nothing is stored but the histograms' counts, and the only label is the route group the
 * schema allows. A body over the tiny cap is 413, a wrong one 400, and both are counted nowhere;
 * a valid one counts against its address's rate limit before it is recorded.
 */
export function registerVitalsRoute(app: FastifyInstance, services: OriginServices): void {
  app.post(VITALS_PATH, { bodyLimit: VITALS_BODY_LIMIT_BYTES }, async (request, reply) => {
    const parsed = vitalsBeaconSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: z.prettifyError(parsed.error) });
    try {
      await consumeRateLimits(requestDeps(services), [[RATE_LIMITS.vitalsPerIp, request.ip]]);
    } catch (error) {
      const retryAfterSeconds = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return sendAppError(reply, error, app.log);
    }
    record(parsed.data);
    return reply.code(204).send();
  });
}

/** The beacon in the public OpenAPI document (its body is not a procedure's input, so it is not a row of the REST table). */
export const VITALS_OPENAPI_PATH = {
  [VITALS_PATH]: {
    post: {
      operationId: 'reportWebVitals',
      security: [],
      summary: `Report one page view's Core Web Vitals (LCP and INP in milliseconds, CLS) by route group, as the site's pages do with navigator.sendBeacon when hidden; counted into the web_vitals_* histograms on /metrics, nothing else stored. At most ${VITALS_BODY_LIMIT_BYTES} bytes; rate limited per address`,
      requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(vitalsBeaconSchema, { target: 'openapi-3.0' }) } } },
      responses: {
        204: { description: 'Counted' },
        400: { description: 'Not a beacon: an unknown group or field, a value out of range, or none of the three' },
        413: { description: `Body over ${VITALS_BODY_LIMIT_BYTES} bytes` },
        429: { description: 'Too many beacons from this address; the Retry-After header says how many seconds to wait' },
      },
    },
  },
};
