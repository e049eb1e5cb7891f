import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, negotiateLocale, type Locale } from '#contract/i18n/locales';
import { parseCookieHeader } from './cookies';

/** The request's language: the visitor's `lang` cookie, else Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale({ cookie: parseCookieHeader(request.headers.cookie).get(LOCALE_COOKIE), acceptLanguage: request.headers['accept-language'] });
}

/** The answer differs by language (words, `<html lang>`): a shared cache must key on the cookie and Accept-Language too. */
export function varyByLanguage(reply: FastifyReply): void {
  const existing = reply.getHeader('vary');
  reply.header('vary', [existing, 'Cookie, Accept-Language'].filter(Boolean).join(', '));
}
