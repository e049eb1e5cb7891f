import fs from 'node:fs';
import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import type { AnyRouter } from '@trpc/server';
import { DATABASE_UNAVAILABLE_MESSAGE, DATABASE_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '../database-unavailable';
import { GENERIC_FAILURE_MESSAGE, isRefusalCode } from '#contract/errors';
import { createConcurrencyLimit } from '../trpc/concurrency-limit';
import { asTrpcError, PROCEDURES_AT_ONCE, signInRequired } from '../trpc/init';
import { unstorableTextRefusal } from '../modules/input';
import type { Context, OriginKind, OriginServices, Services } from '../trpc/context';
import { createContext } from '../trpc/create-context';
import { presentError } from '../trpc/present-error';
import { buildOpenApiDocument } from '../rest/openapi';
import { acceptsEmptyJsonBody, allRestRoutes, EMPTY_JSON_BODY } from '../rest';
import { AcceptedAnswer } from '../rest/define-route';
import type { RestRequest, RestRoute } from '../rest/define-route';
import { acceptsCsv, CSV_BATCH_SIZE, csvFilename, csvStream } from '../rest/csv-export';
import { readMultipartBody, REST_MULTIPART_OPTIONS } from './multipart-body';
import { varyByLanguage } from './request-locale';
import { registerUploadedImages } from './content-routes';
import { PRERENDERED_DIR } from './prerendered-pages';
import { requestInfo } from './request-info';
import { applySecurityHeaders, registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers';
import { registerGracefulClose } from './graceful-close';
import { compressedBody, registerCompression } from './compression';
import { checkReadiness } from './readiness';
import { requestIdFor, requestLogger } from '../logger';
import { httpRequestDuration } from '../metrics';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan } from './json-nesting';

/** JSON bodies are small everywhere in this API; a cap keeps oversized payloads out before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OriginAppOptions {
  services: Services;
  /** Folder with the built SPA (index.html + assets); optional so API-only tests need no build. */
  staticDir?: string;
}

/** The SPA's page for a client route: the SPA decides, and shows its own 404 page for unknown paths. */
export interface SpaPages {
  render(request: FastifyRequest): Promise<{ status: number; html: string; compressed?: Map<string, Buffer> }>;
  /** Its words and `<html lang>` follow the visitor's language. */
  byLanguage: boolean;
}

/** What one origin adds to the base every origin shares (create-public-app.ts, create-admin-app.ts). */
export interface OriginParts<Route extends RestRoute> {
  origin: OriginKind;
  /** The origin's own address, the one its pages are served from (the cross-site write check). */
  ownUrl: string;
  securityHeaders: SecurityHeaderOptions;
  router: AnyRouter;
  /** Its rows of the REST table, each answered through a server-side caller of `router`. */
  restRoutes: Route[];
  callRoute(route: Route, ctx: Context, request: RestRequest): Promise<unknown>;
  /** Hooks answering a request before its route runs: after the compression hooks, before any route. */
  registerEarlyAnswers?(app: FastifyInstance, services: OriginServices): void;
  /** Its routes beside /healthz, /readyz, /uploads, tRPC, the REST rows and /api/openapi.json. */
  registerRoutes(app: FastifyInstance, services: OriginServices): Promise<void>;
  /** The OpenAPI paths of the routes `registerRoutes` adds that are not rows of the REST table. */
  openApiPaths: Record<string, unknown>;
  spaPages(build: { staticDir: string; indexHtml: string }, services: OriginServices, log: FastifyBaseLogger): SpaPages;
}

function sendError(reply: FastifyReply, error: unknown, log: FastifyInstance['log']): FastifyReply {
  const presented = presentError(getTRPCErrorFromUnknown(error));
  if (presented.status >= 500) log.error({ err: error }, 'request failed');
  if (presented.retryAfterSeconds) reply.header('retry-after', String(presented.retryAfterSeconds));
  // `code` (a refusal's code) is an extra field beside the documented English `message`, and `field` the input field a refusal is about.
  const code = presented.appCode && isRefusalCode(presented.appCode) ? presented.appCode : undefined;
  const field = typeof presented.params?.field === 'string' ? presented.params.field : undefined;
  return reply.code(presented.status).send({ message: presented.message, code, field });
}

