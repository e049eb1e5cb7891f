/**
 * The provably fair draw exactly as docs/fairness.md specifies, shared by the server, `npm run fairness:verify`
 * and /fairness: bytes(round) = HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), big-endian uint32s,
 * and draws in [0, n) by rejection, so there is no modulo bias.
 */
export type HmacSha256 = (key: Uint8Array, message: string) => Promise<Uint8Array>;

const TWO_POW_32 = 2 ** 32;

export function hexToBytes(hex: string): Uint8Array {
  if (!/^([0-9a-f]{2})*$/i.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A stream of uint32s for one play (one server seed, client seed and nonce). */
export class DrawStream {
  private round = 0;
  private buffer: Uint8Array = new Uint8Array(0);
  private offset = 0;

  constructor(
    private readonly hmac: HmacSha256,
    private readonly serverSeed: Uint8Array,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  async nextUint32(): Promise<number> {
    if (this.offset >= this.buffer.length) {
      this.buffer = await this.hmac(this.serverSeed, `${this.clientSeed}:${this.nonce}:${this.round}`);
      this.round += 1;
      this.offset = 0;
    }
    const b = this.buffer;
    const value = ((b[this.offset]! << 24) >>> 0) + (b[this.offset + 1]! << 16) + (b[this.offset + 2]! << 8) + b[this.offset + 3]!;
    this.offset += 4;
    return value;
  }

  /** Uniform integer in [0, n), by rejection sampling. */
  async int(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new Error(`cannot draw from [0, ${n})`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const x = await this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  /** Index of a weighted entry: k in [0, W), the first entry whose running sum exceeds k. */
  async weighted(weights: readonly number[]): Promise<number> {
    if (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight <= 0)) throw new Error('weights must be positive integers');
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const k = await this.int(total);
    let running = 0;
    for (let index = 0; index < weights.length; index += 1) {
      running += weights[index]!;
      if (running > k) return index;
    }
    throw new Error('unreachable: k is below the total weight');
  }
}


/** The games and how each turns a draw stream into an outcome. */
export type FairGame = 'spin' | 'scratch' | 'flip' | 'guess';

export type FairOutcome =
  | { game: 'spin' | 'scratch'; index: number }
  | { game: 'flip'; side: 'HEAD' | 'TAIL' }
  | { game: 'guess'; secret: number };

export const GUESS_MIN = 1;
export const GUESS_MAX = 100;

export async function drawOutcome(stream: DrawStream, game: FairGame, weights: readonly number[] = []): Promise<FairOutcome> {
  switch (game) {
    case 'spin':
    case 'scratch':
      return { game, index: await stream.weighted(weights) };
    case 'flip':
      return { game, side: (await stream.int(2)) === 0 ? 'HEAD' : 'TAIL' };
    case 'guess':
      return { game, secret: GUESS_MIN + (await stream.int(GUESS_MAX - GUESS_MIN + 1)) };
  }
}

/** Re-computes an outcome from a revealed seed: what the verifiers call. */
export async function verifyOutcome(hmac: HmacSha256, input: { serverSeedHex: string; clientSeed: string; nonce: number; game: FairGame; weights?: readonly number[] }): Promise<FairOutcome> {
  const stream = new DrawStream(hmac, hexToBytes(input.serverSeedHex), input.clientSeed, input.nonce);
  return drawOutcome(stream, input.game, input.weights);
}
