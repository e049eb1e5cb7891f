import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DrawStream, bytesToHex, drawOutcome, hexToBytes, verifyOutcome, type FairGame, type HmacSha256 } from '#contract/games/fairness/algorithm';
import { nodeHmacSha256, sha256Hex } from '../../server/modules/games/fairness/node-hmac';

/** The test vectors of docs/fairness.md. */
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SEED_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const CLIENT_SEED = 'player-seed';
const SPIN_WEIGHTS = [13, 30, 13, 15, 13, 10, 3, 3];
const SCRATCH_WEIGHTS = [60, 25, 10, 4, 1];
const TWO_POW_32 = 2 ** 32;

function stream(nonce: number, clientSeed = CLIENT_SEED, seedHex = SEED, hmac: HmacSha256 = nodeHmacSha256) {
  return new DrawStream(hmac, hexToBytes(seedHex), clientSeed, nonce);
}

/** log Γ(x), Lanczos approximation (g = 7, n = 9). */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let index = 1; index < 9; index += 1) sum += c[index]! / (z + index);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Upper regularised incomplete gamma Q(a, x) (Numerical Recipes: series below a + 1, continued fraction above). */
function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

/** P(χ²(df) ≥ statistic). */
function chiSquarePValue(statistic: number, df: number): number {
  return upperGammaQ(df / 2, statistic / 2);
}

function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((sum, count, index) => sum + (count - expected[index]!) ** 2 / expected[index]!, 0);
}

/** Counts per bucket; the null hypothesis is "the frequencies are proportional to `weights`". */
function pValueOf(observed: number[], weights: number[]): number {
  const total = observed.reduce((sum, count) => sum + count, 0);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const expected = weights.map((weight) => (total * weight) / weightSum);
  return chiSquarePValue(chiSquare(observed, expected), observed.length - 1);
}

/** A fake HMAC that answers the given 32-byte blocks in turn and records each message it was asked for. */
function scriptedHmac(blocks: number[][]): { hmac: HmacSha256; messages: string[] } {
  const messages: string[] = [];
  const hmac: HmacSha256 = async (_key, message) => {
    messages.push(message);
    const uint32s = blocks[messages.length - 1];
    if (!uint32s) throw new Error(`no scripted block for ${message}`);
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    uint32s.forEach((value, index) => view.setUint32(index * 4, value, false));
    return bytes;
  };
  return { hmac, messages };
}

describe('the chi-square helper itself', () => {
  it('gives p = 0.001 at the published critical values', () => {
    // Tables: χ²₀.₉₉₉ for df 2, 7, 99, 999.
    expect(chiSquarePValue(13.816, 2)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(24.322, 7)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(148.23, 99)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(1142.848, 999)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(1, 2)).toBeCloseTo(Math.exp(-0.5), 10);
  });
});

describe('the documented test vectors (docs/fairness.md)', () => {
  it('the seed hashes to the published commitment', () => {
    expect(sha256Hex(hexToBytes(SEED))).toBe(SEED_HASH);
    expect(bytesToHex(hexToBytes(SEED))).toBe(SEED);
  });

  it('nonce 7: the first ten uint32s, the ninth starting round 1', async () => {
    const messages: string[] = [];
    const recording: HmacSha256 = (key, message) => {
      messages.push(message);
      return nodeHmacSha256(key, message);
    };
    const draws = stream(7, CLIENT_SEED, SEED, recording);
    const values: number[] = [];
    for (let index = 0; index < 10; index += 1) values.push(await draws.nextUint32());
    expect(values).toEqual([1203160825, 2966582030, 2091806095, 2975832891, 547700118, 4161734034, 321594831, 2597611520, 952416817, 130625789]);
    expect(messages).toEqual(['player-seed:7:0', 'player-seed:7:1']);
    // `openssl dgst -sha256 -mac HMAC -macopt hexkey:<seed>` on `player-seed:7:0` starts 47b6c6f9 b0d2730e.
    expect(bytesToHex(await nodeHmacSha256(hexToBytes(SEED), 'player-seed:7:0')).slice(0, 16)).toBe('47b6c6f9b0d2730e');
  });

  const cases: Array<{ game: FairGame; weights?: number[]; expected: unknown[] }> = [
    { game: 'spin', weights: SPIN_WEIGHTS, expected: [{ index: 1 }, { index: 0 }, { index: 3 }] },
    { game: 'scratch', weights: SCRATCH_WEIGHTS, expected: [{ index: 0 }, { index: 0 }, { index: 0 }] },
    { game: 'flip', expected: [{ side: 'TAIL' }, { side: 'TAIL' }, { side: 'HEAD' }] },
    { game: 'guess', expected: [{ secret: 40 }, { secret: 8 }, { secret: 57 }] },
  ];
  for (const { game, weights, expected } of cases) {
    it(`${game}: nonces 0, 1, 2`, async () => {
      for (let nonce = 0; nonce < 3; nonce += 1) {
        const outcome = await verifyOutcome(nodeHmacSha256, { serverSeedHex: SEED, clientSeed: CLIENT_SEED, nonce, game, weights });
        expect(outcome).toEqual({ game, ...(expected[nonce] as object) });
        // drawOutcome on a fresh stream is the same computation the server runs.
        expect(await drawOutcome(stream(nonce), game, weights)).toEqual(outcome);
      }
    });
  }

  it('the client seed and the nonce both change the bytes', async () => {
    const base = await stream(0).nextUint32();
    expect(await stream(1).nextUint32()).not.toBe(base);
    expect(await stream(0, 'other-seed').nextUint32()).not.toBe(base);
  });
});

