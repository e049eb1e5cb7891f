import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { chiSquare, chiSquareCritical999, expectProof, gamesHelpers, recompute, segments, type Proof } from './games-helpers';
import { createTestServer, type TestServer } from './harness';

/**
 * Spin & Win at scale on real PostgreSQL: 2,000 spins on an admin's test table land on each
 * segment with the table's odds, every prize is one ledger credit, and a revealed seed
 * re-computes every spin made under it.
 */

let t: TestServer;
const g = gamesHelpers(() => t);

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8];
const PRIZES = [0, 0.5, 1, 2, 3, 5, 7, 10];
const USERS = 10;
const SPINS_PER_DAY = 20;
const DAYS = 10;
const LANES = 2;

/** Runs `work` over the items, at most `lanes` at a time, answering in the items' order. */
async function inLanes<T, R>(items: T[], lanes: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

interface Spin {
  segmentIndex: number;
  label: string;
  prize: number;
  balance: number;
  spinsLeft: number;
  proof: Proof;
}

/** The games counter-account's balance is the sum of its ledger entries (system accounts keep no cached balance). */
const gamesAccountBalance = async () =>
  Number((await g.query<{ balance: string }>(`select coalesce(sum(e.amount), 0) as balance from ledger_entries e join wallet_accounts a on a.id = e.account_id where a.code = 'games'`))[0]!.balance);

describe('2,000 spins on a test table', () => {
  // Shared by the steps below, in order: the first plays, the others check what it played.
  let settingsVersion = 0;
  let players: Awaited<ReturnType<typeof g.users>> = [];
  const commitments = new Map<string, string>();
  const spins = new Map<string, Spin[]>();
  const paidPerDay: number[] = [];
  let gamesBalanceBefore = 0;

  it('an admin sets the table; 10 users × 20 spins a day × 10 IST days all play, and the 21st spin of a day is refused', async () => {
    const table = await g.configure('spin', {
      enabled: true,
      dailyBudget: 50_000,
      limits: { spinsPerDay: SPINS_PER_DAY, maxSpinsPerDay: SPINS_PER_DAY },
      segments: segments(PRIZES, WEIGHTS, (index) => `Prize ${index}`),
    });
    settingsVersion = table.settingsVersion;
    expect(settingsVersion).toBe(2);
    // Expected payout per play, from the table: Σ prize·w / W.
    expect(table.expectedPayout).toBeCloseTo(PRIZES.reduce((sum, prize, index) => sum + prize * WEIGHTS[index]!, 0) / 36, 10);
    gamesBalanceBefore = await gamesAccountBalance();

    players = await g.users(USERS);
    await Promise.all(
      players.map(async (player) => {
        const state = await g.gamesState(player);
        expect(state.player.spin).toMatchObject({ spinsLeft: SPINS_PER_DAY, allowance: SPINS_PER_DAY, used: 0 });
        expect(state.player.commitment, 'the commitment is published before the first play').toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nextNonce: 0 });
        commitments.set(player.id, state.player.commitment.serverSeedHash);
        spins.set(player.id, []);
      }),
    );

    for (let day = 0; day < DAYS; day += 1) {
      if (day > 0) g.nextIstNoon();
      // Two players spin at a time: every spin takes the game's day row and the games account, so
      // more lanes only queue (and slow each other down on a 2-core machine).
      const answers = await inLanes(players, LANES, async (player) => {
        const mine: Spin[] = [];
        for (let index = 0; index < SPINS_PER_DAY; index += 1) {
          const response = await g.post('/api/games/spin', player, {});
          expect(response.statusCode, response.body).toBe(200);
          mine.push(response.json());
        }
        return { player, mine };
      });
      for (const { player, mine } of answers) spins.get(player.id)!.push(...mine);
      paidPerDay.push(answers.reduce((sum, { mine }) => sum + mine.reduce((total, spin) => total + Math.round(spin.prize * 100), 0), 0));

      const extra = await g.post('/api/games/spin', players[day % USERS]!, {});
      expect(extra.statusCode).toBe(409);
      expect(extra.json()).toEqual({ message: 'No spins left today. Come back after midnight (IST).', code: 'games.no-spins-left' });

      const today = (await g.adminGet('spin')).json().today;
      expect(today.plays).toBe(USERS * SPINS_PER_DAY);
      expect(Math.round(today.paid * 100)).toBe(paidPerDay[day]);
      expect(today.wins).toBe(answers.reduce((sum, { mine }) => sum + mine.filter((spin) => spin.prize > 0).length, 0));
    }
    expect([...spins.values()].flat()).toHaveLength(2_000);
  }, 300_000);

  it('each segment comes up in proportion to its weight (chi-square, p = 0.001)', () => {
    const all = [...spins.values()].flat();
    expect(all).toHaveLength(2_000);
    const counts = WEIGHTS.map(() => 0);
    for (const spin of all) {
      expect(spin.label).toBe(`Prize ${spin.segmentIndex}`);
      expect(spin.prize).toBe(PRIZES[spin.segmentIndex]);
      counts[spin.segmentIndex]! += 1;
    }
    expect(chiSquare(counts, WEIGHTS), `counts ${counts.join(', ')}`).toBeLessThan(chiSquareCritical999(WEIGHTS.length - 1));
    // The same counts are clearly not uniform: the test tells tables apart.
    expect(chiSquare(counts, WEIGHTS.map(() => 1))).toBeGreaterThan(chiSquareCritical999(WEIGHTS.length - 1));
  });

  it('the credits equal the prizes: per answer, per balance, per ledger entry; the ledger checks out', async () => {
    expect(players).toHaveLength(USERS);
    for (const player of players) {
      const mine = spins.get(player.id)!;
      const prizePaise = mine.reduce((sum, spin) => sum + Math.round(spin.prize * 100), 0);
      const nonces = mine.map((spin) => spin.proof.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual(Array.from({ length: DAYS * SPINS_PER_DAY }, (_, index) => index));
      const last = mine.reduce((latest, spin) => (spin.proof.nonce > latest.proof.nonce ? spin : latest));
      expect(Math.round(last.balance * 100)).toBe(prizePaise);
      expect(Math.round((await g.balance(player)) * 100)).toBe(prizePaise);
      expect(await g.gamePrizeCredits(player.id)).toEqual({ count: mine.filter((spin) => spin.prize > 0).length, paise: prizePaise });
    }
    expect(gamesBalanceBefore - (await gamesAccountBalance())).toBe(paidPerDay.reduce((sum, paid) => sum + paid, 0));
    await g.ledgerIsConsistent();
  });

  it('each revealed seed hashes to the commitment shown before play and re-computes all 200 spins made under it', async () => {
    expect(players).toHaveLength(USERS);
    await Promise.all(
      players.map(async (player) => {
        const mine = spins.get(player.id)!;
        const { revealedServerSeed } = await g.rotate(player);
        for (const spin of mine) {
          expectProof(spin.proof, { serverSeedHash: commitments.get(player.id)!, settingsVersion });
          expect(await recompute(revealedServerSeed, spin.proof, 'spin', WEIGHTS)).toEqual({ game: 'spin', index: spin.segmentIndex });
        }
      }),
    );
  });
});
