import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_SESSIONS, type CachedSession, sessionRefreshDue } from '../modules/auth';
import { ACCOUNT_FIGURES, type AccountFigures } from '../modules/wallet';
import { bearerToken, SESSION_COOKIE, type Services } from '../trpc/context';
import { compressedBody } from './compression';
import { parseCookieHeader } from './cookies';
import { etagOf, matchesETag, publicReadMatcher, setReadHeaders, type PublicRead } from './public-read-headers';
import { requestLocale } from './request-locale';

/** How long a public read's whole answer is resent as made; parts that follow the clock (e.g. today's promo code) lag at most this. */
export const PUBLIC_READ_ANSWER_MAX_AGE_MS = 1_000;

/** A public read's answer, per URL (tRPC batch URLs and filters are the visitor's to choose) and, where it is in the reader's language, per language. */
interface PublicReadAnswer {
  body: string;
  etag: string;
  changeMark: number;
  /** When the request that made it began (by the server's clock). */
  madeAtMs: number;
  compressed: Map<string, Buffer>;
}

/** "Who am I"'s answer, per token and URL. */
interface WhoAmIAnswer {
  /** Bytes, so that sending it keeps the Content-Type exactly as remembered. */
  body: Buffer;
  /** Content-Type and Vary as the full path set them (tRPC's and REST's differ). */
  headers: Record<string, string>;
  /** The cached session and figures it was made from: it is sent only while both are still the cached ones. */
  session: CachedSession;
  figures: AccountFigures;
}

/** Answers remembered at most, of each kind. */
const REMEMBERED = { publicRead: 500, whoAmI: 5_000 };

/** "Who am I"'s own headers; the rest (security headers, request id) every answer gets from its hooks. */
const WHO_AM_I_HEADERS = ['content-type', 'vary'];

/** What a request's onRequest found for its onSend: which answer it is, and what it is made under. */
const PENDING = Symbol('pendingAnswer');
type Pending =
  | { kind: 'public read'; read: PublicRead; key: string; changeMark: number; startedAtMs: number }
  | { kind: 'public read'; read: PublicRead; key?: undefined }
  | { kind: 'who am I'; key: string; token: string; sessionChanges: number; accountChanges: number };
type PendingRequest = FastifyRequest & { [PENDING]?: Pending };

/** GET /api/auth/me, or a tRPC GET of auth.session alone. */
function isWhoAmI(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const template = request.routeOptions.url;
  return template === '/api/auth/me' || (template === '/trpc/:path' && (request.params as { path?: string }).path === 'auth.session');
}

function signedOut(request: FastifyRequest): boolean {
  return !request.headers.authorization && !(request.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
}

function remember<A>(answers: Map<string, A>, most: number, key: string, answer: A): void {
  if (answers.size >= most) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
}

/**
 * Whole answers resent from the first hook while what they were made from stands (decisions 024, 034):
 * public reads per URL (and language, where they are in the reader's) (signed-out only where the caller's part could show) for at most
 * PUBLIC_READ_ANSWER_MAX_AGE_MS, and who-am-I per token exactly while its session and figures entries
 * stand. An answer made across a change, or that set a cookie, is not kept. Runs on the uncompressed text.
 */
export function registerRememberedAnswers(app: FastifyInstance, services: Pick<Services, 'caches' | 'clock'>): void {
  const { caches, clock } = services;
  const publicReadOf = publicReadMatcher();
  const sessions = caches.of(USER_SESSIONS);
  const accounts = caches.of(ACCOUNT_FIGURES);
  const publicReadAnswers = new Map<string, PublicReadAnswer>();
  const whoAmIAnswers = new Map<string, WhoAmIAnswer>();

  // Callback style: an async hook costs a promise on every request.
  app.addHook('onRequest', (request: PendingRequest, reply, done) => {
    if (request.method !== 'GET') return done();
    const read = publicReadOf(request);
    if (read) {
      const changeMark = caches.publicChangeMark;
      if (changeMark === null || (read.callerDependent && !signedOut(request))) {
        request[PENDING] = { kind: 'public read', read };
        return done();
      }
      const key = read.languageDependent ? `${requestLocale(request)} ${request.url}` : request.url;
      const answer = publicReadAnswers.get(key);
      const nowMs = clock.now().getTime();
      const ageMs = nowMs - (answer?.madeAtMs ?? 0);
      if (!answer || answer.changeMark !== changeMark || ageMs < 0 || ageMs >= PUBLIC_READ_ANSWER_MAX_AGE_MS) {
        request[PENDING] = { kind: 'public read', read, key, changeMark, startedAtMs: nowMs };
        return done();
      }
      if (matchesETag(request.headers['if-none-match'], answer.etag)) {
        setReadHeaders(reply, answer.etag, read);
        return void reply.code(304).send();
      }
      // Vary: Accept-Encoding first (compressedBody sets it), then the caller's headers beside it.
      const body = compressedBody(request, reply, answer.body, answer.compressed);
      setReadHeaders(reply, answer.etag, read);
      return void reply.code(200).type('application/json; charset=utf-8').send(body);
    }
    if (!isWhoAmI(request)) return done();
    const token = bearerToken(request.headers.authorization) ?? parseCookieHeader(request.headers.cookie).get(SESSION_COOKIE);
    if (!token) return done();
    const key = `${token} ${request.url}`;
    const now = clock.now();
    const answer = whoAmIAnswers.get(key);
    const session = answer && sessions.peek(token);
    if (answer && session === answer.session && session.expiresAt > now && !sessionRefreshDue(session, now) && accounts.peek(session.userId) === answer.figures) {
      return void reply.code(200).headers(answer.headers).send(answer.body);
    }
    if (answer) whoAmIAnswers.delete(key);
    request[PENDING] = { kind: 'who am I', key, token, sessionChanges: sessions.counter.changes, accountChanges: accounts.counter.changes };
    done();
  });

  app.addHook('onSend', (request: PendingRequest, reply, payload, done) => {
    const pending = request[PENDING];
    // Made by the full path (a remembered answer was sent with its headers from onRequest), and a 200.
    if (!pending || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('etag')) return done(null, payload);
    if (pending.kind === 'who am I') {
      // Kept only when nothing was forgotten while it was made, and it set no cookie (a refreshed session's).
      if (typeof payload !== 'string' || reply.hasHeader('set-cookie') || sessions.counter.changes !== pending.sessionChanges || accounts.counter.changes !== pending.accountChanges) return done(null, payload);
      const session = sessions.peek(pending.token);
      const figures = session && accounts.peek(session.userId);
      if (session && figures) {
        const headers: Record<string, string> = {};
        for (const name of WHO_AM_I_HEADERS) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        remember(whoAmIAnswers, REMEMBERED.whoAmI, pending.key, { body: Buffer.from(payload), headers, session, figures });
      }
      return done(null, payload);
    }
    const etag = etagOf(payload);
    setReadHeaders(reply, etag, pending.read);
    // Kept only if nothing changed while it was made: an answer begun before a change is never served after it.
    if (pending.key !== undefined && caches.publicChangeMark === pending.changeMark) {
      remember(publicReadAnswers, REMEMBERED.publicRead, pending.key, { body: payload.toString(), etag, changeMark: pending.changeMark, madeAtMs: pending.startedAtMs, compressed: new Map() });
    }
    if (!matchesETag(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, null);
  });
}
