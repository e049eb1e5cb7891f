import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getTRPCErrorFromUnknown } from '@trpc/server';
import type { AnyRouter } from '@trpc/server';
import { AppError, GENERIC_FAILURE_MESSAGE } from '../errors';
import { createConcurrencyLimit } from '../trpc/concurrency-limit';
import { PROCEDURES_AT_ONCE } from '../trpc/init';
import { createContext, type OriginKind, type OriginServices, type RequestInfo, type Services } from '../trpc/context';
import { presentError } from '../trpc/present-error';
import { adminRouter, publicRouter } from '../trpc/routers';
import { createAdminCaller, createPublicCaller } from '../rest/caller';
import { buildOpenApiDocument } from '../rest/openapi';
import { allRestRoutes } from '../rest';
import type { RestRequest, RestRoute } from '../rest/define-route';
import { cookieJar } from './cookies';
import { registerContentRoutes, renderSpaPage, UPLOAD_OPENAPI_PATH } from './content-routes';
import { applySecurityHeaders, registerSecurityHeaders } from './security-headers';

/** JSON bodies are small everywhere in this API; a cap keeps oversized payloads out before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginAppOptions {
  services: Services;
  origin: OriginKind;
  /** Folder with the built SPA (index.html + assets); optional so API-only tests need no build. */
  staticDir?: string;
}

function requestInfo(services: Services, origin: OriginKind, client: RequestInfo['client'], request: FastifyRequest, reply: FastifyReply): RequestInfo {
  return {
    origin,
    client,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    authorization: request.headers.authorization,
    cookies: cookieJar(request, reply, services.config.isProduction),
  };
}

function sendError(reply: FastifyReply, error: unknown, log: FastifyInstance['log']): FastifyReply {
  const presented = presentError(getTRPCErrorFromUnknown(error));
  if (presented.status >= 500) log.error({ err: error }, 'request failed');
  if (presented.retryAfterSeconds) reply.header('retry-after', String(presented.retryAfterSeconds));
  return reply.code(presented.status).send({ message: presented.message });
}

export async function createOriginApp({ services: sharedServices, origin, staticDir }: OriginAppOptions): Promise<FastifyInstance> {
  const services: OriginServices = { ...sharedServices, procedureSlots: createConcurrencyLimit(PROCEDURES_AT_ONCE) };
  const { config } = services;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // Never `true`: trusting every hop would take the client-written left end of X-Forwarded-For as its address.
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Malformed URLs and over-long path parameters answer { message } like every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      applySecurityHeaders(reply as FastifyReply, { hsts: config.isProduction });
      void (reply as FastifyReply).code(status).send({ message: status === 414 ? 'Request URL is too long' : 'Malformed request URL' });
    },
  });
  const ownOrigin = origin === 'admin' ? config.adminUrl : config.publicUrl;

  registerSecurityHeaders(app, { hsts: config.isProduction });

  // Fastify's own errors (malformed JSON, body too large, bad content type) become { message } with their 4xx status.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'unhandled error');
    const message = status === 413 ? 'Request body is too large' : status === 500 ? GENERIC_FAILURE_MESSAGE : (error.message ?? 'Bad request');
    return reply.code(status).send({ message });
  });

  // Cookie-authenticated writes from another site are refused; SameSite=Lax is the first wall, this the second.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const requestOrigin = request.headers.origin;
    if (!requestOrigin || request.headers.authorization) return;
    const sameHost = requestOrigin === `${request.protocol}://${request.headers.host}`;
    if (requestOrigin !== ownOrigin && !sameHost) return reply.code(403).send({ message: 'Cross-origin request refused' });
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await services.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database is not answering' });
    }
  });

  const router: AnyRouter = origin === 'admin' ? adminRouter : publicRouter;
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createContext(services, requestInfo(services, origin, 'browser', req, res)),
      onError: ({ error }: { error: { code: string } }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error }, 'tRPC procedure failed');
      },
      // A rate-limited tRPC call tells the browser when to retry, as the REST paths do.
      responseMeta: ({ errors }: { errors: Array<{ cause?: unknown }> }) => {
        const retryAfterSeconds = errors.map((error) => (error.cause instanceof AppError ? error.cause.details?.retryAfterSeconds : undefined)).find(Boolean);
        return retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {};
      },
    },
  });

  for (const route of allRestRoutes.filter((candidate) => candidate.origin === origin)) {
    app.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        try {
          const ctx = await createContext(services, requestInfo(services, origin, 'api', request, reply));
          const restRequest = { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body: request.body ?? {}, headers: request.headers };
          const result = await callRoute(route, ctx, restRequest);
          return reply.code(route.successStatus ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, app.log);
        }
      },
    });
  }

  // Uploaded images (both origins), the admin's multipart upload, /sitemap.xml and /robots.txt.
  await registerContentRoutes(app, services, origin);

  const openApiDocument = buildOpenApiDocument(allRestRoutes, origin, ownOrigin);
  if (origin === 'admin') Object.assign(openApiDocument.paths, UPLOAD_OPENAPI_PATH);
  app.get('/api/openapi.json', async () => openApiDocument);

  const indexHtml = staticDir && fs.existsSync(path.join(staticDir, 'index.html')) ? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8') : null;
  if (staticDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: false,
      index: false,
      // Otherwise send's own 'public, max-age=0' overrides the policy set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/trpc/');
    if (request.method !== 'GET' || isApi) return reply.code(404).send({ message: 'Not found' });
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    // Client-side routes: the SPA decides, and shows its own 404 page for unknown paths. Blog and
    // catalogue pages get their real title, description and Open Graph tags in the HTML itself.
    const page = origin === 'public' ? await renderSpaPage(services, indexHtml, request.url, app.log) : { status: 200, html: indexHtml };
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
  });

  return app;
}

function callRoute(route: RestRoute, ctx: Awaited<ReturnType<typeof createContext>>, request: RestRequest) {
  return route.origin === 'admin' ? route.handle(createAdminCaller(ctx), request) : route.handle(createPublicCaller(ctx), request);
}
