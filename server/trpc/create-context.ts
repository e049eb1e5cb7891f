import { resolveAdminSession } from '../modules/admin-auth';
import { resolveUserSession } from '../modules/auth';
import { ADMIN_SESSION_COOKIE, bearerToken, requestDeps, SESSION_COOKIE, type Context, type OriginServices, type RequestInfo } from './context';

/** A request's context: the caller its bearer token or its origin's session cookie names, if any. */
export async function createContext(services: OriginServices, request: RequestInfo): Promise<Context> {
  const deps = requestDeps(services);
  const fromHeader = bearerToken(request.authorization);
  const cookieName = request.origin === 'admin' ? ADMIN_SESSION_COOKIE : SESSION_COOKIE;
  const token = fromHeader ?? request.cookies.get(cookieName);
  const via = fromHeader ? 'bearer' : token ? 'cookie' : null;
  const context: Context = { deps, request, via, user: null, session: null, admin: null, adminSession: null, procedureSlots: services.procedureSlots };
  if (!token) return context;
  if (request.origin === 'admin') {
    const resolved = await resolveAdminSession(deps, token);
    context.admin = resolved?.admin ?? null;
    context.adminSession = resolved?.session ?? null;
    // Sliding expiry must slide in the browser too, or the cookie dies at its first Expires.
    if (via === 'cookie' && resolved?.refreshed) request.cookies.set(cookieName, token, { expires: resolved.session.expiresAt });
  } else {
    const resolved = await resolveUserSession(deps, token);
    context.user = resolved?.user ?? null;
    context.session = resolved?.session ?? null;
    if (via === 'cookie' && resolved?.refreshed) request.cookies.set(cookieName, token, { expires: resolved.session.expiresAt });
  }
  return context;
}
