import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectRestError } from './assertions';
import { expectProof, gamesHelpers, hashOfSeed, recompute, segments, writeSettingsNow, type TestUser } from './games-helpers';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Spin & Win, the scratch card, proofs and seed rotation, budgets, the off switch, admin settings
 * and who may play, over the documented REST paths against real PostgreSQL.
 * Guess the Number, Flip & Win and the daily login live in games-rounds.test.ts; the 2,000-spin
 * statistics in games-spin-stats.test.ts.
 */

let t: TestServer;
const g = gamesHelpers(() => t);

beforeAll(async () => {
  t = await createTestServer({}, { checkCaches: true });
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const DEFAULT_SPIN_LIMITS = { spinsPerDay: 3, maxSpinsPerDay: 5 };
const NO_SPINS_LEFT = 'No spins left today. Come back after midnight (IST).';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const paise = (rupees: number) => Math.round(rupees * 100);

/** The IST midnight that ends the clock's current IST day. */
function istMidnightAfterNow(): Date {
  const now = t.clock.now().getTime();
  const IST = 5.5 * 60 * MINUTE_MS;
  return new Date(Math.floor((now + IST) / DAY_MS) * DAY_MS + DAY_MS - IST);
}

async function spin(user: TestUser, payload: Record<string, unknown> = {}) {
  return g.post('/api/games/spin', user, payload);
}

describe('visitors and accounts', () => {
  it('a visitor sees every game with its table and odds, and no player state', async () => {
    const state = await g.gamesState();
    expect(state.player).toBeNull();
    expect(state.nextResetAt).toBe(istMidnightAfterNow().toISOString());
    expect(state.games.map((game: { game: string }) => game.game).sort()).toEqual(['daily-login', 'flip', 'guess', 'scratch', 'spin']);
    const wheel = state.games.find((game: { game: string }) => game.game === 'spin');
    expect(wheel).toMatchObject({ name: 'Spin & Win', enabled: true, paused: false, settingsVersion: expect.any(Number) });
    expect(wheel.table.segments).toHaveLength(8);
    for (const segment of wheel.table.segments) expect(segment).toEqual({ label: expect.any(String), prize: expect.any(Number), weight: expect.any(Number) });
    expect(sum(wheel.odds.map((odd: { probability: number }) => odd.probability))).toBeCloseTo(1, 10);
    wheel.odds.forEach((odd: { weight: number; probability: number }, index: number) => {
      expect(odd.weight).toBe(wheel.table.segments[index].weight);
      expect(odd.probability).toBeCloseTo(odd.weight / sum(wheel.table.segments.map((segment: { weight: number }) => segment.weight)), 12);
    });
    // The seeded wheel pays near ₹1 a spin on average.
    expect(wheel.expectedPayout).toBeGreaterThan(0.5);
    expect(wheel.expectedPayout).toBeLessThan(1.5);
    const flip = state.games.find((game: { game: string }) => game.game === 'flip');
    expect(flip.table).toEqual({ prize: 2 });
    expect(flip.odds).toEqual([
      { outcome: 'your-side', label: 'Your side', prize: 2, weight: 1, probability: 0.5 },
      { outcome: 'other-side', label: 'The other side', prize: 0, weight: 1, probability: 0.5 },
    ]);
    // Rupees on the REST path, like every other documented path: no paise fields.
    expect(JSON.stringify(state)).not.toMatch(/paise/i);
    const [user] = await g.users(1);
    const signedIn = await g.gamesState(user);
    expect(signedIn.player.dailyLogin.days[29]).toEqual({ day: 30, state: 'upcoming', mega: true, amount: 20 });
    expect(JSON.stringify(signedIn)).not.toMatch(/paise/i);
  });

  it('play needs a sign-in (401) and a verified e-mail (403); an unverified user still sees the games', async () => {
    const plays: Array<[string, Record<string, unknown>]> = [
      ['/api/games/spin', {}],
      ['/api/games/spin/share-bonus', {}],
      ['/api/games/guess/start', {}],
      ['/api/games/guess', { number: 50 }],
      ['/api/games/flip', { side: 'HEAD' }],
      ['/api/games/scratch', {}],
      ['/api/daily-login/claim', {}],
    ];
    for (const [url, payload] of plays) expectRestError(await g.post(url, undefined, payload), 401);
    expectRestError(await g.post('/api/fairness/rotate'), 401);
    expectRestError(await g.get('/api/fairness/plays'), 401);
    expectRestError(await g.get('/api/daily-login'), 401);

    const [unverified] = await g.users(1, { verified: false });
    for (const [url, payload] of plays) expectRestError(await g.post(url, unverified, payload), 403, 'Please verify your e-mail address first');
    const state = await g.gamesState(unverified);
    expect(state.player.spin.spinsLeft).toBe(3);
    expect(await g.gamePrizeCredits(unverified!.id)).toEqual({ count: 0, paise: 0 });
  });
});

describe('proofs and seed rotation', () => {
  it('every answer carries its proof; the commitment shown before play is the proof; a rotation reveals a seed that re-computes every play', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    const before = await g.gamesState(user);
    const commitment = before.player.commitment;
    expect(commitment).toEqual({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: expect.any(String), nextNonce: 0 });
    const version = (name: string) => before.games.find((game: { game: string }) => game.game === name).settingsVersion;

    const first = await spin(user!);
    expect(first.statusCode, first.body).toBe(200);
    const wheel = first.json();
    expect(Object.keys(wheel).sort()).toEqual(['balance', 'label', 'prize', 'proof', 'segmentIndex', 'spinsLeft']);
    expect(wheel.spinsLeft).toBe(2);
    expectProof(wheel.proof, { serverSeedHash: commitment.serverSeedHash, clientSeed: commitment.clientSeed, nonce: 0, settingsVersion: version('spin') });
    expect(wheel.balance).toBe(wheel.prize);

    const flipped = await g.post('/api/games/flip', user, { side: 'HEAD' });
    expect(flipped.statusCode, flipped.body).toBe(200);
    const coin = flipped.json();
    expect(coin).toMatchObject({ side: expect.stringMatching(/^(HEAD|TAIL)$/), chosen: 'HEAD', won: coin.side === 'HEAD', prize: coin.side === 'HEAD' ? 2 : 0 });
    expectProof(coin.proof, { serverSeedHash: commitment.serverSeedHash, clientSeed: commitment.clientSeed, nonce: 1, settingsVersion: version('flip') });
    expect(coin.balance).toBeCloseTo(wheel.prize + coin.prize, 10);

    const issued = (await g.post('/api/games/scratch', user)).json();
    expect(issued).toMatchObject({ status: 'issued', prize: null });
    expectProof(issued.proof, { serverSeedHash: commitment.serverSeedHash, nonce: 2, settingsVersion: version('scratch') });
    const card = (await g.post('/api/games/scratch', user)).json();
    expect(card).toMatchObject({ status: 'revealed', proof: issued.proof, prize: { index: expect.any(Number), label: expect.any(String), prize: expect.any(Number) } });

    // The user's own client seed, through the spin itself.
    const own = await spin(user!, { clientSeed: 'my-own_seed-1' });
    expect(own.statusCode, own.body).toBe(200);
    expectProof(own.json().proof, { serverSeedHash: commitment.serverSeedHash, clientSeed: 'my-own_seed-1', nonce: 3 });
    expect((await g.gamesState(user)).player.commitment).toEqual({ serverSeedHash: commitment.serverSeedHash, clientSeed: 'my-own_seed-1', nextNonce: 4 });
    expect(await g.balance(user!)).toBeCloseTo(wheel.prize + coin.prize + card.prize.prize + own.json().prize, 10);

    const unrevealed = await g.plays(user!);
    expect(unrevealed.map((play) => play.game).sort()).toEqual(['flip', 'scratch', 'spin', 'spin']);
    for (const play of unrevealed) expect(play.revealedServerSeed).toBeNull();

    const rotated = await g.rotate(user!);
    expect(hashOfSeed(rotated.revealedServerSeed)).toBe(commitment.serverSeedHash);
    expect(rotated.serverSeedHash).not.toBe(commitment.serverSeedHash);
    expect((await g.gamesState(user)).player.commitment).toEqual({ serverSeedHash: rotated.serverSeedHash, clientSeed: 'my-own_seed-1', nextNonce: 0 });

    const revealed = await g.plays(user!);
    expect(revealed).toHaveLength(4);
    for (const play of revealed) {
      expect(play.revealedServerSeed).toBe(rotated.revealedServerSeed);
      expectProof(play.proof, { serverSeedHash: commitment.serverSeedHash });
      const weights = play.table.segments?.map((segment: { weight: number }) => segment.weight);
      const outcome = await recompute(rotated.revealedServerSeed, play.proof, play.game, weights);
      expect(outcome).toEqual({ game: play.game, ...(play.game === 'flip' ? { side: play.outcome.side } : { index: play.outcome.index }) });
      if (play.game === 'spin' || play.game === 'scratch') expect(play.prize).toBe(play.table.segments[play.outcome.index].prize);
    }
    const byNonce = new Map(revealed.map((play) => [play.proof.nonce, play]));
    expect(byNonce.get(0).outcome.index).toBe(wheel.segmentIndex);
    expect(byNonce.get(1).outcome.side).toBe(coin.side);
    expect(byNonce.get(2).outcome.index).toBe(card.prize.index);
    expect(byNonce.get(3).outcome.index).toBe(own.json().segmentIndex);

    // The next play is made under the new commitment, from nonce 0.
    expectProof((await spin(user!)).json().proof, { serverSeedHash: rotated.serverSeedHash, clientSeed: 'my-own_seed-1', nonce: 0 });
  });

  it('the client seed can be set over tRPC and is checked', async () => {
    const [user] = await g.users(1);
    const set = await t.trpcMutation('public', 'fairness.setClientSeed', { clientSeed: 'lucky_7' }, { token: user!.token });
    expect(set.statusCode, set.body).toBe(200);
    expect(trpcData(set)).toMatchObject({ clientSeed: 'lucky_7', nextNonce: 0 });
    const commitment = trpcData(await t.trpcQuery('public', 'fairness.commitment', undefined, { token: user!.token }));
    expect(commitment).toMatchObject({ clientSeed: 'lucky_7', nextNonce: 0 });
    expectProof((await spin(user!)).json().proof, { clientSeed: 'lucky_7', serverSeedHash: commitment.serverSeedHash, nonce: 0 });
    expectRestError(await spin(user!, { clientSeed: 'no spaces please' }), 400, /letters, digits, - and _ only/);
    expectRestError(await spin(user!, { clientSeed: 'x'.repeat(65) }), 400, /at most 64 characters/);
  });

  it('a table changed mid-day is a new version; old proofs still verify against their own table', async () => {
    g.nextIstNoon();
    const tableA = segments([0, 1, 2, 3, 4, 5, 6, 7], [8, 7, 6, 5, 4, 3, 2, 1], (index) => `A${index}`);
    const tableB = segments([10, 0, 0, 0, 0, 0, 0, 20], [1, 1, 1, 1, 1, 1, 1, 50], (index) => `B${index}`);
    const a = await g.configure('spin', { enabled: true, dailyBudget: 1_000, limits: DEFAULT_SPIN_LIMITS, segments: tableA });
    const [user] = await g.users(1);
    const underA = [(await spin(user!)).json(), (await spin(user!)).json()];
    for (const answer of underA) {
      expect(answer.proof.settingsVersion).toBe(a.settingsVersion);
      expect(answer.label).toBe(`A${answer.segmentIndex}`);
    }

    const b = await g.configure('spin', { segments: tableB });
    expect(b.settingsVersion).toBe(a.settingsVersion + 1);
    expect(b.segments).toEqual(tableB);
    // Changing only the budget or the switch keeps the settings version.
    expect((await g.configure('spin', { dailyBudget: 2_000 })).settingsVersion).toBe(b.settingsVersion);
    expect((await g.configure('spin', { segments: tableB })).settingsVersion).toBe(b.settingsVersion);
    const underB = (await spin(user!)).json();
    expect(underB.proof.settingsVersion).toBe(b.settingsVersion);
    expect(underB.label).toBe(`B${underB.segmentIndex}`);

    const { revealedServerSeed } = await g.rotate(user!);
    const plays = await g.plays(user!);
    expect(plays).toHaveLength(3);
    for (const play of plays) {
      const table = play.proof.settingsVersion === a.settingsVersion ? tableA : tableB;
      expect(play.table.segments).toEqual(table);
      const outcome = await recompute(revealedServerSeed, play.proof, 'spin', table.map((segment) => segment.weight));
      expect(outcome).toEqual({ game: 'spin', index: play.outcome.index });
      expect(play.prize).toBe(table[play.outcome.index]!.prize);
    }
    expect(plays.filter((play) => play.proof.settingsVersion === a.settingsVersion)).toHaveLength(2);
  });
});

describe('limits under concurrency', () => {
  it('20 simultaneous spins with 3 left: exactly 3 plays, the rest refused', async () => {
    g.nextIstNoon();
    await g.configure('spin', { enabled: true, dailyBudget: 2_000, limits: DEFAULT_SPIN_LIMITS });
    const [user] = await g.users(1);
    const responses = await Promise.all(Array.from({ length: 20 }, () => spin(user!)));
    const played = responses.filter((response) => response.statusCode === 200).map((response) => response.json());
    expect(played).toHaveLength(3);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, NO_SPINS_LEFT);
    expect(played.map((answer) => answer.proof.nonce).sort()).toEqual([0, 1, 2]);
    expect(played.map((answer) => answer.spinsLeft).sort()).toEqual([0, 1, 2]);
    expect((await g.gamesState(user)).player.spin).toEqual({ spinsLeft: 0, allowance: 3, used: 3, shareBonusUsed: false });
    expect(await g.plays(user!)).toHaveLength(3);
    const won = played.map((answer) => paise(answer.prize));
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: won.filter((prize) => prize > 0).length, paise: sum(won) });
    expect(paise(await g.balance(user!))).toBe(sum(won));
  });

  it('the share bonus gives one extra spin a day, once, and never above the cap', async () => {
    const [user, racer, capped] = await g.users(3);
    const bonus = await g.post('/api/games/spin/share-bonus', user);
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect(bonus.json()).toEqual({ message: 'You got an extra spin!', spinsLeft: 4 });
    expectRestError(await g.post('/api/games/spin/share-bonus', user), 409, 'You already got today’s extra spin');
    for (let index = 0; index < 4; index += 1) expect((await spin(user!)).statusCode).toBe(200);
    expectRestError(await spin(user!), 409, NO_SPINS_LEFT);
    expect((await g.gamesState(user)).player.spin).toEqual({ spinsLeft: 0, allowance: 4, used: 4, shareBonusUsed: true });

    const race = await Promise.all(Array.from({ length: 10 }, () => g.post('/api/games/spin/share-bonus', racer)));
    expect(race.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of race.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, 'You already got today’s extra spin');
    expect((await g.gamesState(racer)).player.spin.allowance).toBe(4);

    // At the cap already: no bonus above maxSpinsPerDay.
    await g.configure('spin', { limits: { spinsPerDay: 5, maxSpinsPerDay: 5 } });
    expectRestError(await g.post('/api/games/spin/share-bonus', capped), 409, 'You already have the most spins allowed today');
    expect((await g.gamesState(capped)).player.spin).toMatchObject({ allowance: 5, shareBonusUsed: false });
    // A bonus claimed under a lower daily count never lifts the allowance above a lowered cap.
    await g.configure('spin', { limits: { spinsPerDay: 3, maxSpinsPerDay: 3 } });
    expect((await g.gamesState(racer)).player.spin.allowance).toBe(3);
    await g.configure('spin', { limits: DEFAULT_SPIN_LIMITS });
  });

  it('spins come back at midnight IST', async () => {
    g.nextIstNoon();
    const midnight = istMidnightAfterNow();
    t.clock.set(new Date(midnight.getTime() - MINUTE_MS));
    const [user] = await g.users(1);
    for (let index = 0; index < 3; index += 1) expect((await spin(user!)).statusCode).toBe(200);
    expectRestError(await spin(user!), 409, NO_SPINS_LEFT);
    t.clock.set(new Date(midnight.getTime() - SECOND_MS));
    expectRestError(await spin(user!), 409, NO_SPINS_LEFT);
    t.clock.set(midnight);
    const next = await spin(user!);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().spinsLeft).toBe(2);
    expect((await g.gamesState(user)).nextResetAt).toBe(new Date(midnight.getTime() + DAY_MS).toISOString());
  });

  it('5 simultaneous scratch calls: one card, one credit', async () => {
    g.nextIstNoon();
    await g.configure('scratch', { enabled: true, segments: segments([3, 7], [1, 1], (index) => `₹${[3, 7][index]}`) });
    const [user] = await g.users(1);
    const answers = (await Promise.all(Array.from({ length: 5 }, () => g.post('/api/games/scratch', user)))).map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    });
    expect(answers.filter((answer) => answer.status === 'issued')).toHaveLength(1);
    const revealed = answers.filter((answer) => answer.status === 'revealed');
    expect(revealed).toHaveLength(4);
    const prize = revealed[0].prize.prize;
    expect([3, 7]).toContain(prize);
    for (const answer of revealed) expect(answer.prize).toEqual(revealed[0].prize);
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 1, paise: paise(prize) });
    expect(await g.balance(user!)).toBe(prize);
    expect(await g.plays(user!)).toHaveLength(1);
  });
});

