import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's signatures are hex HMAC-SHA256: of `order_id|payment_id` with the key secret (Checkout's
 * answer), of the raw webhook body with the webhook secret. Compared in constant time — the SDK's
 * own helpers compare with `===`, which leaks how many leading characters were right.
 */
export function hasValidSignature(secret: string, signed: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(signed).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && /^[0-9a-f]+$/i.test(signature) && timingSafeEqual(given, expected);
}
