import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config';

export interface SecurityHeaderOptions {
  hsts: boolean;
  /** Built once per origin: `contentSecurityPolicy` with the payment origins that origin allows. */
  contentSecurityPolicy: string;
}

/** Scripts from our origin only, no framing, no plugins; Razorpay Checkout's script, frame and calls only where VIP can be paid for. */
export function contentSecurityPolicy(paymentOrigins: readonly string[]): string {
  const payments = paymentOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${payments}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${payments}`,
    ...(payments ? [`frame-src${payments}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `razorpay`: the payments whose Checkout the origin's pages open, or null. */
export function securityHeaderOptions(isProduction: boolean, razorpay: AppConfig['razorpay']): SecurityHeaderOptions {
  // Checkout's script origin, and the API origin its payment frame is served from.
  const paymentOrigins = razorpay ? [...new Set([new URL(razorpay.checkoutUrl).origin, new URL(razorpay.apiUrl).origin])] : [];
  return { hsts: isProduction, contentSecurityPolicy: contentSecurityPolicy(paymentOrigins) };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  // Callback style, like every hook run on each request: an async hook costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    applySecurityHeaders(reply, options);
    done(null, payload);
  });
}

/** Also called directly where Fastify answers without running hooks (framework errors such as a malformed URL). */
export function applySecurityHeaders(reply: FastifyReply, options: SecurityHeaderOptions): void {
  reply.header('content-security-policy', options.contentSecurityPolicy);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
