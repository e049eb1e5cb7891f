import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OriginKind, RequestInfo, Services } from '../trpc/context';
import { cookieJar } from './cookies';
import { requestLocale } from './request-locale';

/** What a procedure's context needs of an HTTP request: every route that signs its caller in builds it here. */
export function requestInfo(services: Services, origin: OriginKind, client: RequestInfo['client'], request: FastifyRequest, reply: FastifyReply): RequestInfo {
  return {
    origin,
    client,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    authorization: request.headers.authorization,
    cookies: cookieJar(request, reply, services.config.isProduction),
    locale: requestLocale(request),
  };
}
