import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieJar } from '../trpc/context';

export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed cookie is ignored rather than failing the request.
    }
  }
  return cookies;
}

/** Session cookies: httpOnly, SameSite=Lax, Secure in production, host-only. */
export function cookieJar(request: FastifyRequest, reply: FastifyReply, secure: boolean): CookieJar {
  const cookies = parseCookieHeader(request.headers.cookie);
  // Fastify's reply.header adds each Set-Cookie to those already set (never replaces them).
  const append = (value: string) => reply.header('set-cookie', value);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get: (name) => cookies.get(name),
    set: (name, value, { expires }) => append(`${name}=${encodeURIComponent(value)}; ${attributes}; Expires=${expires.toUTCString()}`),
    clear: (name) => append(`${name}=; ${attributes}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`),
  };
}
