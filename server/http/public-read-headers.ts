import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyByLanguage } from './request-locale';
import { publicRestRoutes } from '../rest';
import type { PublicCaller } from '../rest/caller';
import type { PublicRestRoute } from '../rest/define-route';

/** Public reads that also hold the caller's part when signed in: answered `private`, their ETag still the body's. */
const CALLER_DEPENDENT_PROCEDURES = new Set(['games.state', 'tasks.list', 'tasks.get']);

/** Public reads in the reader's language (decision 037): kept and revalidated per language. */
const LANGUAGE_DEPENDENT_PROCEDURES = new Set(['catalogue.list', 'blog.list', 'blog.get']);

/** Public reads the SPAs call that have no REST row: the site's settings, read by every page load. */
const TRPC_ONLY_PUBLIC_READS = ['site.info'];

/** The tRPC procedure a REST row calls, found by running its handler once against a recording caller (one list of public reads). */
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
    route.handle(recorder([]) as PublicCaller, { params: {}, query: {}, body: {}, bodySent: false, headers: {} }).catch(() => undefined);
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

/** What a public read's answer depends on beside its URL. */
export interface PublicRead {
  /** It can hold the caller's part. */
  callerDependent: boolean;
  /** It is in the request's language. */
  languageDependent: boolean;
}

/** Which GET requests are public reads (issue 20), and what their answers depend on. */
export function publicReadMatcher(): (request: FastifyRequest) => PublicRead | undefined {
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
    return {
      callerDependent: procedures.some((procedure) => CALLER_DEPENDENT_PROCEDURES.has(procedure)),
      languageDependent: procedures.some((procedure) => LANGUAGE_DEPENDENT_PROCEDURES.has(procedure)),
    };
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
 * Revalidation of a public read's 200: a weak ETag and `no-cache`, a match answered 304. Caller-dependent
 * answers are `private` and vary by Cookie and Authorization; language-dependent ones by Cookie and Accept-Language.
 */
export function setReadHeaders(reply: FastifyReply, etag: string, { callerDependent, languageDependent }: PublicRead): void {
  reply.header('etag', etag);
  if (languageDependent) varyByLanguage(reply);
  if (callerDependent) {
    reply.header('cache-control', 'private, no-cache');
    const existing = reply.getHeader('vary');
    reply.header('vary', [existing, 'Cookie, Authorization'].filter(Boolean).join(', '));
  } else reply.header('cache-control', 'no-cache');
}