describe('Daily Scratch Card', () => {
  it('the first call issues (no prize shown), the second reveals and credits; one card per IST day, a new one at midnight', async () => {
    g.nextIstNoon();
    const table = segments([4, 9, 0], [1, 1, 1], (index) => ['Four', 'Nine', 'Better luck tomorrow'][index]!);
    await g.configure('scratch', { enabled: true, dailyBudget: 1_000, segments: table });
    const [user] = await g.users(1);
    const midnight = istMidnightAfterNow();

    const issued = await g.post('/api/games/scratch', user);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toEqual({ status: 'issued', proof: expect.any(Object), nextCardAt: midnight.toISOString(), prize: null });
    expect((await g.gamesState(user)).player.scratch).toEqual({ today: 'issued', prize: null });
    expect(await g.balance(user!)).toBe(0);
    // The outcome is fixed at issue (the draw of the issuing nonce), and kept secret until scratched.
    expect((await g.plays(user!))[0]).toMatchObject({ open: true, outcome: null });
    const [drawn] = await g.query<{ outcome: { index: number } }>(`select outcome from game_plays where user_id = ? and game = 'scratch'`, [user!.id]);

    const revealed = (await g.post('/api/games/scratch', user)).json();
    expect(revealed.status).toBe('revealed');
    expect(revealed.proof).toEqual(issued.json().proof);
    expect(revealed.prize).toEqual({ index: drawn!.outcome.index, label: table[drawn!.outcome.index]!.label, prize: table[drawn!.outcome.index]!.prize });
    expect(revealed.balance).toBe(revealed.prize.prize);
    expect((await g.gamesState(user)).player.scratch).toEqual({ today: 'revealed', prize: { index: drawn!.outcome.index, prize: revealed.prize.prize } });

    const again = (await g.post('/api/games/scratch', user)).json();
    expect(again).toMatchObject({ status: 'revealed', prize: revealed.prize, balance: revealed.prize.prize });
    t.clock.set(new Date(midnight.getTime() - SECOND_MS));
    expect((await g.post('/api/games/scratch', user)).json()).toMatchObject({ status: 'revealed', prize: revealed.prize });
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: revealed.prize.prize > 0 ? 1 : 0, paise: paise(revealed.prize.prize) });

    t.clock.set(midnight);
    expect((await g.gamesState(user)).player.scratch).toEqual({ today: 'none', prize: null });
    const tomorrow = (await g.post('/api/games/scratch', user)).json();
    expect(tomorrow).toMatchObject({ status: 'issued', prize: null, nextCardAt: new Date(midnight.getTime() + DAY_MS).toISOString() });
    expect(tomorrow.proof.nonce).toBe(issued.json().proof.nonce + 1);
    const second = (await g.post('/api/games/scratch', user)).json();
    expect(second.status).toBe('revealed');
    expect(second.balance).toBeCloseTo(revealed.prize.prize + second.prize.prize, 10);
    expect(await g.plays(user!)).toHaveLength(2);
  });

  it('a card issued before midnight and scratched after it still pays its drawn prize; the day after gets its own card', async () => {
    g.nextIstNoon();
    const table = segments([6, 8], [1, 1], (index) => ['Six', 'Eight'][index]!);
    await g.configure('scratch', { enabled: true, dailyBudget: 1_000, segments: table });
    const [user] = await g.users(1);
    const midnight = istMidnightAfterNow();
    t.clock.set(new Date(midnight.getTime() - MINUTE_MS));
    const issued = (await g.post('/api/games/scratch', user)).json();
    expect(issued.status).toBe('issued');
    const lateDay = (await g.adminGet('scratch')).json().today;
    expect(lateDay.plays).toBe(1);

    t.clock.set(new Date(midnight.getTime() + MINUTE_MS));
    const revealed = await g.post('/api/games/scratch', user);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ status: 'revealed', proof: issued.proof, prize: { prize: lateDay.paid } });
    // What the day's counters booked as paid is what the user was credited.
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 1, paise: paise(lateDay.paid) });

    const today = (await g.post('/api/games/scratch', user)).json();
    expect(today).toMatchObject({ status: 'issued', prize: null });
    expect(today.proof.nonce).toBe(issued.proof.nonce + 1);
    const second = (await g.post('/api/games/scratch', user)).json();
    expect(second.status).toBe('revealed');
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 2, paise: paise(lateDay.paid + second.prize.prize) });
  });
});

