/**
 * A post-sign-in destination must stay on this site: a path starting with one "/" (not "//"
 * or "/\", which browsers treat as another host), with no scheme. Anything else is dropped.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const base = 'http://same-site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    // Coming back to the sign-in page itself would be pointless (and could loop).
    if (url.pathname === '/signin') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