describe('uniform draws: rejection sampling has no modulo bias', () => {
  const DRAWS = 60_000;

  for (const n of [3, 7, 100, 1000]) {
    it(`int(${n}) over ${DRAWS.toLocaleString('en')} draws passes chi-square at p = 0.001`, async () => {
      expect(TWO_POW_32 % n).not.toBe(0);
      const draws = stream(n, `chi-square-${n}`);
      const counts = new Array<number>(n).fill(0);
      for (let index = 0; index < DRAWS; index += 1) {
        const value = await draws.int(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
        counts[value]! += 1;
      }
      expect(pValueOf(counts, new Array<number>(n).fill(1))).toBeGreaterThan(0.001);
    });
  }

  // 60,000 streams, each its own HMAC: about 2 s alone, over 5 s on a loaded 2-core machine.
  it('one draw per nonce, as plays do: the first value of nonces 0…59,999 is uniform over 7', { timeout: 30_000 }, async () => {
    const counts = new Array<number>(7).fill(0);
    for (let nonce = 0; nonce < DRAWS; nonce += 1) counts[await stream(nonce, 'per-nonce').int(7)]! += 1;
    expect(pValueOf(counts, new Array<number>(7).fill(1))).toBeGreaterThan(0.001);
  });

  it('where the bias would be large (n = 3·2^30, a naive x mod n doubles the low third) the draw stays uniform and the naive one does not', async () => {
    const n = 3 * 2 ** 30;
    const third = 2 ** 30;
    const fair = [0, 0, 0];
    const naive = [0, 0, 0];
    const draws = stream(0, 'large-n');
    const raw = stream(0, 'large-n');
    for (let index = 0; index < 30_000; index += 1) {
      fair[Math.floor((await draws.int(n)) / third)]! += 1;
      naive[Math.floor(((await raw.nextUint32()) % n) / third)]! += 1;
    }
    expect(pValueOf(fair, [1, 1, 1])).toBeGreaterThan(0.001);
    // The same chi-square test catches modulo bias: it is not an insensitive test.
    expect(pValueOf(naive, [1, 1, 1])).toBeLessThan(1e-6);
    expect(pValueOf(naive, [2, 1, 1])).toBeGreaterThan(0.001);
  });

  it('values at or above 2^32 − (2^32 mod n) are skipped, across HMAC rounds, where x mod n would have answered', async () => {
    const n = 100;
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    expect(limit).toBe(4294967200);
    // Round 0: eight values all in the rejected zone; round 1: one rejected, then 4294967199 (the largest accepted) → 99.
    const { hmac, messages } = scriptedHmac([
      [limit, limit + 1, limit + 50, TWO_POW_32 - 1, limit + 95, limit + 7, limit + 8, limit + 9],
      [limit + 3, limit - 1, 42],
    ]);
    const draws = stream(5, 'c', SEED, hmac);
    expect(await draws.int(n)).toBe(99);
    expect(messages).toEqual(['c:5:0', 'c:5:1']);
    // The values thrown away really would have made a difference: the naive draw answers 0.
    expect(limit % n).toBe(0);
    // And the stream continues after the accepted value.
    expect(await draws.int(n)).toBe(42);
  });

  it('for n = 3 only 2^32 − 1 is rejected; the next value decides', async () => {
    const { hmac } = scriptedHmac([[TWO_POW_32 - 1, 5, TWO_POW_32 - 2]]);
    const draws = stream(0, 'c', SEED, hmac);
    expect((TWO_POW_32 - 1) % 3).toBe(0);
    expect(await draws.int(3)).toBe(2);
    // 2^32 − 2 is below the limit and accepted as is.
    expect(await draws.int(3)).toBe((TWO_POW_32 - 2) % 3);
  });

  it('n = 1 and n = 2^32 never reject', async () => {
    const { hmac } = scriptedHmac([[TWO_POW_32 - 1, TWO_POW_32 - 1]]);
    const draws = stream(0, 'c', SEED, hmac);
    expect(await draws.int(1)).toBe(0);
    expect(await draws.int(TWO_POW_32)).toBe(TWO_POW_32 - 1);
  });
});

describe('weighted draws', () => {
  it('picks the first entry whose running sum exceeds k', async () => {
    // Weights 2, 3 (W = 5): k = 0, 1 → 0; k = 2, 3, 4 → 1. k is x mod 5 for x below the limit.
    const { hmac } = scriptedHmac([[0, 1, 2, 4, 5 + 3, 7]]);
    const draws = stream(0, 'c', SEED, hmac);
    const picks: number[] = [];
    for (let index = 0; index < 6; index += 1) picks.push(await draws.weighted([2, 3]));
    expect(picks).toEqual([0, 0, 1, 1, 1, 1]);
  });

  it('a single entry is always chosen', async () => {
    expect(await stream(3).weighted([7])).toBe(0);
  });

  it('weights 1…8 over 60,000 plays (one nonce each): each index with frequency w_i / W (chi-square, p = 0.001)', async () => {
    const weights = [1, 2, 3, 4, 5, 6, 7, 8];
    const counts = new Array<number>(weights.length).fill(0);
    for (let nonce = 0; nonce < 60_000; nonce += 1) counts[await stream(nonce, 'weighted').weighted(weights)]! += 1;
    expect(pValueOf(counts, weights)).toBeGreaterThan(0.001);
    // And a different weighting (uniform) is clearly rejected by the same counts.
    expect(pValueOf(counts, new Array<number>(weights.length).fill(1))).toBeLessThan(1e-6);
    weights.forEach((weight, index) => expect(Math.abs(counts[index]! / 60_000 - weight / 36)).toBeLessThan(0.01));
  });

  it('the default spin table over 36,000 plays follows its published odds', async () => {
    const counts = new Array<number>(SPIN_WEIGHTS.length).fill(0);
    for (let nonce = 0; nonce < 36_000; nonce += 1) {
      const outcome = await drawOutcome(stream(nonce, 'spin-table'), 'spin', SPIN_WEIGHTS);
      if (outcome.game !== 'spin') throw new Error('not a spin');
      counts[outcome.index]! += 1;
    }
    expect(pValueOf(counts, SPIN_WEIGHTS)).toBeGreaterThan(0.001);
  });

  it('flip and guess outcomes are uniform', async () => {
    const sides = { HEAD: 0, TAIL: 0 };
    const secrets = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const flip = await drawOutcome(stream(nonce, 'flip'), 'flip');
      const guess = await drawOutcome(stream(nonce, 'guess'), 'guess');
      if (flip.game !== 'flip' || guess.game !== 'guess') throw new Error('wrong game');
      sides[flip.side] += 1;
      expect(guess.secret).toBeGreaterThanOrEqual(1);
      expect(guess.secret).toBeLessThanOrEqual(100);
      secrets[guess.secret - 1]! += 1;
    }
    expect(pValueOf([sides.HEAD, sides.TAIL], [1, 1])).toBeGreaterThan(0.001);
    expect(pValueOf(secrets, new Array<number>(100).fill(1))).toBeGreaterThan(0.001);
  });
});

