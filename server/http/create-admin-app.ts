import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_CONTENT_TYPE, metricsText } from '../metrics';
import { createAdminCaller } from '../rest/caller';
import { adminRestRoutes } from '../rest';
import type { OriginServices } from '../trpc/context';
import { createContext } from '../trpc/create-context';
import { adminRouter } from '../trpc/routers';
import { registerAdminContentRoutes, UPLOAD_OPENAPI_PATH } from './content-routes';
import { createOriginApp, type OriginAppOptions } from './create-origin-app';
import { requestInfo } from './request-info';
import { securityHeaderOptions } from './security-headers';
import { registerTaskProofRoutes, TASK_PROOF_OPENAPI_PATH } from './task-proof-routes';
import { refuseWebManifest } from './web-manifest';

/** The admin origin (decision 001): the admin SPA, `adminRouter`, `/api/admin/*`, uploads, task screenshots and the metrics. */
export function createAdminApp(options: OriginAppOptions): Promise<FastifyInstance> {
  const { config } = options.services;
  return createOriginApp(options, {
    origin: 'admin',
    ownUrl: config.adminUrl,
    securityHeaders: securityHeaderOptions(config.isProduction, null),
    router: adminRouter,
    restRoutes: adminRestRoutes,
    callRoute: (route, ctx, request) => route.handle(createAdminCaller(ctx), request),
    registerRoutes: async (app, services) => {
      // Scrapers read it every few seconds over the internal network; compressing it only costs CPU.
      app.get('/metrics', { compress: false }, async (request, reply) => {
        if (!(await mayReadMetrics(services, request, reply))) return reply.code(401).send({ message: 'Admin sign-in or the metrics token required' });
        return reply.type(METRICS_CONTENT_TYPE).send(await metricsText());
      });
      await registerAdminContentRoutes(app, services);
      // Task screenshots, to admins only (issue 18).
      registerTaskProofRoutes(app, services);
      refuseWebManifest(app);
    },
    openApiPaths: { ...UPLOAD_OPENAPI_PATH, ...TASK_PROOF_OPENAPI_PATH },
    spaPages: ({ indexHtml }) => ({ render: async () => ({ status: 200, html: indexHtml }), byLanguage: false }),
  });
}

/** An admin session (cookie or bearer), or METRICS_TOKEN as a bearer token for a Prometheus server. */
async function mayReadMetrics(services: OriginServices, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const { metricsToken } = services.config;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (metricsToken && bearer && bearer.length === metricsToken.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(metricsToken))) return true;
  const ctx = await createContext(services, requestInfo(services, 'admin', 'api', request, reply));
  return Boolean(ctx.admin);
}
