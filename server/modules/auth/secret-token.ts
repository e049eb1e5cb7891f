import { createHmac, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** 256 random bits, URL-safe: used for session tokens and one-time e-mail links. */
export function generateSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Only this keyed hash is stored, so a leaked table cannot be replayed as cookies or links. */
export function hashSecretToken(appSecret: string, token: string): string {
  return createHmac('sha256', appSecret).update(token).digest('hex');
}
