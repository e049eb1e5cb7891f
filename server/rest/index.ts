import { gameRestRoutes } from './game-routes';
import { restRoutes } from './routes';

/** Every documented REST path; the same list serves the routes and the OpenAPI documents. */
export const allRestRoutes = [...restRoutes, ...gameRestRoutes];
