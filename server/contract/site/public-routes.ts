/**
 * The public SPA's routes as TanStack Router writes them (`$name` one segment, `$` the rest, none included), so the
 * server answers an address no route serves with 404 (the SPA shows its not-found page either way).
 * tests/unit/public-routes.test.ts keeps this list equal to the generated route tree.
 */
export const PUBLIC_ROUTES = [
  '/', '/about', '/account', '/admin', '/blog/', '/blog/$id', '/contact', '/daily-login', '/diamonds', '/disclaimer', '/fairness',
  '/flip-coin', '/forgot-password', '/free-iphone-17', '/free-rewards', '/generator', '/guess-number', '/invite', '/privacy', '/profile',
  '/promocode', '/redeem', '/redeem-balance', '/redeem-history', '/refund-policy', '/reset-password', '/scratch-card', '/signin', '/signup',
  '/special-rewards', '/spin-and-win', '/success', '/task/$', '/terms', '/transparency', '/verify-email', '/vip-giveaway', '/vip-purchase',
  '/wallet/', '/wallet/history', '/youtube-app',
] as const;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

const ROUTE_SEGMENTS = PUBLIC_ROUTES.map(segmentsOf);

/** Whether a pathname is one the public SPA has a route for (a trailing slash either way). */
export function isPublicRoute(pathname: string): boolean {
  const parts = segmentsOf(pathname);
  return ROUTE_SEGMENTS.some((route) => {
    // A splat matches the rest, none included (`/task/$` serves `/task`).
    if (route.at(-1) === '$') return parts.length >= route.length - 1 && route.slice(0, -1).every((segment, index) => segment.startsWith('$') || segment === parts[index]);
    return route.length === parts.length && route.every((segment, index) => segment.startsWith('$') || segment === parts[index]);
  });
}

/** Where a person reveals their codes (a withdrawal's and the store's); the mails that say a code is ready link here. */
export const REDEEM_HISTORY_PATH = '/redeem-history';
