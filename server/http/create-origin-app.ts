import { timingSafeEqual } from 'node:crypto';
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
import { unstorableTextRefusal } from '../modules/input/unstorable-text';
import { createContext, type OriginKind, type OriginServices, type RequestInfo, type Services } from '../trpc/context';
import { presentError } from '../trpc/present-error';
import { adminRouter, publicRouter } from '../trpc/routers';
import { createAdminCaller, createPublicCaller } from '../rest/caller';
import { buildOpenApiDocument } from '../rest/openapi';
import { acceptsEmptyJsonBody, allRestRoutes } from '../rest';
import type { RestRequest, RestRoute } from '../rest/define-route';
import { cookieJar } from './cookies';
import { readMultipartBody, REST_MULTIPART_OPTIONS } from './multipart-body';
import { requestLocale, varyByLanguage } from './request-locale';
import { createSpaPageRenderer, registerContentRoutes, UPLOAD_OPENAPI_PATH } from './content-routes';
import { registerTaskProofRoutes, TASK_PROOF_OPENAPI_PATH } from './task-proof-routes';
import { RAZORPAY_WEBHOOK_OPENAPI_PATH, registerRazorpayWebhookRoutes } from './razorpay-webhook-routes';
import { POSTBACK_OPENAPI_PATH, registerPostbackRoutes } from './postback-routes';
import { PRERENDERED_DIR, readPrerenderedPages, type PrerenderedPages } from './prerendered-pages';
import { applySecurityHeaders, registerSecurityHeaders, securityHeaderOptions } from './security-headers';
import { registerGracefulClose } from './graceful-close';
import { registerWebManifest } from './web-manifest';
import { compressedBody, registerCompression } from './compression';
import { registerPublicReadHeaders } from './public-read-headers';
import { registerWhoAmIAnswers } from './who-am-i-answers';
import { checkReadiness } from './readiness';
import { requestIdFor, requestLogger } from '../logger';
import { httpRequestDuration, METRICS_CONTENT_TYPE, metricsText } from '../metrics';
import { JSON_TOO_DEEP_MESSAGE, jsonNestsDeeperThan } from './json-nesting';

/** JSON bodies are small everywhere in this API; a cap keeps oversized payloads out before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Old public addresses that moved for good (product spec: /free-iphone-17 is the daily scratch card). */
const PERMANENT_REDIRECTS: Record<string, string> = { '/free-iphone-17': '/scratch-card' };
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
    locale: requestLocale(request),
  };
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

