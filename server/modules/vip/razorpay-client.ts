import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../../config';
import { AppError, refuse } from '#contract/errors';
import { VIP_CURRENCY, VIP_MESSAGES } from '#contract/vip/rules';

/** A payment as Razorpay reports it (API answer or webhook payload), the fields the state machine reads. */
export interface RazorpayPayment {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  errorDescription: string | null;
}

export interface RazorpayClient {
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string; amountPaise: number; currency: string }>;
  /** Null when Razorpay knows no such payment. */
  fetchPayment(paymentId: string): Promise<RazorpayPayment | null>;
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  refundPayment(paymentId: string, input: { amountPaise: number; idempotencyKey: string; notes: Record<string, string> }): Promise<{ id: string; status: string }>;
}

/** How long one call to Razorpay may take before the caller hears that the gateway did not answer (the SDK's axios has no timeout of its own). */
const API_TIMEOUT_MS = 10_000;

/** A payment from the API's or a webhook's JSON (snake_case), or null when it is not one. */
export function readRazorpayPayment(value: unknown): RazorpayPayment | null {
  if (!value || typeof value !== 'object') return null;
  const entity = value as Record<string, unknown>;
  if (typeof entity.id !== 'string' || typeof entity.amount !== 'number' || typeof entity.currency !== 'string' || typeof entity.status !== 'string') return null;
  return {
    id: entity.id,
    orderId: typeof entity.order_id === 'string' ? entity.order_id : null,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status,
    errorDescription: typeof entity.error_description === 'string' ? entity.error_description : typeof entity.error_reason === 'string' ? entity.error_reason : null,
  };
}

const clients = new WeakMap<RazorpayConfig, RazorpayClient>();

/** One client per configuration (per process): the SDK keeps an HTTP agent worth reusing. */
export function razorpayClient(config: RazorpayConfig): RazorpayClient {
  let client = clients.get(config);
  if (!client) {
    client = makeClient(config);
    clients.set(config, client);
  }
  return client;
}

/**
 * The SDK for orders and payments, pointed at RAZORPAY_API_URL via its private `api.rq`; refunds by
 * plain HTTP, as the SDK cannot send `X-Refund-Idempotency` (decision 023).
 */
function makeClient(config: RazorpayConfig): RazorpayClient {
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const http = (sdk.api as unknown as { rq?: { defaults?: { baseURL?: string; timeout?: number } } }).rq;
  if (!http?.defaults) throw new Error('razorpay SDK: its HTTP client (api.rq) is not where this version keeps it; RAZORPAY_API_URL cannot be applied');
  http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = API_TIMEOUT_MS;
  const basicAuth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  return {
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await gateway(() => sdk.orders.create({ amount: amountPaise, currency: VIP_CURRENCY, receipt, notes }));
      return { id: order.id, amountPaise: Number(order.amount), currency: order.currency };
    },
    async fetchPayment(paymentId) {
      try {
        return readRazorpayPayment(await sdk.payments.fetch(paymentId));
      } catch (error) {
        if (isClientError(error)) return null;
        throw gatewayError(error);
      }
    },
    async fetchOrderPayments(orderId) {
      const answer = await gateway(() => sdk.orders.fetchPayments(orderId));
      return (answer.items ?? []).map(readRazorpayPayment).filter((payment): payment is RazorpayPayment => payment !== null);
    },
    async refundPayment(paymentId, { amountPaise, idempotencyKey, notes }) {
      const response = await gateway(() =>
        fetch(`${config.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: { authorization: basicAuth, 'content-type': 'application/json', 'x-refund-idempotency': idempotencyKey },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', notes }),
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        }),
      );
      const body = (await response.json().catch(() => null)) as { id?: unknown; status?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string') throw gatewayError(new Error(`refund answered ${response.status}`));
      return { id: body.id, status: typeof body.status === 'string' ? body.status : 'pending' };
    },
  };
}

/** The SDK throws `{ statusCode, error }` for an API answer of 4xx/5xx (and a TypeError when there was no answer at all). */
function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

async function gateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw gatewayError(error);
  }
}

/** Razorpay did not answer, or refused what we asked: a 503 (not a refusal — nothing the person did), "try again"; the log has the cause. */
function gatewayError(cause: unknown) {
  const error = new AppError('UNAVAILABLE', VIP_MESSAGES.gatewayError);
  error.cause = cause;
  return error;
}

/** The keys, or `vip.payments-not-configured` when the site runs without them. */
export function configuredRazorpay(config: { razorpay: RazorpayConfig | null }): { config: RazorpayConfig; client: RazorpayClient } {
  if (!config.razorpay) throw refuse('vip.payments-not-configured');
  return { config: config.razorpay, client: razorpayClient(config.razorpay) };
}