/** What every origin shares, in the order Fastify needs it, with the origin's own `parts` in place. */
export async function createOriginApp<Route extends RestRoute>({ services: sharedServices, staticDir }: OriginAppOptions, parts: OriginParts<Route>): Promise<FastifyInstance> {
  const { origin } = parts;
  const services: OriginServices = { ...sharedServices, procedureSlots: createConcurrencyLimit(PROCEDURES_AT_ONCE) };
  const { config } = services;
  const trustedProxy = config.trustProxy ? proxyAddr.compile(config.trustProxy.split(',').map((entry) => entry.trim())) : () => false;
  const app = Fastify({
    loggerInstance: services.logger.child({ origin }) as FastifyBaseLogger,
    genReqId: requestIdFor((address) => trustedProxy(address, 0)),
    childLoggerFactory: requestLogger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A tRPC batch names every procedure in its path (`/trpc/a,b,c`): Fastify's default of 100
    // characters refused the admin Settings page's six-query batch with 414.
    routerOptions: { maxParamLength: 1000 },
    // Never `true`: trusting every hop would take the client-written left end of X-Forwarded-For as its address.
    trustProxy: config.trustProxy,
    // While an origin drains, a request on a kept socket is answered, not refused (graceful-close.ts).
    return503OnClosing: false,
    // Malformed URLs and over-long path parameters answer { message } like every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      applySecurityHeaders(reply as FastifyReply, parts.securityHeaders);
      void (reply as FastifyReply).code(status).send({ message: status === 414 ? 'Request URL is too long' : 'Malformed request URL' });
    },
  });

  registerSecurityHeaders(app, parts.securityHeaders);
  registerGracefulClose(app);
  // Every answer names its request id, so a user's report can be matched to the log lines.
  // Callback style, like every hook run on each request: an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  refuseDeepJson(app);

  // Fastify's own errors (malformed JSON, body too large, bad content type) become { message } with their 4xx status.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    // A hook or route outside tRPC (session lookup, uploads) meeting a database that is away: 503 like tRPC's answers.
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'unhandled error');
    const message = status === 413 ? 'Request body is too large' : status === 500 ? GENERIC_FAILURE_MESSAGE : (error.message ?? 'Bad request');
    return reply.code(status).send({ message });
  });

  // Cookie-authenticated writes from another site are refused; SameSite=Lax is the first wall, this the second.
  app.addHook('onRequest', (request, reply, done) => {
    const requestOrigin = request.headers.origin;
    if (!STATE_CHANGING_METHODS.has(request.method) || !requestOrigin || request.headers.authorization) return done();
    const sameHost = requestOrigin === `${request.protocol}://${request.headers.host}`;
    if (requestOrigin !== parts.ownUrl && !sameHost) return void reply.code(403).send({ message: 'Cross-origin request refused' });
    done();
  });

  const indexHtml = staticDir && fs.existsSync(path.join(staticDir, 'index.html')) ? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8') : null;
  if (staticDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: false,
      index: false,
      // The build's .br/.gz copies are served in place of the file by Accept-Encoding, never by their own address.
      preCompressed: true,
      // Prerendered first HTML goes into index.html's #root, never out by its own address.
      globIgnore: ['**/*.br', '**/*.gz', `**/${PRERENDERED_DIR}/**`],
      // Otherwise send's own 'public, max-age=0' overrides the policy set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  // After the static files (compressed at build time), before every route whose answer is made per request.
  await registerCompression(app);
  parts.registerEarlyAnswers?.(app, services);

  // Liveness: the process answers. A database outage must not make an orchestrator restart it.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Readiness: the database answers, every migration is applied and the job queue's schema is there.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(services.orm);
    return readiness.ready ? readiness : reply.code(503).send(readiness);
  });

  const { router } = parts;
  const procedures = new Set(Object.keys(router._def.procedures));
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe({ origin, method: request.method, route: routeLabel(request, procedures), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router,
      createContext: ({ req, res }: { req: FastifyRequest; res: FastifyReply }) => createContext(services, requestInfo(services, origin, 'browser', req, res)),
      onError: ({ error }: { error: TRPCError }) => {
        if (presentError(error).status === 500) app.log.error({ err: error }, 'tRPC procedure failed');
      },
      // A rate-limited call, or one made while the database is away, tells the browser when to retry, as the REST paths do.
      responseMeta: ({ errors }: { errors: TRPCError[] }) => {
        const retryAfterSeconds = errors.map((error) => presentError(error).retryAfterSeconds).find(Boolean);
        return retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {};
      },
    },
  });

  const addRestRoute = (scope: FastifyInstance, route: Route) =>
    scope.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        try {
          const ctx = await createContext(services, requestInfo(services, origin, 'api', request, reply));
          // Who is calling is settled before the row reads a body or looks anything up: a handler that checked its
          // path first (an unknown offerwall provider or game) answered 404 to anyone (issue 27). The procedures check again.
          if (route.auth !== 'none' && !(route.auth === 'admin' ? ctx.admin : ctx.user)) throw signInRequired(route.auth);
          const { body, file } = route.multipart && request.isMultipart() ? await readMultipartBody(request, route.multipart.fileField) : { body: request.body ?? EMPTY_JSON_BODY, file: undefined };
          // Named as the client wrote them: the procedure checks its own input again, but a row may rename or convert a field first.
          const unstorable = unstorableTextRefusal(body) ?? unstorableTextRefusal(request.query) ?? unstorableTextRefusal(request.params);
          if (unstorable) throw asTrpcError(unstorable);
          const bodySent = body !== EMPTY_JSON_BODY;
          const restRequest = { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body, bodySent, file, headers: request.headers };
          if (route.csv) {
            reply.header('vary', 'Accept');
            if (acceptsCsv(request.headers.accept)) {
              const { csv } = route;
              const stream = await csvStream(csv, route.output, (page) => parts.callRoute(route, ctx, { ...restRequest, query: { ...restRequest.query, page, pageSize: CSV_BATCH_SIZE } }));
              return reply
                .type('text/csv; charset=utf-8')
                .header('content-disposition', `attachment; filename="${csvFilename(csv, services.clock.now())}"`)
                .header('cache-control', 'no-store')
                .send(stream);
            }
          }
          const result = await parts.callRoute(route, ctx, restRequest);
          if (result instanceof AcceptedAnswer) return reply.code(202).send(result.body);
          return reply.code(route.successStatus ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, app.log);
        }
      },
    });
  for (const route of parts.restRoutes) {
    // A row that also takes a file parses multipart in a scope of its own, with the image cap; every other route keeps the 64 KiB JSON cap.
    if (route.multipart) {
      await app.register(async (scope) => {
        await scope.register(multipart, REST_MULTIPART_OPTIONS);
        addRestRoute(scope, route);
      });
    } else addRestRoute(app, route);
  }

  registerUploadedImages(app, services);
  await parts.registerRoutes(app, services);

  const openApiDocument = buildOpenApiDocument(allRestRoutes, origin, parts.ownUrl);
  Object.assign(openApiDocument.paths, parts.openApiPaths);
  app.get('/api/openapi.json', async () => openApiDocument);

  const spaPages = staticDir && indexHtml ? parts.spaPages({ staticDir, indexHtml }, services, app.log) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/trpc/');
    // HEAD asks what GET would answer (link checkers, uptime probes); Node sends the headers only.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return reply.code(404).send({ message: 'Not found' });
    if (!spaPages) return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    const page = await spaPages.render(request);
    const body = compressedBody(request, reply, page.html, page.compressed);
    if (spaPages.byLanguage) varyByLanguage(reply);
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  return app;
}