export async function createOriginApp({ services: sharedServices, origin, staticDir }: OriginAppOptions): Promise<FastifyInstance> {
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
      applySecurityHeaders(reply as FastifyReply, securityHeaderOptions(config, origin));
      void (reply as FastifyReply).code(status).send({ message: status === 414 ? 'Request URL is too long' : 'Malformed request URL' });
    },
  });
  const ownOrigin = origin === 'admin' ? config.adminUrl : config.publicUrl;

  registerSecurityHeaders(app, securityHeaderOptions(config, origin));
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
    if (requestOrigin !== ownOrigin && !sameHost) return void reply.code(403).send({ message: 'Cross-origin request refused' });
    done();
  });

  const indexHtml = staticDir && fs.existsSync(path.join(staticDir, 'index.html')) ? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8') : null;
  const prerendered: PrerenderedPages = staticDir && origin === 'public' ? readPrerenderedPages(staticDir) : { byPath: new Map(), stylesheet: null };
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
  registerPublicReadHeaders(app, origin, services);
  registerWhoAmIAnswers(app, origin, services);

  // Liveness: the process answers. A database outage must not make an orchestrator restart it.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Readiness: the database answers, every migration is applied and the job queue's schema is there.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(services.orm);
    return readiness.ready ? readiness : reply.code(503).send(readiness);
  });

  const router: AnyRouter = origin === 'admin' ? adminRouter : publicRouter;
  const procedures = new Set(Object.keys(router._def.procedures));
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe({ origin, method: request.method, route: routeLabel(request, procedures), status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  if (origin === 'public') app.get('/metrics', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
  if (origin === 'admin') {
    // Scrapers read it every few seconds over the internal network; compressing it only costs CPU.
    app.get('/metrics', { compress: false }, async (request, reply) => {
      if (!(await mayReadMetrics(services, request, reply))) return reply.code(401).send({ message: 'Admin sign-in or the metrics token required' });
      return reply.type(METRICS_CONTENT_TYPE).send(await metricsText());
    });
  }

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

  const addRestRoute = (scope: FastifyInstance, route: RestRoute) =>
    scope.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        try {
          const ctx = await createContext(services, requestInfo(services, origin, 'api', request, reply));
          // Who is calling is settled before the row reads a body or looks anything up: a handler that checked its
          // path first (an unknown offerwall provider or game) answered 404 to anyone (issue 27). The procedures check again.
          if (route.auth !== 'none' && !(route.auth === 'admin' ? ctx.admin : ctx.user)) throw signInRequired(route.auth);
          const { body, file } = route.multipart && request.isMultipart() ? await readMultipartBody(request, route.multipart.fileField) : { body: request.body ?? {}, file: undefined };
          // Named as the client wrote them: the procedure checks its own input again, but a row may rename or convert a field first.
          const unstorable = unstorableTextRefusal(body) ?? unstorableTextRefusal(request.query) ?? unstorableTextRefusal(request.params);
          if (unstorable) throw asTrpcError(unstorable);
          const restRequest = { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body, file, headers: request.headers };
          const result = await callRoute(route, ctx, restRequest);
          return reply.code(route.successStatus ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, app.log);
        }
      },
    });
  for (const route of allRestRoutes.filter((candidate) => candidate.origin === origin)) {
    // A row that also takes a file parses multipart in a scope of its own, with the image cap; every other route keeps the 64 KiB JSON cap.
    if (route.multipart) {
      await app.register(async (scope) => {
        await scope.register(multipart, REST_MULTIPART_OPTIONS);
        addRestRoute(scope, route);
      });
    } else addRestRoute(app, route);
  }

  // Uploaded images (both origins), the admin's multipart upload, /sitemap.xml and /robots.txt.
  await registerContentRoutes(app, services, origin);
  // Task screenshots, to admins only (issue 18).
  if (origin === 'admin') registerTaskProofRoutes(app, services);
  // Offerwall postbacks arrive from the providers' servers at the public address only.
  if (origin === 'public') await registerPostbackRoutes(app, services);
  // Razorpay's webhooks too (issue 19), with the raw body their signature covers.
  if (origin === 'public') await registerRazorpayWebhookRoutes(app, services);

  const openApiDocument = buildOpenApiDocument(allRestRoutes, origin, ownOrigin);
  if (origin === 'admin') Object.assign(openApiDocument.paths, UPLOAD_OPENAPI_PATH, TASK_PROOF_OPENAPI_PATH);
  if (origin === 'public') Object.assign(openApiDocument.paths, POSTBACK_OPENAPI_PATH, RAZORPAY_WEBHOOK_OPENAPI_PATH);
  app.get('/api/openapi.json', async () => openApiDocument);

  if (origin === 'public') {
    for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) app.get(from, (_request, reply) => reply.redirect(to, 301));
  }
  registerWebManifest(app, origin);

  const renderPage = indexHtml && origin === 'public' ? createSpaPageRenderer(services, { indexHtml, prerendered }, app.log) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/trpc/');
    // HEAD asks what GET would answer (link checkers, uptime probes); Node sends the headers only.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return reply.code(404).send({ message: 'Not found' });
    if (!indexHtml) return reply.code(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    // Client-side routes: the SPA decides, and shows its own 404 page for unknown paths. Blog and
    // catalogue pages get their real title, description and Open Graph tags in the HTML itself.
    const page = renderPage ? await renderPage({ url: request.url, locale: requestLocale(request) }) : { status: 200, html: indexHtml };
    const body = compressedBody(request, reply, page.html, 'compressed' in page ? page.compressed : undefined);
    if (origin === 'public') varyByLanguage(reply);
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  return app;
}

/**
 * JSON nested deeper than any real input is a 400 decided on the raw text, before any parser or
 * validator walks it: request bodies (REST's JSON parser, tRPC's text bodies) and tRPC's GET `input`
 * query parameter.
 */
function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && acceptsEmptyJsonBody(request.method, request.routeOptions.url)) {
      done(null, {});
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

/**
 * The route a request is counted under: the route's template, a known tRPC procedure (one
 * call) or `/trpc/(batch)`, else `(unmatched)` — never the raw path, which a client chooses.
 */
function routeLabel(request: FastifyRequest, procedures: Set<string>): string {
  const template = request.routeOptions.url;
  if (template?.startsWith('/trpc')) {
    const path = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
    if (path.includes(',')) return '/trpc/(batch)';
    return procedures.has(path) ? `/trpc/${path}` : '/trpc/(unknown)';
  }
  return template ?? '(unmatched)';
}

/** An admin session (cookie or bearer), or METRICS_TOKEN as a bearer token for a Prometheus server. */
async function mayReadMetrics(services: OriginServices, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const { metricsToken } = services.config;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (metricsToken && bearer && bearer.length === metricsToken.length && timingSafeEqual(Buffer.from(bearer), Buffer.from(metricsToken))) return true;
  const ctx = await createContext(services, requestInfo(services, 'admin', 'api', request, reply));
  return Boolean(ctx.admin);
}

function callRoute(route: RestRoute, ctx: Awaited<ReturnType<typeof createContext>>, request: RestRequest) {
  return route.origin === 'admin' ? route.handle(createAdminCaller(ctx), request) : route.handle(createPublicCaller(ctx), request);
}
