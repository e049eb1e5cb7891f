import { accountRestRoutes } from './account-routes';
import { takesBody, type AdminRestRoute, type PublicRestRoute } from './define-route';
import { gameRestRoutes } from './game-routes';
import { offerwallRestRoutes } from './offerwall-routes';
import { referralRestRoutes } from './referral-routes';
import { rewardRestRoutes } from './reward-routes';
import { restRoutes } from './routes';
import { statsRestRoutes } from './stats-routes';
import { taskRestRoutes } from './task-routes';
import { vipRestRoutes } from './vip-routes';

/** Every documented REST path; the same list serves the routes and the OpenAPI documents. */
export const allRestRoutes = [...restRoutes, ...gameRestRoutes, ...accountRestRoutes, ...rewardRestRoutes, ...statsRestRoutes, ...referralRestRoutes, ...taskRestRoutes, ...offerwallRestRoutes, ...vipRestRoutes];
export const publicRestRoutes = allRestRoutes.filter((route): route is PublicRestRoute => route.origin === 'public');
export const adminRestRoutes = allRestRoutes.filter((route): route is AdminRestRoute => route.origin === 'admin');

/** `METHOD /fastify/:url` of every REST operation that reads no body. */
const bodilessRoutes = new Set(allRestRoutes.filter((route) => !takesBody(route) || route.bodyOptional).map((route) => `${route.method} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`));

/**
 * Old clients send `Content-Type: application/json` with an empty body to operations that take
 * none (promo toggle) or whose body is optional (toggle-block); those read it as EMPTY_JSON_BODY,
 * a call without a body. Everywhere else an empty JSON body stays an error.
 */
export function acceptsEmptyJsonBody(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && bodilessRoutes.has(`${method} ${routeUrl}`);
}

/** What an accepted empty JSON body parses to: told apart from a sent `{}` (`RestRequest.bodySent`). */
export const EMPTY_JSON_BODY: Readonly<Record<string, never>> = Object.freeze({});
