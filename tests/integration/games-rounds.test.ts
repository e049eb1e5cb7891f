import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../../server/clock';
import { checkEveryResponse, expectRestError } from './assertions';
import { expectProof, gamesHelpers, hashOfSeed, recompute, type TestUser } from './games-helpers';
import { createTestServer, type TestServer } from './harness';

/**
 * Guess the Number, Flip & Win and the Daily Login calendar: rounds, 24-hour locks, IST days and
 * streaks, moved by the test clock (no sleeps), against real PostgreSQL.
 */

let t: TestServer;
const g = gamesHelpers(() => t);

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const ALREADY_CLAIMED = "You have already claimed today's reward";
const NO_ROUND = 'Start a new round first';

async function activeSecret(user: TestUser): Promise<number> {
  const [round] = await g.query<{ secret: number }>(
    `select (p.outcome->>'secret')::int as secret from guess_rounds r join game_plays p on p.id = r.play_id where r.user_id = ? and r.status = 'active'`,
    [user.id],
  );
  if (!round) throw new Error('no active round');
  return round.secret;
}

async function storedAttempts(user: TestUser): Promise<number[]> {
  const rounds = await g.query<{ attempts: Array<{ number: number }> }>(`select attempts from guess_rounds where user_id = ? order by started_at`, [user.id]);
  return rounds.map((round) => round.attempts.length);
}

/** Three different numbers that are not the secret. */
function misses(secret: number): number[] {
  return [50, 25, 75, 1, 100].filter((number) => number !== secret).slice(0, 3);
}

const guess = (user: TestUser, number?: unknown) => g.post('/api/games/guess', user, number === undefined ? {} : { number });
const start = (user: TestUser) => g.post('/api/games/guess/start', user);
const flip = (user: TestUser, side?: unknown) => g.post('/api/games/flip', user, side === undefined ? {} : { side });
const claim = (user: TestUser) => g.post('/api/daily-login/claim', user);

