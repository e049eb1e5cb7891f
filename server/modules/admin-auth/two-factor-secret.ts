import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { AppError } from '#contract/errors';
import { ADMIN_MESSAGES } from '#contract/admin-auth/schemas';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Sealed, not hashed (a hash cannot check a code): a database copy alone cannot make codes (decision 002). */
function sealingKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('admin-totp-secret').digest();
}

export function sealTotpSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** A secret sealed under another APP_SECRET cannot be opened: the admin needs an operator's reset. */
export function openTotpSecret(appSecret: string, sealed: string): string {
  const [format, body] = sealed.split('.');
  try {
    if (format !== FORMAT || !body) throw new Error('unknown format');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(appSecret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.secretUnreadable);
  }
}
