import { createHash, createHmac } from 'node:crypto';
import type { HmacSha256 } from '#contract/games/fairness/algorithm';

export const nodeHmacSha256: HmacSha256 = async (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest());

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
