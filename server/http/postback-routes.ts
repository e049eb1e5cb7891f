import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { postbackRefusals } from '../metrics';
import { handlePostback } from '../modules/offerwalls';
import { OFFERWALL_PROVIDERS } from '#contract/offerwalls/rules';
import { requestDeps, type OriginServices } from '../trpc/context';

export const POSTBACK_ROUTE = '/api/postback/:provider';

/** Header values as single strings (a repeated header counts by its first value), names lower-case as Node gives them. */
function singleHeaders(headers: FastifyRequest['headers']): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/** The parameters a postback carries: the query, and for a POST its form or JSON fields too (a field may not also be in the query). */
function postbackParams(request: FastifyRequest): Record<string, unknown> | null {
  const query = { ...(request.query as Record<string, unknown>) };
  if (request.method !== 'POST' || request.body === undefined || request.body === null || request.body === '') return query;
  if (typeof request.body !== 'object' || Array.isArray(request.body)) return null;
  const body = request.body as Record<string, unknown>;
  if (Object.keys(body).some((name) => Object.hasOwn(query, name))) return null;
  return { ...query, ...body };
}

/**
 * Offerwall postbacks (issue 18): not a REST row, since the answer is the provider's plain-text format
 * and the caller proves itself by signature. Forged or off-list calls are logged (never the secret) and refused.
 */
export async function registerPostbackRoutes(app: FastifyInstance, services: OriginServices): Promise<void> {
  await app.register(async (scope) => {
    // Networks post their callbacks as HTML forms as often as JSON; the fields are read like a query string.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.route({
      method: ['GET', 'POST'],
      url: POSTBACK_ROUTE,
      handler: (request, reply) => answerPostback(services, request, reply),
    });
  });
}

async function answerPostback(services: OriginServices, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { provider } = request.params as { provider: string };
  const params = postbackParams(request);
  const outcome = await handlePostback(requestDeps(services), { provider, ip: request.ip, params, headers: singleHeaders(request.headers) });
  if (outcome.result === 'not-found') return reply.code(404).send({ message: 'Not found' });
  if (outcome.result === 'refused') postbackRefusals.inc({ provider, reason: outcome.refusal });
  if (outcome.result === 'refused' && (outcome.refusal === 'forged' || outcome.refusal === 'ip')) {
    request.log.warn({ provider, ip: request.ip, refusal: outcome.refusal }, outcome.refusal === 'ip' ? 'offerwall postback from an address outside the allow-list' : 'offerwall postback with a bad or missing signature');
  }
  if (outcome.result === 'accepted') request.log.info({ provider, externalTxnId: outcome.postback.externalTxnId, status: outcome.postback.status, effect: outcome.effect }, 'offerwall postback');
  return reply.code(outcome.reply.status).type('text/plain; charset=utf-8').send(outcome.reply.body);
}

/** The postback path in the public OpenAPI document (its answers are the providers' plain text, so it is not a row of the REST table). */
export const POSTBACK_OPENAPI_PATH = {
  '/api/postback/{provider}': Object.fromEntries(
    (['get', 'post'] as const).map((method) => [
      method,
      {
        operationId: method === 'get' ? 'offerwallPostback' : 'offerwallPostbackPost',
        summary:
          'An offerwall provider reports a completed offer (a credit, held as pending for the provider\'s hold) or a chargeback. Signed per provider: generic — user_id, txn_id, reward (paise), status (credit|reversal), optional payout, with X-Signature = hex HMAC-SHA256 of the parameters sorted by name as name=value joined by &; ayetstudios — X-Ayetstudios-Security-Hash as ayeT documents, is_chargeback=1 for reversals',
        security: [],
        parameters: [
          { name: 'provider', in: 'path', required: true, schema: { type: 'string', enum: [...OFFERWALL_PROVIDERS] } },
          { name: 'X-Signature', in: 'header', required: false, schema: { type: 'string' }, description: 'generic: the hex HMAC-SHA256 signature' },
        ],
        ...(method === 'post'
          ? { requestBody: { required: false, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', additionalProperties: { type: 'string' } } }, 'application/json': { schema: { type: 'object', additionalProperties: { type: 'string' } } } } } }
          : {}),
        responses: {
          200: { description: 'Recorded, or a duplicate of a recorded transaction (nothing changes)', content: { 'text/plain': { schema: { type: 'string', example: 'OK' } } } },
          400: { description: 'Parameters missing or malformed, or a user that does not exist (the provider\'s error reply)', content: { 'text/plain': { schema: { type: 'string' } } } },
          403: { description: 'Bad or missing signature, or an address outside the provider\'s allow-list; nothing is credited', content: { 'text/plain': { schema: { type: 'string' } } } },
          404: { description: 'No such provider, or it is switched off' },
        },
      },
    ]),
  ),
};
