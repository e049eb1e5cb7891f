import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEveryResponse } from './assertions';
import { gamesHelpers, hashOfSeed, recompute, segments } from './games-helpers';
import { createTestServer, trpcData, trpcError, type TestServer } from './harness';

/**
 * "Check this play" (issue 30): a result's play id and a history line's lead to the play's own proof,
 * whose server seed is told only once revealed, and only to its player.
 */

let t: TestServer;
const g = gamesHelpers(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
  // Every segment wins, so each spin writes a prize line to the history.
  await g.configure('spin', { enabled: true, dailyBudget: 1_000, limits: { spinsPerDay: 3, maxSpinsPerDay: 5 }, segments: segments([1, 2, 3, 4, 5, 6, 7, 8]) });
  await g.configure('daily-login', { enabled: true });
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const history = async (token: string) => trpcData<{ entries: Array<{ line: { code: string }; playId: string | null; amountPaise: number }> }>(await t.trpcQuery('public', 'wallet.history', { page: 1, pageSize: 20 }, { token })).entries;
const spinOnce = async (token: string) => trpcData<{ playId: string; proof: unknown }>(await t.trpcMutation('public', 'games.spin', {}, { token }));
const play = (token: string, playId: string) => t.trpcQuery('public', 'fairness.play', { playId }, { token });

describe('Check this play', () => {
  it('a spin prize line carries its play id; the play is read with its proof, its server seed only once revealed', async () => {
    g.nextIstNoon();
    const [alice] = await g.users(1);
    const spin = await spinOnce(alice!.token);
    expect((await g.post('/api/daily-login/claim', alice!)).statusCode).toBe(200);

    const lines = await history(alice!.token);
    const prize = lines.find((entry) => entry.line.code === 'game.spin.won');
    expect(prize?.playId).toBe(spin.playId);
    // The daily login draws nothing: nothing to check.
    expect(lines.find((entry) => entry.line.code === 'game.daily-login')?.playId).toBeNull();

    const before = trpcData(await play(alice!.token, spin.playId));
    expect(before).toMatchObject({ id: spin.playId, game: 'spin', revealedServerSeed: null, proof: spin.proof });

    const { revealedServerSeed } = await g.rotate(alice!);
    const after = trpcData(await play(alice!.token, spin.playId));
    expect(after.revealedServerSeed).toBe(revealedServerSeed);
    expect(hashOfSeed(after.revealedServerSeed)).toBe(after.proof.serverSeedHash);
    const weights = after.table.segments.map((segment: { weight: number }) => segment.weight);
    expect(await recompute(after.revealedServerSeed, after.proof, 'spin', weights)).toEqual(after.outcome);
  });

  it("someone else's play, or none, is not found; a visitor is asked to sign in", async () => {
    g.nextIstNoon();
    const [alice, bob] = await g.users(2);
    const spin = await spinOnce(alice!.token);
    const refused = await play(bob!.token, spin.playId);
    expect(refused.statusCode).toBe(404);
    expect(trpcError(refused).data.appCode).toBe('games.play-not-found');
    expect((await play(alice!.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.trpcQuery('public', 'fairness.play', { playId: spin.playId })).statusCode).toBe(401);
  });
});
