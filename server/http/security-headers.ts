import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Strict by default: scripts only from our own origin (Vite emits no inline scripts), no
 * framing, no plugins. Inline style attributes stay allowed for React's style props.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply, options);
    return payload;
  });
}

/** Also called directly where Fastify answers without running hooks (framework errors such as a malformed URL). */
export function applySecurityHeaders(reply: FastifyReply, options: { hsts: boolean }): void {
  reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
