// The browser runs the server's own pure draw algorithm (the check means something only so), with Web Crypto's HMAC (docs/fairness.md).
import { bytesToHex, hexToBytes, verifyOutcome, type FairGame, type FairOutcome, type HmacSha256 } from '#contract/games/fairness/algorithm';
import { sideName } from '#i18n/game-words';
import { m } from '#i18n/paraglide/messages';

export type { FairGame, FairOutcome };

/** HMAC-SHA256 through Web Crypto (crypto.subtle), as the algorithm expects it. */
export const webCryptoHmacSha256: HmacSha256 = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new TextEncoder().encode(message)));
};

/** SHA-256 of the seed's bytes (not of its hex text), as the commitment is made. */
export async function sha256OfSeedHex(serverSeedHex: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(hexToBytes(serverSeedHex)))));
}

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/i;

export interface VerifyInput {
  serverSeedHex: string;
  clientSeed: string;
  nonce: number;
  game: FairGame;
  weights?: readonly number[];
}

/** The outcome of a play and the seed's hash, both recomputed here in the browser. */
export async function verifyInBrowser(input: VerifyInput): Promise<{ outcome: FairOutcome; seedHash: string }> {
  const [outcome, seedHash] = await Promise.all([verifyOutcome(webCryptoHmacSha256, input), sha256OfSeedHex(input.serverSeedHex)]);
  return { outcome, seedHash };
}

/** "segment 2", "TAIL", "secret 57" — an outcome in words. */
export function describeOutcome(outcome: FairOutcome | Record<string, unknown>, labels?: readonly string[]): string {
  if ('index' in outcome && typeof outcome.index === 'number') {
    const label = labels?.[outcome.index];
    return label ? m['fairness.outcome-labelled']({ label, index: outcome.index }) : m['fairness.outcome-index']({ index: outcome.index });
  }
  if ('side' in outcome && (outcome.side === 'HEAD' || outcome.side === 'TAIL')) return sideName(outcome.side);
  if ('secret' in outcome && typeof outcome.secret === 'number') return m['fairness.outcome-secret-number']({ secret: outcome.secret });
  return JSON.stringify(outcome);
}

/** Does a recomputed outcome equal the stored one? */
export function sameOutcome(computed: FairOutcome, stored: Record<string, unknown>): boolean {
  switch (computed.game) {
    case 'spin':
    case 'scratch':
      return stored.index === computed.index;
    case 'flip':
      return stored.side === computed.side;
    case 'guess':
      return stored.secret === computed.secret;
  }
}
