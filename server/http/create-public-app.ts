import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createPublicCaller } from '../rest/caller';
import { publicRestRoutes } from '../rest';
import { publicRouter } from '../trpc/routers';
import { SESSION_COOKIE } from '../trpc/context';
import { createSpaPageRenderer, registerPublicContentRoutes } from './content-routes';
import { parseCookieHeader } from './cookies';
import { createOriginApp, type OriginAppOptions } from './create-origin-app';
import { POSTBACK_OPENAPI_PATH, registerPostbackRoutes } from './postback-routes';
import { readPrerenderedPages } from './prerendered-pages';
import { RAZORPAY_WEBHOOK_OPENAPI_PATH, registerRazorpayWebhookRoutes } from './razorpay-webhook-routes';
import { registerRememberedAnswers } from './remembered-answers';
import { routePreloads } from './route-chunks';
import { requestLocale } from './request-locale';
import { securityHeaderOptions } from './security-headers';
import { registerUnsubscribeRoute, UNSUBSCRIBE_OPENAPI_PATH } from './unsubscribe-route';
import { registerVitalsRoute, VITALS_OPENAPI_PATH } from './vitals-route';
import { registerWebManifest } from './web-manifest';

/** Old public addresses that moved for good (product spec: /free-iphone-17 is the daily scratch card). */
const PERMANENT_REDIRECTS: Record<string, string> = { '/free-iphone-17': '/scratch-card' };

/** The public origin: the public SPA and its pages' first HTML, `publicRouter`, the public REST rows, the partners' postbacks, Razorpay's webhooks and the pages' Core Web Vitals beacons. */
export function createPublicApp(options: OriginAppOptions): Promise<FastifyInstance> {
  const { config } = options.services;
  return createOriginApp(options, {
    origin: 'public',
    ownUrl: config.publicUrl,
    // Razorpay Checkout runs on the public pages only.
    securityHeaders: securityHeaderOptions(config.isProduction, config.razorpay),
    router: publicRouter,
    restRoutes: publicRestRoutes,
    callRoute: (route, ctx, request) => route.handle(createPublicCaller(ctx), request),
    registerEarlyAnswers: registerRememberedAnswers,
    registerRoutes: async (app, services) => {
      app.get('/metrics', async (_request, reply) => reply.code(404).send({ message: 'Not found' }));
      registerPublicContentRoutes(app, services);
      // Offerwall postbacks arrive from the providers' servers at the public address only.
      await registerPostbackRoutes(app, services);
      // Razorpay's webhooks too (issue 19), with the raw body their signature covers.
      await registerRazorpayWebhookRoutes(app, services);
      for (const [from, to] of Object.entries(PERMANENT_REDIRECTS)) app.get(from, (_request, reply) => reply.redirect(to, 301));
      registerWebManifest(app);
      registerVitalsRoute(app, services);
      // Notification e-mails' one-click unsubscribe (RFC 8058), no session.
      await registerUnsubscribeRoute(app, services);
    },
    openApiPaths: { ...POSTBACK_OPENAPI_PATH, ...RAZORPAY_WEBHOOK_OPENAPI_PATH, ...VITALS_OPENAPI_PATH, ...UNSUBSCRIBE_OPENAPI_PATH },
    // Blog and catalogue pages get their real title, description and Open Graph tags in the HTML itself.
    spaPages: ({ staticDir, indexHtml }, services, log) => {
      const render = createSpaPageRenderer(services, { indexHtml, prerendered: readPrerenderedPages(staticDir), routePreloads: routePreloads(staticDir) }, log);
      // Only whether a session cookie is there, never whose (prerendered-pages.ts): its value is not read.
      const hasSessionCookie = (request: FastifyRequest) => parseCookieHeader(request.headers.cookie).has(SESSION_COOKIE);
      return { render: (request) => render({ url: request.url, locale: requestLocale(request), hasSessionCookie: hasSessionCookie(request) }), byLanguage: true };
    },
  });
}
