/**
 * The public SPA's routes as TanStack Router writes them (`$name` one segment, `$` the rest, none included), so the
 * server answers an address no route serves with 404 (the SPA shows its not-found page either way).
 * tests/unit/public-routes.test.ts keeps this list equal to the generated route tree.
 */
export const PUBLIC_ROUTES = [
  '/', '/about', '/account', '/admin', '/blog/', '/blog/$id', '/confirm-email', '/contact', '/daily-login', '/diamonds', '/disclaimer', '/fairness',
  '/flip-coin', '/forgot-password', '/free-iphone-17', '/free-rewards', '/generator', '/guess-number', '/invite', '/notifications', '/privacy', '/profile',
  '/promocode', '/redeem', '/redeem-balance', '/redeem-history', '/refund-policy', '/reset-password', '/reviews', '/scratch-card', '/settings', '/signin', '/signup',
  '/special-rewards', '/spin-and-win', '/success', '/task/$', '/terms', '/transparency', '/verify-email', '/vip-giveaway', '/vip-purchase',
  '/wallet/', '/wallet/history', '/youtube-app',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export type PublicRoute = (typeof PUBLIC_ROUTES)[number];

/** Whether a route written as TanStack Router writes it serves a pathname (a trailing slash either way). */
export function routeServes(route: string, pathname: string): boolean {
  const want = segmentsOf(route);
  const parts = segmentsOf(pathname);
  // A splat matches the rest, none included (`/task/$` serves `/task`).
  if (want.at(-1) === '$') return parts.length >= want.length - 1 && want.slice(0, -1).every((segment, index) => segment.startsWith('$') || segment === parts[index]);
  return want.length === parts.length && want.every((segment, index) => segment.startsWith('$') || segment === parts[index]);
}

/** The route that serves a pathname (one of its own before a `$name` or a splat one), or null when none does. */
export function publicRouteOf(pathname: string): PublicRoute | null {
  return PUBLIC_ROUTES.find((route) => !route.includes('$') && routeServes(route, pathname)) ?? PUBLIC_ROUTES.find((route) => routeServes(route, pathname)) ?? null;
}

/** Whether a pathname is one the public SPA has a route for (a trailing slash either way). */
export function isPublicRoute(pathname: string): boolean {
  return publicRouteOf(pathname) !== null;
}

/** Where a person reveals their codes (a withdrawal's and the store's); the mails that say a code is ready link here. */
export const REDEEM_HISTORY_PATH = '/redeem-history';
