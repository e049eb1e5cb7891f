/** Pages behind sign-in, one-time links and the API: nothing there for a search engine. */
export const ROBOTS_DISALLOWED = [
  '/profile', '/account', '/wallet', '/redeem-balance', '/redeem-history', '/promocode', '/special-rewards', '/reviews',
  '/success', '/signin', '/signup', '/forgot-password', '/reset-password', '/verify-email', '/settings', '/confirm-email',
  '/admin', '/api/', '/trpc/',
] as const;

export function publicRobotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** The admin origin is never indexed. */
export const ADMIN_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
