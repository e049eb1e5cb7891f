import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicRestRoutes } from '../rest';
import type { PublicCaller } from '../rest/caller';
import type { PublicRestRoute } from '../rest/define-route';
import type { Services } from '../trpc/context';
import { compressedBody } from './compression';
import { SESSION_COOKIE } from '../trpc/context';

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

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or is `*`. */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/**
 * How long a public read's whole answer is served as it was made (on top of the site cache, whose
 * every change ends it at once). Parts that follow the clock rather than a change — today's promo
 * code after midnight IST, the featured weekday, a task reaching its start, the ticker's 2.5 s —
 * show up to this much later.
 */
export const PUBLIC_READ_ANSWER_MAX_AGE_MS = 1_000;
/** Answers remembered at most (tRPC batch URLs and filters are the visitor's to choose). */
const REMEMBERED_ANSWERS = 500;

interface RememberedAnswer {
  body: string;
  etag: string;
  changeMark: number;
  /** When the request that made it began (by the server's clock). */
  madeAtMs: number;
  compressed: Map<string, Buffer>;
}

/** What a request's onRequest decided for its onSend: remember the answer under this key if the cache did not change meanwhile. */
const PENDING_ANSWER = Symbol('pendingPublicReadAnswer');
type PendingRequest = FastifyRequest & { [PENDING_ANSWER]?: { key: string; changeMark: number; startedAtMs: number } };

function signedOut(request: FastifyRequest): boolean {
  return !request.headers.authorization && !(request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

function setReadHeaders(reply: FastifyReply, etag: string, callerDependent: boolean): void {
  reply.header('etag', etag);
  if (callerDependent) {
    reply.header('cache-control', 'private, no-cache');
    varyByCaller(reply);
  } else reply.header('cache-control', 'no-cache');
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
export function registerPublicReadHeaders(app: FastifyInstance, services: Pick<Services, 'caches' | 'clock'>): void {
  const restReads = new Map<string, string>();
  for (const route of publicRestRoutes) {
    if (route.method !== 'GET' || route.auth !== 'none') continue;
    const procedure = procedureCalledBy(route);
    if (procedure) restReads.set(route.path.replace(/\{(\w+)\}/g, ':$1'), procedure);
  }
  const publicReads = new Set([...restReads.values(), ...TRPC_ONLY_PUBLIC_READS]);
  const remembered = new Map<string, RememberedAnswer>();
  const { caches, clock } = services;

  // A public read whose answer was made under the site cache's current mark less than a second ago
  // is sent as it was: no context, no procedure, no serialising, no hashing, no compressing.
  // Callback style: an async hook costs a promise on every request.
  app.addHook('onRequest', (request: PendingRequest, reply, done) => {
    const procedures = request.method === 'GET' ? proceduresOf(request, restReads) : null;
    if (!procedures?.every((procedure) => publicReads.has(procedure))) return done();
    const callerDependent = procedures.some((procedure) => CALLER_DEPENDENT_PROCEDURES.has(procedure));
    const changeMark = caches.publicChangeMark;
    if (changeMark === null || (callerDependent && !signedOut(request))) return done();
    const key = request.url;
    const answer = remembered.get(key);
    const nowMs = clock.now().getTime();
    const ageMs = nowMs - (answer?.madeAtMs ?? 0);
    if (!answer || answer.changeMark !== changeMark || ageMs < 0 || ageMs >= PUBLIC_READ_ANSWER_MAX_AGE_MS) {
      request[PENDING_ANSWER] = { key, changeMark, startedAtMs: nowMs };
      return done();
    }
    if (matchesETag(request.headers['if-none-match'], answer.etag)) {
      setReadHeaders(reply, answer.etag, callerDependent);
      return void reply.code(304).send();
    }
    // Vary: Accept-Encoding first (compressedBody sets it), then the caller's headers beside it.
    const body = compressedBody(request, reply, answer.body, answer.compressed);
    setReadHeaders(reply, answer.etag, callerDependent);
    reply.code(200).type('application/json; charset=utf-8').send(body);
  });

  app.addHook('onSend', (request: PendingRequest, reply, payload, done) => {
    // Not a 200 of a public read, or sent from a remembered answer (its headers are set).
    if (request.method !== 'GET' || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.getHeader('etag')) return done(null, payload);
    const procedures = proceduresOf(request, restReads);
    if (!procedures?.every((procedure) => publicReads.has(procedure))) return done(null, payload);
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    const callerDependent = procedures.some((procedure) => CALLER_DEPENDENT_PROCEDURES.has(procedure));
    setReadHeaders(reply, etag, callerDependent);
    const pending = request[PENDING_ANSWER];
    // Kept only if nothing changed while it was made: an answer begun before a change is never served after it.
    if (pending && caches.publicChangeMark === pending.changeMark) {
      if (remembered.size >= REMEMBERED_ANSWERS) remembered.delete(remembered.keys().next().value!);
      remembered.set(pending.key, { body: payload.toString(), etag, changeMark: pending.changeMark, madeAtMs: pending.startedAtMs, compressed: new Map() });
    }
    if (!matchesETag(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, null);
  });
}