async function calendar(user: TestUser) {
  const response = await g.get('/api/daily-login', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('Guess the Number', () => {
  it('hints tell the truth; after the third miss the round is lost, the secret and seed are revealed, and a 24-hour lock starts', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    const before = await g.gamesState(user);
    expect(before.player.guess).toEqual({ round: null, lockedUntil: null });
    const predicted = await g.nextOutcome(user!.id, 'guess');

    const started = await start(user!);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ attemptsLeft: 3, prize: 10, proof: expect.any(Object) });
    expectProof(started.json().proof, { serverSeedHash: before.player.commitment.serverSeedHash, nonce: 0 });
    const secret = await activeSecret(user!);
    expect(predicted).toEqual({ game: 'guess', secret });
    expectRestError(await start(user!), 409, 'A round is already in progress');
    expect((await g.gamesState(user)).player.guess.round).toEqual({ attempts: [], attemptsLeft: 3, proof: started.json().proof });

    const numbers = misses(secret);
    const answers = [];
    for (const [index, number] of numbers.entries()) {
      const response = await guess(user!, number);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      answers.push(answer);
      const hint = secret > number ? 'higher' : 'lower';
      expect(answer).toMatchObject({ hint, message: hint === 'higher' ? 'Try a higher number!' : 'Try a lower number!', attemptsLeft: 2 - index, prize: 0, balance: 0, proof: started.json().proof });
      expect(answer.attempts).toEqual(numbers.slice(0, index + 1).map((guessed) => ({ number: guessed, hint: secret > guessed ? 'higher' : 'lower' })));
      if (index < 2) {
        expect(answer).toMatchObject({ status: 'active', secret: null, revealedServerSeed: null, lockedUntil: null });
        expect((await g.gamesState(user)).player.guess.round.attemptsLeft).toBe(2 - index);
      }
    }
    const last = answers[2];
    const lockedUntil = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(last).toMatchObject({ status: 'lost', secret, lockedUntil });
    expect(hashOfSeed(last.revealedServerSeed)).toBe(started.json().proof.serverSeedHash);
    expect(await recompute(last.revealedServerSeed, last.proof, 'guess')).toEqual({ game: 'guess', secret });
    // The reveal rotated the seed: the next round is drawn under a new commitment.
    const after = await g.gamesState(user);
    expect(after.player.guess).toEqual({ round: null, lockedUntil });
    expect(after.player.commitment).toMatchObject({ nextNonce: 0 });
    expect(after.player.commitment.serverSeedHash).not.toBe(before.player.commitment.serverSeedHash);
    expect((await g.plays(user!))[0]).toMatchObject({ game: 'guess', revealedServerSeed: last.revealedServerSeed, outcome: { secret } });

    expectRestError(await guess(user!, 50), 409, NO_ROUND);
    expectRestError(await start(user!), 409, 'Come back when the countdown ends');
    t.clock.advance(24 * HOUR_MS - SECOND_MS);
    expectRestError(await start(user!), 409, 'Come back when the countdown ends');
    t.clock.advance(SECOND_MS);
    const again = await start(user!);
    expect(again.statusCode, again.body).toBe(200);
    expectProof(again.json().proof, { serverSeedHash: after.player.commitment.serverSeedHash, nonce: 0 });
    expect(await g.balance(user!)).toBe(0);
  });

  it('a right guess wins the prize and is credited', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    expect((await start(user!)).statusCode).toBe(200);
    const secret = await activeSecret(user!);
    const first = misses(secret)[0]!;
    expect((await guess(user!, first)).json().status).toBe('active');
    const right = await guess(user!, secret);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ hint: 'correct', status: 'won', message: `Correct! The number was ${secret}.`, prize: 10, balance: 10, secret, attemptsLeft: 1 });
    expect(hashOfSeed(right.json().revealedServerSeed)).toBe(right.json().proof.serverSeedHash);
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 1, paise: 1000 });
    expect(await g.balance(user!)).toBe(10);
    expect((await g.adminGet('guess')).json().today).toEqual({ plays: 1, wins: 1, paid: 10 });
    expect((await g.plays(user!))[0]).toMatchObject({ game: 'guess', prize: 10 });
    expectRestError(await guess(user!, secret), 409, NO_ROUND);
    expect(await g.balance(user!)).toBe(10);
  });

  it('input messages, and no guess without a round', async () => {
    const [user] = await g.users(1);
    expectRestError(await guess(user!), 400, 'Please enter a number');
    expectRestError(await guess(user!, null), 400, 'Please enter a number');
    expectRestError(await guess(user!, '42'), 400, 'Please enter a number');
    for (const number of [0, 101, 2.5, -7]) expectRestError(await guess(user!, number), 400, 'Please enter a number between 1 and 100');
    expectRestError(await guess(user!, 42), 409, NO_ROUND);
  });

  it('10 simultaneous guesses never make more than 3 attempts', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    expect((await start(user!)).statusCode).toBe(200);
    const secret = await activeSecret(user!);
    const wrong = Array.from({ length: 100 }, (_, index) => index + 1).filter((number) => number !== secret).slice(0, 10);
    const responses = await Promise.all(wrong.map((number) => guess(user!, number)));
    const accepted = responses.filter((response) => response.statusCode === 200).map((response) => response.json());
    expect(accepted).toHaveLength(3);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, NO_ROUND);
    expect(accepted.map((answer) => answer.status).sort()).toEqual(['active', 'active', 'lost']);
    expect(accepted.map((answer) => answer.attemptsLeft).sort()).toEqual([0, 1, 2]);
    expect(await storedAttempts(user!)).toEqual([3]);
  });

  it('the seed behind an open round cannot be revealed (it would give the secret away)', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    const started = (await start(user!)).json();
    const rotated = await g.post('/api/fairness/rotate', user);
    expectRestError(rotated, 409, /Guess the Number/);
    // The secret stays secret: the round goes on under the same commitment.
    expect((await g.gamesState(user)).player.commitment.serverSeedHash).toBe(started.proof.serverSeedHash);
    const secret = await activeSecret(user!);
    for (const number of misses(secret)) expect((await guess(user!, number)).statusCode).toBe(200);
    // Once the round has ended, rotating works again.
    expect((await g.post('/api/fairness/rotate', user)).statusCode).toBe(200);
  });
});

