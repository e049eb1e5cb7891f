import { createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time, unlike the SDK's helpers (`===` leaks the matching prefix; decision 023). */
export function hasValidSignature(secret: string, signed: string | Buffer, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(signed).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && /^[0-9a-f]+$/i.test(signature) && timingSafeEqual(given, expected);
}
