import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { normaliseRewardCode } from '#contract/rewards/rules';
import type { RewardCodeKeys } from '../../config';

/**
 * Reward codes sealed with AES-256-GCM and fingerprinted by HMAC-SHA256, under keys derived apart by
 * HKDF so the fingerprint key can never decrypt (decision 018).
 */

/** Opening takes the bytes as the ORM reads them (Uint8Array); sealing gives Buffers. */
export interface SealedCode<Bytes extends Uint8Array = Uint8Array> {
  keyVersion: number;
  iv: Bytes;
  ciphertext: Bytes;
  tag: Bytes;
}

export class RewardCodeKeyError extends Error {}

const IV_BYTES = 12;
const KEY_BYTES = 32;
const derivedKeys = new Map<string, Buffer>();

function derive(secret: Buffer, purpose: 'reward-code-encryption' | 'reward-code-fingerprint'): Buffer {
  const cacheKey = `${purpose}:${secret.toString('base64')}`;
  let key = derivedKeys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, KEY_BYTES));
    derivedKeys.set(cacheKey, key);
  }
  return key;
}

function secretOf(keys: RewardCodeKeys, version: number): Buffer {
  const secret = keys.secrets.get(version);
  if (!secret) throw new RewardCodeKeyError(`reward code key version ${version} is not configured (REWARD_CODES_KEY_${version})`);
  return secret;
}

export function sealRewardCode(keys: RewardCodeKeys, code: string): SealedCode<Buffer> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derive(secretOf(keys, keys.currentVersion), 'reward-code-encryption'), iv);
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return { keyVersion: keys.currentVersion, iv, ciphertext, tag: cipher.getAuthTag() };
}

/** Throws when the stored bytes were altered (GCM authentication) or the version's key is gone. */
export function openRewardCode(keys: RewardCodeKeys, sealed: SealedCode): string {
  const decipher = createDecipheriv('aes-256-gcm', derive(secretOf(keys, sealed.keyVersion), 'reward-code-encryption'), sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}

/** The fingerprint stored with a code sealed under `version`. */
export function fingerprintRewardCode(keys: RewardCodeKeys, code: string, version = keys.currentVersion): Buffer {
  return createHmac('sha256', derive(secretOf(keys, version), 'reward-code-fingerprint')).update(normaliseRewardCode(code)).digest();
}

/** A code's fingerprint under every key version: one uploaded before a rotation has its own version's. */
export function allFingerprintsOf(keys: RewardCodeKeys, code: string): Buffer[] {
  return [...keys.secrets.keys()].map((version) => fingerprintRewardCode(keys, code, version));
}