describe('Flip & Win', () => {
  it('asks for a side first', async () => {
    const [user] = await g.users(1);
    for (const side of [undefined, null, '', 'EDGE', 'head', 1]) expectRestError(await flip(user!, side), 400, 'Please select HEAD or TAIL first');
    expect(await g.plays(user!)).toHaveLength(0);
  });

  it('the coin lands on the drawn side, a win credits ₹2, a loss nothing; one flip per 24 hours', async () => {
    g.nextIstNoon();
    const [winner, loser] = await g.users(2);
    await g.gamesState(winner);
    await g.gamesState(loser);
    const drawnForWinner = await g.nextOutcome(winner!.id, 'flip');
    const drawnForLoser = await g.nextOutcome(loser!.id, 'flip');
    if (drawnForWinner.game !== 'flip' || drawnForLoser.game !== 'flip') throw new Error('not a flip');
    const other = (side: 'HEAD' | 'TAIL') => (side === 'HEAD' ? 'TAIL' : 'HEAD');

    const won = await flip(winner!, drawnForWinner.side);
    expect(won.statusCode, won.body).toBe(200);
    const nextFlipAt = new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString();
    expect(won.json()).toMatchObject({ side: drawnForWinner.side, chosen: drawnForWinner.side, won: true, prize: 2, balance: 2, nextFlipAt });
    expect(await g.gamePrizeCredits(winner!.id)).toEqual({ count: 1, paise: 200 });

    const lost = await flip(loser!, other(drawnForLoser.side));
    expect(lost.json()).toMatchObject({ side: drawnForLoser.side, chosen: other(drawnForLoser.side), won: false, prize: 0, balance: 0 });
    expect(await g.gamePrizeCredits(loser!.id)).toEqual({ count: 0, paise: 0 });
    expect((await g.adminGet('flip')).json().today).toEqual({ plays: 2, wins: 1, paid: 2 });

    expect((await g.gamesState(winner)).player.flip).toEqual({ nextFlipAt });
    expectRestError(await flip(winner!, 'HEAD'), 409, 'Next flip available when the countdown ends');
    t.clock.advance(24 * HOUR_MS - 1);
    expectRestError(await flip(winner!, 'HEAD'), 409, 'Next flip available when the countdown ends');
    t.clock.advance(1);
    expect((await flip(winner!, 'HEAD')).statusCode).toBe(200);
    expect((await g.gamesState(winner)).player.flip.nextFlipAt).toBe(new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString());
  });

  it('10 simultaneous flips make one play', async () => {
    const [user] = await g.users(1);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => flip(user!, index % 2 ? 'HEAD' : 'TAIL')));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, 'Next flip available when the countdown ends');
    const played = responses.find((response) => response.statusCode === 200)!.json();
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: played.won ? 1 : 0, paise: played.won ? 200 : 0 });
    expect(await g.plays(user!)).toHaveLength(1);
  });
});