/** JSON nested deeper than any real input is a 400 decided on the raw text, before any parser walks it. */
function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && acceptsEmptyJsonBody(request.method, request.routeOptions.url)) {
      done(null, EMPTY_JSON_BODY);
      return;
    }
    if (jsonNestsDeeperThan(body as string)) {
      done(Object.assign(new Error(JSON_TOO_DEEP_MESSAGE), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  // The tRPC plugin reads its bodies as text with its own parser: their depth is checked here, before tRPC parses them.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.url.startsWith('/trpc/') && typeof request.body === 'string' && jsonNestsDeeperThan(request.body)) return void reply.code(400).send({ message: JSON_TOO_DEEP_MESSAGE });
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    const queryStart = request.url.startsWith('/trpc/') ? request.url.indexOf('?') : -1;
    const input = queryStart < 0 ? null : new URLSearchParams(request.url.slice(queryStart + 1)).get('input');
    if (input && jsonNestsDeeperThan(input)) return void reply.code(400).send({ message: JSON_TOO_DEEP_MESSAGE });
    done();
  });
}

/** @fastify/static gives each file's route its folder in the route's config (untyped there): how a file of the build is told apart. */
const STATIC_FILE_ROUTE = 'rootPath';

/**
 * The route a request is counted under: the route's template, a known tRPC procedure (one
 * call) or `/trpc/(batch)`, `(static)` for every file of the build, else `(unmatched)` — never
 * the raw path, which a client chooses. @fastify/static registers each file as a route of its own
 * (`wildcard: false`), whose template is the file's path: every build's hashed names would be new labels.
 */
function routeLabel(request: FastifyRequest, procedures: Set<string>): string {
  if (STATIC_FILE_ROUTE in request.routeOptions.config) return '(static)';
  const template = request.routeOptions.url;
  if (template?.startsWith('/trpc')) {
    const path = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
    if (path.includes(',')) return '/trpc/(batch)';
    return procedures.has(path) ? `/trpc/${path}` : '/trpc/(unknown)';
  }
  return template ?? '(unmatched)';
}