describe('daily budgets', () => {
  it('a spin budget that cannot pay the top prize pauses the wheel before play, with the odds unchanged, until the next IST day', async () => {
    g.nextIstNoon();
    const fives = segments([5, 5, 5, 5, 5, 5, 5, 5], [1, 2, 3, 4, 5, 6, 7, 8]);
    const config = await g.configure('spin', { enabled: true, dailyBudget: 9, limits: DEFAULT_SPIN_LIMITS, segments: fives });
    const [first, second] = await g.users(2);
    const wheel = () => g.gamesState(second).then((state) => state.games.find((game: { game: string }) => game.game === 'spin'));
    expect((await wheel()).paused).toBe(false);

    const paid = await spin(first!);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().prize).toBe(5);

    // ₹5 paid + a possible ₹5 > ₹9: paused, and the page says so before anyone plays.
    const paused = await wheel();
    expect(paused).toMatchObject({ paused: true, enabled: true, settingsVersion: config.settingsVersion, table: { segments: fives } });
    expect(paused.odds.map((odd: { weight: number }) => odd.weight)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expectRestError(await spin(second!), 409, "Today's prize budget for Spin & Win is used up. It is back at midnight (IST).");
    expect((await g.gamesState(second)).player.spin.spinsLeft).toBe(3);
    expect((await g.adminGet('spin')).json()).toMatchObject({ settingsVersion: config.settingsVersion, segments: fives, today: { plays: 1, wins: 1, paid: 5 } });

    g.nextIstNoon();
    expect((await wheel()).paused).toBe(false);
    const nextDay = await spin(second!);
    expect(nextDay.statusCode, nextDay.body).toBe(200);
    expect(nextDay.json().proof.settingsVersion).toBe(config.settingsVersion);
    await g.configure('spin', { dailyBudget: 2_000 });
  });

  it('simultaneous spins of many users never pay beyond the budget', async () => {
    g.nextIstNoon();
    // ₹12 pays two ₹5 spins (₹10 + a possible ₹5 > ₹12 after that): exactly two of ten.
    await g.configure('spin', { enabled: true, dailyBudget: 12, limits: DEFAULT_SPIN_LIMITS, segments: segments([5, 5, 5, 5, 5, 5, 5, 5]) });
    const players = await g.users(10);
    const responses = await Promise.all(players.map((player) => spin(player)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, /Today's prize budget for Spin & Win is used up/);
    expect((await g.adminGet('spin')).json().today).toEqual({ plays: 2, wins: 2, paid: 10 });
    await g.configure('spin', { dailyBudget: 2_000 });
  });

  it('a ₹1 flip budget cannot pay the ₹2 prize: paused before any play, playable once the budget is raised', async () => {
    g.nextIstNoon();
    await g.configure('flip', { enabled: true, dailyBudget: 1, prize: 2 });
    const [user] = await g.users(1);
    const coin = (await g.gamesState(user)).games.find((game: { game: string }) => game.game === 'flip');
    expect(coin).toMatchObject({ paused: true, enabled: true, table: { prize: 2 }, maxPrize: 2 });
    expectRestError(await g.post('/api/games/flip', user, { side: 'TAIL' }), 409, "Today's prize budget for Flip & Win is used up. It is back at midnight (IST).");
    expect((await g.adminGet('flip')).json().today).toEqual({ plays: 0, wins: 0, paid: 0 });
    expect((await g.gamesState(user)).player.flip.nextFlipAt).toBeNull();

    await g.configure('flip', { dailyBudget: 1_000 });
    expect((await g.gamesState(user)).games.find((game: { game: string }) => game.game === 'flip').paused).toBe(false);
    expect((await g.post('/api/games/flip', user, { side: 'TAIL' })).statusCode).toBe(200);
  });

  it("an open guess round holds its prize against the budget until it ends", async () => {
    g.nextIstNoon();
    await g.configure('guess', { enabled: true, dailyBudget: 15, prize: 10 });
    const [first, second] = await g.users(2);
    const guessGame = async () => (await g.gamesState()).games.find((game: { game: string }) => game.game === 'guess');
    expect((await guessGame()).paused).toBe(false);
    expect((await g.post('/api/games/guess/start', first)).statusCode).toBe(200);
    expect((await guessGame()).paused).toBe(true);
    expectRestError(await g.post('/api/games/guess/start', second), 409, "Today's prize budget for Guess the Number is used up. It is back at midnight (IST).");

    const [round] = await g.query<{ secret: number }>(
      `select (p.outcome->>'secret')::int as secret from guess_rounds r join game_plays p on p.id = r.play_id where r.user_id = ? and r.status = 'active'`,
      [first!.id],
    );
    const misses = [1, 2, 3, 4].filter((number) => number !== round!.secret).slice(0, 3);
    for (const number of misses) expect((await g.post('/api/games/guess', first, { number })).statusCode).toBe(200);
    expect((await guessGame()).paused).toBe(false);
    expect((await g.post('/api/games/guess/start', second)).statusCode).toBe(200);
    await g.configure('guess', { dailyBudget: 1_000 });
  });
});

describe('the off switch', () => {
  it('a switched-off game refuses play and says so on the games list', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    const plays: Array<[string, string, string, Record<string, unknown>]> = [
      ['spin', 'Spin & Win', '/api/games/spin', {}],
      ['flip', 'Flip & Win', '/api/games/flip', { side: 'HEAD' }],
      ['scratch', 'Daily Scratch Card', '/api/games/scratch', {}],
      ['guess', 'Guess the Number', '/api/games/guess/start', {}],
      ['daily-login', 'Daily Login', '/api/daily-login/claim', {}],
    ];
    for (const [game] of plays) expect((await g.configure(game, { enabled: false })).enabled).toBe(false);
    const state = await g.gamesState(user);
    for (const [game, name, url, payload] of plays) {
      expect(state.games.find((entry: { game: string }) => entry.game === game)).toMatchObject({ enabled: false, name });
      expectRestError(await g.post(url, user, payload), 409, `${name} is switched off for now`);
    }
    expectRestError(await g.post('/api/games/spin/share-bonus', user), 409, 'Spin & Win is switched off for now');
    expect(await g.plays(user!)).toHaveLength(0);

    for (const [game] of plays) expect((await g.configure(game, { enabled: true })).enabled).toBe(true);
    expect((await spin(user!)).statusCode).toBe(200);
  });
});

describe('admin game settings', () => {
  it('refuses invalid tables and settings with a message naming the problem, and changes nothing', async () => {
    const before = (await g.adminGet('spin')).json();
    const eight = segments([0, 1, 2, 3, 4, 5, 6, 7]);
    const withSegment = (index: number, change: Record<string, unknown>) => eight.map((segment, position) => (position === index ? { ...segment, ...change } : segment));
    const withoutLabel = eight.map(({ label: _label, ...segment }, position) => (position === 2 ? segment : { label: _label, ...segment }));
    const refusals: Array<[string, Record<string, unknown>, string | RegExp]> = [
      ['spin', { segments: eight.slice(0, 7) }, /The wheel has exactly 8 segments/],
      ['spin', { segments: [...eight, eight[0]] }, /The wheel has exactly 8 segments/],
      ['spin', { segments: withSegment(1, { weight: 0 }) }, /Weight must be a positive whole number/],
      ['spin', { segments: withSegment(1, { weight: -3 }) }, /Weight must be a positive whole number/],
      ['spin', { segments: withSegment(1, { weight: 2.5 }) }, /Weight must be a whole number/],
      ['spin', { segments: withSegment(1, { weight: '2' }) }, /Weight must be a number/],
      ['spin', { segments: withSegment(4, { prize: -1 }) }, /Prize must be 0 or more/],
      ['spin', { segments: withSegment(4, { prize: 'ten' }) }, /Prize must be a number/],
      ['spin', { segments: withSegment(0, { label: '   ' }) }, /Label is required/],
      ['spin', { segments: withoutLabel }, /Label is required/],
      ['spin', { dailyBudget: -5 }, /Daily budget must be 0 or more/],
      ['spin', { limits: { spinsPerDay: 6, maxSpinsPerDay: 5 } }, /Maximum spins per day must be at least the spins per day/],
      ['spin', { enabled: 'yes' }, /enabled/i],
      ['scratch', { segments: [] }, /The scratch card needs at least 1 prize/],
      ['flip', { prize: -2 }, /Prize must be 0 or more/],
      ['guess', { limits: { attempts: 0, lockHours: 24 } }, /Attempts must be at least 1/],
      ['daily-login', { days: Array.from({ length: 29 }, () => 1) }, /The calendar has exactly 30 days/],
    ];
    for (const [game, payload, message] of refusals) {
      const response = await g.adminPut(game, payload);
      expectRestError(response, 400, message);
    }
    const after = (await g.adminGet('spin')).json();
    expect(after).toEqual(before);
  });

  it('unknown game 404, a user token 401, the public origin 404', async () => {
    const admin = await g.admin();
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/games/lottery', token: admin }), 404);
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/games/lottery', token: admin, payload: { enabled: false } }), 404);
    const [user] = await g.users(1);
    expectRestError(await t.request('admin', { method: 'GET', url: '/api/admin/games/spin', token: user!.token }), 401);
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/games/spin', token: user!.token, payload: { enabled: false } }), 401);
    expectRestError(await t.request('admin', { method: 'PUT', url: '/api/admin/games/spin', payload: { enabled: false } }), 401);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.request('public', { method, url: '/api/admin/games/spin', token: admin, payload: method === 'PUT' ? { enabled: false } : undefined });
      expect(response.statusCode).toBe(404);
    }
    expect((await g.adminGet('spin')).json().enabled).toBe(true);
  });

  it("shows the expected payout from the table and today's plays, wins and paid; every change is audited", async () => {
    g.nextIstNoon();
    const auditCount = async () => {
      const response = await t.trpcQuery('admin', 'audit.list', { page: 1, pageSize: 100 }, { token: await g.admin() });
      expect(response.statusCode, response.body).toBe(200);
      return trpcData<{ entries: Array<{ id: string; action: string; targetId: string; before: any; after: any }> }>(response).entries.filter((entry) => entry.action === 'game.update');
    };
    const earlier = new Set((await auditCount()).map((entry) => entry.id));
    const auditedBefore = earlier.size;
    const prizes = [0, 0.5, 1, 2, 0, 5, 0, 10];
    const weights = [10, 20, 5, 5, 30, 2, 20, 1];
    // From a wheel paying nothing, as the seeds may write one, so the admin's table raises the expected value and saves at once (decision 044).
    await writeSettingsNow(t, 'spin', { segments: segments(prizes.map(() => 0)) });
    const config = await g.configure('spin', { enabled: true, dailyBudget: 500, limits: DEFAULT_SPIN_LIMITS, segments: segments(prizes, weights) });
    expect(config.expectedPayout).toBeCloseTo(sum(prizes.map((prize, index) => prize * weights[index]!)) / sum(weights), 10);
    expect(config).toMatchObject({ game: 'spin', enabled: true, dailyBudget: 500, limits: DEFAULT_SPIN_LIMITS, today: { plays: 0, wins: 0, paid: 0 } });

    const [user] = await g.users(1);
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push((await spin(user!)).json());
    expect((await g.adminGet('spin')).json().today).toEqual({
      plays: 3,
      wins: answers.filter((answer) => answer.prize > 0).length,
      paid: sum(answers.map((answer) => paise(answer.prize))) / 100,
    });

    const flip = await g.configure('flip', { prize: 3 });
    expect(flip).toMatchObject({ prize: 3, expectedPayout: 1.5 });
    const audited = await auditCount();
    expect(audited.length).toBe(auditedBefore + 2);
    // The clock stands still, so both entries carry the same time: find them by what they changed.
    const fresh = audited.filter((entry) => !earlier.has(entry.id));
    const latestFlip = fresh.find((entry) => entry.targetId === 'flip');
    const latestSpin = fresh.find((entry) => entry.targetId === 'spin');
    expect(latestFlip).toMatchObject({ targetId: 'flip', before: { table: { prizePaise: 200 } }, after: { table: { prizePaise: 300 }, settingsVersion: latestFlip!.before.settingsVersion + 1 } });
    expect(latestSpin).toMatchObject({ targetId: 'spin', after: { dailyBudgetPaise: 50_000, settingsVersion: config.settingsVersion } });
    await g.configure('flip', { prize: 4 });
    expect((await auditCount()).length).toBe(auditedBefore + 3);
  });
});

describe('the ledger', () => {
  it('stays consistent after every game in this file', async () => {
    await g.ledgerIsConsistent();
  });
});