describe('Daily Login', () => {
  it('day 1 credits ₹1 once per IST day; the next day is day 2; a missed day restarts at day 1', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    expect(await calendar(user!)).toMatchObject({ streak: 0, claimedToday: false, allClaimed: false, nextClaimDay: 1 });

    const first = await claim(user!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ day: 1, amount: 1, balance: 1, streak: 1, allClaimed: false });
    const today = await calendar(user!);
    expect(today).toMatchObject({ streak: 1, claimedToday: true, allClaimed: false, nextClaimDay: null });
    expect(today.days).toHaveLength(30);
    expect(today.days[0]).toEqual({ day: 1, state: 'claimed', mega: false, amount: 1 });
    expect(today.days[1]).toEqual({ day: 2, state: 'upcoming', mega: false, amount: 1 });
    expect(today.days[29]).toEqual({ day: 30, state: 'upcoming', mega: true, amount: 20 });
    expectRestError(await claim(user!), 409, ALREADY_CLAIMED);
    t.clock.advance(6 * HOUR_MS - MINUTE_MS); // 17:59 IST → 23:59 IST, still the same day
    expectRestError(await claim(user!), 409, ALREADY_CLAIMED);

    g.nextIstNoon();
    expect(await calendar(user!)).toMatchObject({ streak: 1, claimedToday: false, nextClaimDay: 2 });
    expect((await claim(user!)).json()).toEqual({ day: 2, amount: 1, balance: 2, streak: 2, allClaimed: false });

    g.nextIstNoon();
    g.nextIstNoon();
    const missed = await calendar(user!);
    expect(missed).toMatchObject({ streak: 0, claimedToday: false, nextClaimDay: 1, streakWillReset: true });
    expect((await claim(user!)).json()).toEqual({ day: 1, amount: 1, balance: 3, streak: 1, allClaimed: false });
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 3, paise: 300 });
  });

  it('30 days in a row: day 30 credits ₹20 and everything is claimed; the day after starts a new calendar', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    for (let day = 1; day <= 30; day += 1) {
      if (day > 1) g.nextIstNoon();
      const response = await claim(user!);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ day, amount: day === 30 ? 20 : 1, streak: day, allClaimed: day === 30 });
    }
    const full = await calendar(user!);
    expect(full).toMatchObject({ streak: 30, claimedToday: true, allClaimed: true });
    expect(full.days.every((day: { state: string }) => day.state === 'claimed')).toBe(true);
    expect(await g.balance(user!)).toBe(29 + 20);
    expectRestError(await claim(user!), 409, ALREADY_CLAIMED);

    g.nextIstNoon();
    expect(await calendar(user!)).toMatchObject({ streak: 0, claimedToday: false, allClaimed: false, nextClaimDay: 1 });
    expect((await claim(user!)).json()).toEqual({ day: 1, amount: 1, balance: 50, streak: 1, allClaimed: false });
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 31, paise: 5000 });
  });

  it('10 simultaneous claims credit once', async () => {
    g.nextIstNoon();
    const [user] = await g.users(1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => claim(user!)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) expectRestError(response, 409, ALREADY_CLAIMED);
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 1, paise: 100 });
    expect(await g.balance(user!)).toBe(1);
  });

  it('the day changes at midnight IST: 18:29Z and 18:31Z of one UTC date are two days', async () => {
    g.nextIstNoon();
    const midnight = t.clock.now().getTime() + 12 * HOUR_MS; // 12:00 IST = 06:30Z, so 18:30Z of this UTC date
    expect(new Date(midnight).toISOString()).toMatch(/T18:30:00\.000Z$/);
    const [user] = await g.users(1);
    t.clock.set(new Date(midnight - MINUTE_MS));
    expect((await claim(user!)).json()).toMatchObject({ day: 1 });
    t.clock.set(new Date(midnight + MINUTE_MS));
    expect(new Date(midnight - MINUTE_MS).toISOString().slice(0, 10)).toBe(new Date(midnight + MINUTE_MS).toISOString().slice(0, 10));
    expect((await claim(user!)).json()).toMatchObject({ day: 2, balance: 2 });
    expectRestError(await claim(user!), 409, ALREADY_CLAIMED);
  });
});

describe('the ledger', () => {
  it('stays consistent after every game in this file', async () => {
    await g.ledgerIsConsistent();
  });
});