describe('invalid input throws', () => {
  it('n outside 1…2^32 or not an integer', async () => {
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, TWO_POW_32 + 1]) {
      await expect(stream(0).int(n), String(n)).rejects.toThrow(/cannot draw/);
    }
  });

  it('weights empty, zero, negative or fractional', async () => {
    for (const weights of [[], [0], [1, 0, 2], [-1, 3], [1.5, 2], [Number.NaN]]) {
      await expect(stream(0).weighted(weights), JSON.stringify(weights)).rejects.toThrow(/positive integers/);
    }
    await expect(verifyOutcome(nodeHmacSha256, { serverSeedHex: SEED, clientSeed: 'c', nonce: 0, game: 'spin' })).rejects.toThrow(/positive integers/);
  });

  it('a server seed that is not hex', () => {
    expect(() => hexToBytes('xyz0')).toThrow(/hex/);
    expect(() => hexToBytes('abc')).toThrow(/hex/);
  });
});

describe('the standalone verifier (npm run fairness:verify)', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const run = (args: string[]) => promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/fairness-verify.ts', ...args], { cwd: root });

  it('prints the seed hash and the outcome of a documented vector', async () => {
    const { stdout } = await run(['--server-seed', SEED, '--client-seed', CLIENT_SEED, '--nonce', '2', '--game', 'spin', '--weights', SPIN_WEIGHTS.join(',')]);
    expect(JSON.parse(stdout)).toEqual({ serverSeedHash: SEED_HASH, outcome: { game: 'spin', index: 3 } });
  }, 30_000);

  it('refuses incomplete arguments with the usage line and exit code 1', async () => {
    const failure = await run(['--server-seed', SEED, '--client-seed', CLIENT_SEED, '--nonce', '0', '--game', 'spin']).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/Usage: npm run fairness:verify/);
  }, 30_000);
});
