const MAX_LENGTH = 2000;
// A host no real request can have: anything that resolves to another origin is not ours.
const BASE = 'http://same-origin.invalid';

/**
 * A post-sign-in destination on this origin, or undefined. The *normalised* path is checked, as a
 * browser reads it: '/..//evil.example' resolves to '//evil.example', another host; backslashes
 * count as slashes. `signInPath` is refused too: coming back to sign-in would loop.
 */
export function safeRedirectPath(value: unknown, signInPath: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  // Only a path: no scheme ('javascript:', 'https:'), no host ('//x', '/\x'), no control characters.
  if (!value.startsWith('/') || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // The normalised path must still be one path, not a protocol-relative URL ('//evil.example').
  if (/^\/[/\\]/.test(url.pathname)) return undefined;
  if (url.pathname === signInPath) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
