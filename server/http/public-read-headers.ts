import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicRestRoutes } from '../rest';
import type { PublicCaller } from '../rest/caller';
import type { PublicRestRoute } from '../rest/define-route';

/**
 * Public reads whose answer also holds the caller's own part when signed in (plays left, one's
 * submissions of a task). Their ETag is still the body's, so a 304 is never wrong; `private`
 * only keeps shared caches from storing one person's copy.
 */
const CALLER_DEPENDENT_PROCEDURES = new Set(['games.state', 'tasks.list', 'tasks.get']);

/** Public reads the SPAs call that have no REST row: the site's settings, read by every page load. */
const TRPC_ONLY_PUBLIC_READS = ['site.info'];

/**
 * The tRPC procedure a REST row calls, found by running its handler once against a caller that
 * records the first procedure called and goes no further: the rows stay the one list of public
 * reads, with no second list of procedure names beside them to fall out of step.
 */
function procedureCalledBy(route: PublicRestRoute): string | undefined {
  let called: string | undefined;
  const recorder = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => recorder([...path, String(key)]),
      apply: () => {
        called = path.join('.');
        throw new Error('recorded');
      },
    });
  try {
    route.handle(recorder([]) as PublicCaller, { params: {}, query: {}, body: {}, headers: {} }).catch(() => undefined);
  } catch {
    // A handler that is not async throws the recorder's error at once.
  }
  return called;
}

/** The procedures a request runs: a public read's REST row, or a tRPC call or batch by its path; null for anything else. */
function proceduresOf(request: FastifyRequest, restReads: Map<string, string>): string[] | null {
  const template = request.routeOptions.url;
  if (template === '/trpc/:path') return (request.params as { path?: string }).path?.split(',') ?? null;
  const procedure = template === undefined ? undefined : restReads.get(template);
  return procedure ? [procedure] : null;
}

/**
 * Which GET requests are public reads (issue 20): the REST rows anyone may GET, and tRPC GET calls
 * and batches made only of the procedures they call (or of the tRPC-only ones). Undefined for any
 * other request; for a public read, whether its answer can hold the caller's part.
 */
export function publicReadMatcher(): (request: FastifyRequest) => { callerDependent: boolean } | undefined {
  const restReads = new Map<string, string>();
  for (const route of publicRestRoutes) {
    if (route.method !== 'GET' || route.auth !== 'none') continue;
    const procedure = procedureCalledBy(route);
    if (procedure) restReads.set(route.path.replace(/\{(\w+)\}/g, ':$1'), procedure);
  }
  const publicReads = new Set([...restReads.values(), ...TRPC_ONLY_PUBLIC_READS]);
  return (request) => {
    const procedures = request.method === 'GET' ? proceduresOf(request, restReads) : null;
    if (!procedures?.every((procedure) => publicReads.has(procedure))) return undefined;
    return { callerDependent: procedures.some((procedure) => CALLER_DEPENDENT_PROCEDURES.has(procedure)) };
  };
}

/** A weak ETag of the body sent. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * HTTP revalidation of a public read's 200: a weak ETag of the body sent and `Cache-Control:
 * no-cache` — browsers ask every time, and a matching If-None-Match is answered 304 without a body
 * (what a 304 saves is the transfer and the compression). Answers that can hold the caller's part
 * are `private` and vary by Cookie and Authorization: their ETag is still the body's, so a 304 is
 * never wrong, and shared caches do not store one person's copy.
 */
export function setReadHeaders(reply: FastifyReply, etag: string, callerDependent: boolean): void {
  reply.header('etag', etag);
  if (callerDependent) {
    reply.header('cache-control', 'private, no-cache');
    const existing = reply.getHeader('vary');
    reply.header('vary', [existing, 'Cookie, Authorization'].filter(Boolean).join(', '));
  } else reply.header('cache-control', 'no-cache');
}
