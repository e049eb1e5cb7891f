import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '#contract/errors';
import { HTML_LANG, type Locale } from '#contract/i18n/locales';
import { NOTIFICATION_KINDS } from '#contract/notifications/kinds';
import { NOTIFICATION_SETTINGS_PATH } from '#contract/notifications/rules';
import * as m from '#i18n/paraglide/messages/_index.js';
import { notificationKindName } from '#i18n/notification-wording';
import { UNSUBSCRIBE_PATH } from '../modules/mail';
import { readUnsubscribe, unsubscribe, type UnsubscribeTarget } from '../modules/notifications';
import { requestDeps, type OriginServices } from '../trpc/context';
import { requestLocale } from './request-locale';

const INVALID = 'notifications.unsubscribe-invalid';
/** The JSON a mail client gets for a bad token: the house's REST refusal shape. */
const INVALID_BODY = { message: refuse(INVALID).message, code: INVALID };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small page of its own (no app, no script): it must work from any mail client's browser. */
function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1rem;min-height:44px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function tokenOf(request: FastifyRequest): string | null {
  const { token } = request.query as { token?: unknown };
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : null;
}

function settingsLink(services: OriginServices, locale: Locale): string {
  return `<p><a href="${escapeHtml(`${services.config.publicUrl}${NOTIFICATION_SETTINGS_PATH}`)}">${escapeHtml(m['notifications.unsubscribe.settings']({}, { locale }))}</a></p>`;
}

/** A browser's form (ours) gets a page; a mail client's one-click POST, JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function refuseInvalid(request: FastifyRequest, reply: FastifyReply, services: OriginServices): FastifyReply {
  reply.code(400);
  if (!wantsHtml(request)) return reply.send(INVALID_BODY);
  const locale = requestLocale(request);
  return reply.type('text/html; charset=utf-8').send(page(locale, m['notifications.unsubscribe.invalid-title']({}, { locale }), `<p>${escapeHtml(m['notifications.unsubscribe.invalid']({}, { locale }))}</p>${settingsLink(services, locale)}`));
}

function kindName(target: UnsubscribeTarget): string {
  return notificationKindName(target.kind, target.locale);
}

/**
 * One-click unsubscribe (RFC 8058, decision 041) at `/api/unsubscribe?token=…`, no session: the POST a
 * mail client sends for `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (or our page's button)
 * turns that kind's e-mails off for that person; the GET only asks, since mail scanners fetch links.
 * Not a REST row: its answers are pages as well as JSON, and its caller proves itself by the token.
 */
export async function registerUnsubscribeRoute(app: FastifyInstance, services: OriginServices): Promise<void> {
  await app.register(async (scope) => {
    // Mail clients post `List-Unsubscribe=One-Click` as a form; our page's button posts an empty form. The body says nothing the token does not.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      const target = token ? await readUnsubscribe(requestDeps(services), token) : null;
      if (!token || !target) return refuseInvalid(request, reply, services);
      const { locale } = target;
      const form = `<p>${escapeHtml(m['notifications.unsubscribe.lead']({ kind: kindName(target) }, { locale }))}</p>
<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`)}"><button type="submit">${escapeHtml(m['notifications.unsubscribe.confirm']({}, { locale }))}</button></form>${settingsLink(services, locale)}`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(locale, m['notifications.unsubscribe.title']({}, { locale }), form));
    });
    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf(request);
      const target = token ? await unsubscribe(requestDeps(services), token) : null;
      if (!target) return refuseInvalid(request, reply, services);
      request.log.info({ kind: target.kind }, 'notification e-mails turned off by one-click unsubscribe');
      if (!wantsHtml(request)) return reply.send({ kind: target.kind, email: false });
      const { locale } = target;
      return reply.type('text/html; charset=utf-8').send(page(locale, m['notifications.unsubscribe.done-title']({}, { locale }), `<p>${escapeHtml(m['notifications.unsubscribe.done']({ kind: kindName(target) }, { locale }))}</p>${settingsLink(services, locale)}`));
    });
  });
}

const tokenParameter = { name: 'token', in: 'query', required: true, schema: { type: 'string' }, description: 'The signed token from the e-mail\'s List-Unsubscribe link (one person, one kind)' };
const invalid = { description: `A missing, altered or forged token, or an account that no longer exists; nothing changes (\`code\`: ${INVALID})` };

/** The unsubscribe path in the public OpenAPI document. */
export const UNSUBSCRIBE_OPENAPI_PATH = {
  [UNSUBSCRIBE_PATH]: {
    get: {
      operationId: 'unsubscribePage',
      security: [],
      summary: 'The page a notification e-mail\'s unsubscribe link opens: it names the kind and asks for a confirming POST. Changes nothing (mail scanners fetch links)',
      parameters: [tokenParameter],
      responses: { 200: { description: 'The confirm page', content: { 'text/html': { schema: { type: 'string' } } } }, 400: invalid },
    },
    post: {
      operationId: 'unsubscribe',
      security: [],
      summary: `One-click unsubscribe (RFC 8058: List-Unsubscribe-Post: List-Unsubscribe=One-Click): turns off that kind's e-mails for the token's person, no session needed; the inbox still shows them. Kinds: ${NOTIFICATION_KINDS.join(', ')}`,
      parameters: [tokenParameter],
      requestBody: { required: false, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } } } } } },
      responses: {
        200: {
          description: 'That kind\'s e-mails are off (a page for a browser asking for text/html)',
          content: { 'application/json': { schema: { type: 'object', required: ['kind', 'email'], properties: { kind: { type: 'string', enum: [...NOTIFICATION_KINDS] }, email: { type: 'boolean', enum: [false] } } } } },
        },
        400: invalid,
      },
    },
  },
};
