import { publicRouteOf, type PublicRoute } from '../site/public-routes';

/**
 * Real visitors' Core Web Vitals (issue 29): the browser reports LCP, INP and CLS with one beacon
 * when the page is hidden, naming only the group of the route it landed on — no address, no user,
 * no cookie read — and the server counts them into the /metrics histograms. Zod-free, so the
 * browser's reporting chunk stays small (the schema is in ./schemas.ts).
 */
export const VITALS_PATH = '/api/vitals';
/** A whole beacon is under 100 bytes; anything much larger is not one. */
export const VITALS_BODY_LIMIT_BYTES = 512;

export const ROUTE_GROUPS = ['home', 'games', 'tasks', 'auth', 'wallet', 'store', 'account', 'content', 'other'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Every public route's group; the route table (PUBLIC_ROUTES) is the list, so a new route needs a group here to compile. */
const GROUP_OF_ROUTE: Record<PublicRoute, RouteGroup> = {
  '/': 'home',
  '/spin-and-win': 'games', '/daily-login': 'games', '/scratch-card': 'games', '/free-iphone-17': 'games', '/flip-coin': 'games', '/guess-number': 'games', '/fairness': 'games',
  '/free-rewards': 'tasks', '/task/$': 'tasks',
  '/signin': 'auth', '/signup': 'auth', '/forgot-password': 'auth', '/reset-password': 'auth', '/verify-email': 'auth', '/confirm-email': 'auth',
  '/wallet/': 'wallet', '/wallet/history': 'wallet', '/redeem-balance': 'wallet', '/redeem-history': 'wallet', '/promocode': 'wallet',
  '/redeem': 'store', '/diamonds': 'store', '/generator': 'store', '/special-rewards': 'store', '/success': 'store', '/vip-giveaway': 'store', '/vip-purchase': 'store',
  '/account': 'account', '/profile': 'account', '/invite': 'account', '/settings': 'account', '/reviews': 'account', '/notifications': 'account',
  '/blog/': 'content', '/blog/$id': 'content', '/about': 'content', '/contact': 'content', '/privacy': 'content', '/terms': 'content', '/disclaimer': 'content',
  '/refund-policy': 'content', '/transparency': 'content', '/youtube-app': 'content',
  '/admin': 'other',
};

/** The group of the route serving a pathname; `other` for an address no route serves (the not-found page). */
export function routeGroupOf(pathname: string): RouteGroup {
  const route = publicRouteOf(pathname);
  return route ? GROUP_OF_ROUTE[route] : 'other';
}
