import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_SESSIONS, type CachedSession } from '../modules/auth/session-cache';
import { sessionRefreshDue } from '../modules/auth/sessions';
import { ACCOUNT_FIGURES, type AccountFigures } from '../modules/wallet/account-figures-cache';
import { bearerToken, SESSION_COOKIE, type Services } from '../trpc/context';
import { parseCookieHeader } from './cookies';

/** Answers remembered at most (one per signed-in token and URL). */
const REMEMBERED_ANSWERS = 5_000;

interface RememberedAnswer {
  /** Bytes, so that sending it keeps the Content-Type exactly as remembered. */
  body: Buffer;
  /** Content-Type and Vary as the full path set them (tRPC's and REST's differ). */
  headers: Record<string, string>;
  /** The cached session and figures it was made from: it is sent only while both are still the cached ones. */
  session: CachedSession;
  figures: AccountFigures;
}

/** The answer's own headers; the rest (security headers, request id) every answer gets from its hooks. */
const REMEMBERED_HEADERS = ['content-type', 'vary'];

const PENDING_ANSWER = Symbol('pendingWhoAmIAnswer');
interface PendingAnswer {
  key: string;
  token: string;
  sessionChanges: number;
  accountChanges: number;
}
type PendingRequest = FastifyRequest & { [PENDING_ANSWER]?: PendingAnswer };

/** GET /api/auth/me, or a tRPC GET of auth.session alone. */
function isWhoAmI(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const template = request.routeOptions.url;
  return template === '/api/auth/me' || (template === '/trpc/:path' && (request.params as { path?: string }).path === 'auth.session');
}

/**
 * "Who am I" — GET /api/auth/me and auth.session, asked on every page load — answered again as it
 * was made, for the same token and URL (issue 20). It holds nothing that follows the clock: its
 * parts come from two caches every change empties on every process, the session (revocation,
 * block, rename: decision 011) and the account figures (balance, pending credits: decision 025).
 * So a remembered answer is sent exactly while both still hold the very entries it was made from
 * (each lives at most its cache's lifetime), the session has not expired and no sliding refresh is
 * due (that request takes the full path, which writes it); one made while anything was forgotten
 * is not kept. It never shows what a change has ended — it only spares the procedure, context and
 * serialising of an unchanged answer.
 */
export function registerWhoAmIAnswers(app: FastifyInstance, services: Pick<Services, 'caches' | 'clock'>): void {
  const { clock } = services;
  const sessions = services.caches.of(USER_SESSIONS);
  const accounts = services.caches.of(ACCOUNT_FIGURES);
  const remembered = new Map<string, RememberedAnswer>();

  // Callback style: an async hook costs a promise on every request.
  app.addHook('onRequest', (request: PendingRequest, reply, done) => {
    if (!isWhoAmI(request)) return done();
    const token = bearerToken(request.headers.authorization) ?? parseCookieHeader(request.headers.cookie).get(SESSION_COOKIE);
    if (!token) return done();
    const key = `${token} ${request.url}`;
    const now = clock.now();
    const answer = remembered.get(key);
    const session = answer && sessions.peek(token);
    const current = answer && session === answer.session && session.expiresAt > now && !sessionRefreshDue(session, now) && accounts.peek(session.userId) === answer.figures;
    if (!current) {
      if (answer) remembered.delete(key);
      request[PENDING_ANSWER] = { key, token, sessionChanges: sessions.counter.changes, accountChanges: accounts.counter.changes };
      return done();
    }
    reply.code(200).headers(answer.headers).send(answer.body);
  });

  app.addHook('onSend', (request: PendingRequest, reply, payload, done) => {
    const pending = request[PENDING_ANSWER];
    // Kept only when nothing was forgotten while it was made, and it set no cookie (a refreshed session's).
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) return done(null, payload);
    if (sessions.counter.changes !== pending.sessionChanges || accounts.counter.changes !== pending.accountChanges) return done(null, payload);
    const session = sessions.peek(pending.token);
    const figures = session && accounts.peek(session.userId);
    if (session && figures) {
      const headers: Record<string, string> = {};
      for (const name of REMEMBERED_HEADERS) {
        const value = reply.getHeader(name);
        if (typeof value === 'string') headers[name] = value;
      }
      if (remembered.size >= REMEMBERED_ANSWERS) remembered.delete(remembered.keys().next().value!);
      remembered.set(pending.key, { body: Buffer.from(payload), headers, session, figures });
    }
    done(null, payload);
  });
}
