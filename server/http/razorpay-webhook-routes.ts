import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_TABLE, type WireAppCode } from '#contract/errors';
import { webhookRefusals } from '../metrics';
import { recordRazorpayWebhook } from '../modules/vip';
import { requestDeps, type OriginServices } from '../trpc/context';

export const RAZORPAY_WEBHOOK_ROUTE = '/api/webhooks/razorpay';

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Razorpay's webhooks (issue 19): not a REST row, since the signature covers the body's exact bytes, so
 * this route alone reads its body raw. Bad signature: logged, 400; an accepted or repeated event: 200, work queued.
 */
export async function registerRazorpayWebhookRoutes(app: FastifyInstance, services: OriginServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(RAZORPAY_WEBHOOK_ROUTE, (request, reply) => answerWebhook(services, request, reply));
  });
}

/** The refusals' reasons as counted; any other refusal is a body that is not a signed event Razorpay would send. */
const WEBHOOK_REFUSAL_REASONS: Partial<Record<WireAppCode, string>> = { 'vip.webhook-signature-invalid': 'signature', 'vip.payments-not-configured': 'not-configured' };

async function answerWebhook(services: OriginServices, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    const { duplicate } = await recordRazorpayWebhook(requestDeps(services), {
      rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      signature: singleHeader(request, 'x-razorpay-signature'),
      eventId: singleHeader(request, 'x-razorpay-event-id'),
    });
    return reply.code(200).send({ status: 'ok', duplicate });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    webhookRefusals.inc({ provider: 'razorpay', reason: WEBHOOK_REFUSAL_REASONS[error.appCode] ?? 'malformed' });
    if (error.appCode === 'vip.webhook-signature-invalid') request.log.warn({ ip: request.ip }, 'razorpay webhook with a bad or missing signature');
    return reply.code(ERROR_TABLE[error.code].status).send({ message: error.message, code: error.details?.refusal?.code });
  }
}

/** The webhook path in the public OpenAPI document (its body is Razorpay's, signed, so it is not a row of the REST table). */
export const RAZORPAY_WEBHOOK_OPENAPI_PATH = {
  [RAZORPAY_WEBHOOK_ROUTE]: {
    post: {
      operationId: 'razorpayWebhook',
      summary:
        "Razorpay reports payment.captured, order.paid, payment.failed and refund.processed. X-Razorpay-Signature is the hex HMAC-SHA256 of the raw body with the webhook secret; each x-razorpay-event-id is applied once, in any order, by one state machine per order (the membership is granted once)",
      security: [],
      parameters: [
        { name: 'X-Razorpay-Signature', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'x-razorpay-event-id', in: 'header', required: true, schema: { type: 'string' } },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } },
      responses: {
        200: { description: 'Recorded (its effect follows within seconds), or a repeat of a recorded event (nothing changes)', content: { 'application/json': { schema: { type: 'object', properties: { status: { type: 'string' }, duplicate: { type: 'boolean' } } } } } },
        400: { description: 'Bad or missing signature, a body that is not JSON, or no event id; nothing is recorded' },
        503: { description: 'Payments are not configured' },
      },
    },
  },
};
