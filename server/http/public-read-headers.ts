import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allRestRoutes } from '../rest';
import type { PublicCaller } from '../rest/caller';
import type { PublicRestRoute } from '../rest/define-route';
import type { OriginKind } from '../trpc/context';

/**
 * Public reads whose answer also holds the caller's own part when signed in (plays left, one's
 * submissions of a task). Their ETag is still the body's, so a 304 is never wrong; `private`
 * only keeps shared caches from storing one person's copy.
 */
const CALLER_DEPENDENT_PROCEDURES = new Set(['games.state', 'tasks.list', 'tasks.get']);

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

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

function varyByCaller(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  reply.header('vary', [existing, 'Cookie, Authorization'].filter(Boolean).join(', '));
}

/**
 * HTTP revalidation of the public reads (issue 20): the REST rows anyone may GET, and tRPC GET
 * calls and batches made only of the procedures they call. A 200 gets a weak ETag of the body
 * sent and `Cache-Control: no-cache` — browsers ask every time, and a matching If-None-Match is
 * answered 304 without a body. The body is made as before (from the site cache): what a 304 saves
 * is the transfer and the compression. Registered after the compression hooks' unwrapping of
 * tRPC's answers (it reads the JSON text) and, as an instance hook, before @fastify/compress's
 * route hooks (it hashes the uncompressed text). Every other answer keeps its headers.
 */
export function registerPublicReadHeaders(app: FastifyInstance, origin: OriginKind): void {
  if (origin !== 'public') return;
  const restReads = new Map<string, string>();
  for (const route of allRestRoutes) {
    if (route.origin !== 'public' || route.method !== 'GET' || route.auth !== 'none') continue;
    const procedure = procedureCalledBy(route);
    if (procedure) restReads.set(route.path.replace(/\{(\w+)\}/g, ':$1'), procedure);
  }
  const publicReads = new Set(restReads.values());

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const procedures = proceduresOf(request, restReads);
    if (!procedures?.every((procedure) => publicReads.has(procedure))) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (procedures.some((procedure) => CALLER_DEPENDENT_PROCEDURES.has(procedure))) {
      reply.header('cache-control', 'private, no-cache');
      varyByCaller(reply);
    } else reply.header('cache-control', 'no-cache');
    if (!matchesETag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
}
