import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openOrm } from '../../db/orm';
import { HOUR_MS } from '../../server/clock';
import { activeRound } from '../../server/modules/games/guess-rounds';
import { loadGameConfig } from '../../server/modules/games/load-game-config';
import { createFreshDatabase } from '../fixtures/fresh-database';
import { checkEveryResponse, expectRestError } from './assertions';
import { gamesHelpers, recompute, segments, type TestUser } from './games-helpers';
import { createTestServer, trpcData, type TestServer } from './harness';

/**
 * Game settings versions (issue 27, decision 030): a guess round keeps the settings it started
 * with, every change of a game's table or limits is a new version, each play records its version
 * and its proof shows that version's settings; per-day allowances follow the current version.
 */

let t: TestServer;
const g = gamesHelpers(() => t);

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());
checkEveryResponse(() => t);

const NO_ROUND = 'Start a new round first';
const NO_SPINS_LEFT = 'No spins left today. Come back after midnight (IST).';
const GUESS = { enabled: true, dailyBudget: 1_000, prize: 10, limits: { attempts: 3, lockHours: 24 } };
const SPIN_LIMITS = { spinsPerDay: 3, maxSpinsPerDay: 5 };

const start = (user: TestUser) => g.post('/api/games/guess/start', user);
const guess = (user: TestUser, number: number) => g.post('/api/games/guess', user, { number });
const spin = (user: TestUser) => g.post('/api/games/spin', user);

async function activeSecret(user: TestUser): Promise<number> {
  const [round] = await g.query<{ secret: number }>(
    `select (p.outcome->>'secret')::int as secret from guess_rounds r join game_plays p on p.id = r.play_id where r.user_id = ? and r.status = 'active'`,
    [user.id],
  );
  if (!round) throw new Error('no active round');
  return round.secret;
}

/** `count` different numbers 1–100 that are not the secret. */
function misses(secret: number, count: number): number[] {
  return Array.from({ length: 100 }, (_, index) => index + 1)
    .filter((number) => number !== secret)
    .slice(0, count);
}

async function guessAll(user: TestUser, numbers: number[]) {
  const answers = [];
  for (const number of numbers) {
    const response = await guess(user, number);
    expect(response.statusCode, response.body).toBe(200);
    answers.push(response.json());
  }
  return answers;
}

describe('a guess round keeps the settings it started with', () => {
  it('attempts raised from 3 to 10 mid-round: the round still ends after its own 3, and its play records the version it started under', async () => {
    g.nextIstNoon();
    const before = await g.configure('guess', GUESS);
    const [user] = await g.users(1);
    const started = await start(user!);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ attemptsLeft: 3, prize: 10 });
    const secret = await activeSecret(user!);

    const raised = await g.configure('guess', { limits: { attempts: 10, lockHours: 24 } });
    expect(raised.limits).toEqual({ attempts: 10, lockHours: 24 });

    const answers = await guessAll(user!, misses(secret, 3));
    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([2, 1, 0]);
    expect(answers.map((answer) => answer.status)).toEqual(['active', 'active', 'lost']);
    expect(answers[2]).toMatchObject({ secret, prize: 0 });
    // The 4th guess — even the right number — finds no round: the round had 3 attempts.
    expectRestError(await guess(user!, secret), 409, NO_ROUND);
    expect(await g.balance(user!)).toBe(0);
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 0, paise: 0 });

    // Only limits changed, and that is a new version; the round's play keeps the one it started under.
    expect(before.settingsVersion).toEqual(expect.any(Number));
    expect(raised.settingsVersion).toBe(before.settingsVersion + 1);
    expect(started.json().proof.settingsVersion).toBe(before.settingsVersion);
    for (const answer of answers) expect(answer.proof).toEqual(started.json().proof);
    const [play] = await g.plays(user!);
    expect(play).toMatchObject({ game: 'guess', outcome: { secret }, prize: 0, proof: { settingsVersion: before.settingsVersion }, table: { prize: 10 }, limits: { attempts: 3, lockHours: 24 } });
    expect(await recompute(answers[2].revealedServerSeed, play.proof, 'guess')).toEqual({ game: 'guess', secret });

    // The next round is played under the new version, with its 10 attempts.
    t.clock.advance(24 * HOUR_MS);
    const next = await start(user!);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ attemptsLeft: 10, proof: { settingsVersion: raised.settingsVersion } });
    expect((await g.gamesState(user)).player.guess.round).toMatchObject({ attemptsLeft: 10, proof: { settingsVersion: raised.settingsVersion } });
  });

  it('attempts lowered from 10 to 3 mid-round: the round keeps its 10, and a right 6th guess wins the prize it started with', async () => {
    g.nextIstNoon();
    const ten = await g.configure('guess', { ...GUESS, limits: { attempts: 10, lockHours: 24 } });
    const [user] = await g.users(1);
    expect((await start(user!)).json()).toMatchObject({ attemptsLeft: 10, prize: 10, proof: { settingsVersion: ten.settingsVersion } });
    const secret = await activeSecret(user!);
    const lowered = await g.configure('guess', { prize: 50, limits: { attempts: 3, lockHours: 24 } });
    expect(lowered.settingsVersion).toBe(ten.settingsVersion + 1);

    const answers = await guessAll(user!, misses(secret, 5));
    expect(answers.map((answer) => answer.status)).toEqual(['active', 'active', 'active', 'active', 'active']);
    expect(answers.at(-1)).toMatchObject({ attemptsLeft: 5 });
    expect((await g.gamesState(user)).player.guess.round).toMatchObject({ attemptsLeft: 5, proof: { settingsVersion: ten.settingsVersion } });
    const [won] = await guessAll(user!, [secret]);
    expect(won).toMatchObject({ status: 'won', prize: 10, balance: 10, attemptsLeft: 4 });
    expect(await g.gamePrizeCredits(user!.id)).toEqual({ count: 1, paise: 1_000 });
    expect((await g.plays(user!))[0]).toMatchObject({ prize: 10, proof: { settingsVersion: ten.settingsVersion }, table: { prize: 10 }, limits: { attempts: 10 } });
    await g.configure('guess', GUESS);
  });

  it('the lock after a round is the one in force when the next round is asked for', async () => {
    g.nextIstNoon();
    await g.configure('guess', GUESS);
    const [user] = await g.users(1);
    expect((await start(user!)).statusCode).toBe(200);
    const secret = await activeSecret(user!);
    await g.configure('guess', { limits: { attempts: 3, lockHours: 2 } });
    const answers = await guessAll(user!, misses(secret, 3));
    const lockedUntil = new Date(t.clock.now().getTime() + 2 * HOUR_MS).toISOString();
    expect(answers[2]).toMatchObject({ status: 'lost', lockedUntil });
    expect((await g.gamesState(user)).player.guess.lockedUntil).toBe(lockedUntil);
    t.clock.advance(2 * HOUR_MS - 1);
    expectRestError(await start(user!), 409, 'Come back when the countdown ends');
    t.clock.advance(1);
    expect((await start(user!)).statusCode).toBe(200);
    await g.configure('guess', GUESS);
  });
});

describe('every change of a game’s table or limits is a new version', () => {
  it('limits alone make a version; the budget, the switch or the same settings again do not; the audit says which version', async () => {
    const first = await g.configure('spin', { enabled: true, dailyBudget: 1_000, limits: SPIN_LIMITS, segments: segments([1, 2, 3, 4, 5, 6, 7, 8]) });
    const limits = await g.configure('spin', { limits: { spinsPerDay: 4, maxSpinsPerDay: 5 } });
    expect(limits.settingsVersion).toBe(first.settingsVersion + 1);
    expect((await g.configure('spin', { dailyBudget: 2_000 })).settingsVersion).toBe(limits.settingsVersion);
    expect((await g.configure('spin', { enabled: false })).settingsVersion).toBe(limits.settingsVersion);
    expect((await g.configure('spin', { enabled: true, limits: { spinsPerDay: 4, maxSpinsPerDay: 5 } })).settingsVersion).toBe(limits.settingsVersion);
    const table = await g.configure('spin', { segments: segments([8, 7, 6, 5, 4, 3, 2, 1]) });
    expect(table.settingsVersion).toBe(limits.settingsVersion + 1);
    const back = await g.configure('spin', { limits: SPIN_LIMITS, segments: segments([1, 2, 3, 4, 5, 6, 7, 8]) });
    // Going back to earlier settings is still a change, so still a new version: numbers only grow.
    expect(back.settingsVersion).toBe(table.settingsVersion + 1);

    const visitor = (await g.gamesState()).games.find((game: { game: string }) => game.game === 'spin');
    expect(visitor).toMatchObject({ settingsVersion: back.settingsVersion, limits: SPIN_LIMITS });
    const audit = await t.trpcQuery('admin', 'audit.list', { page: 1, pageSize: 100 }, { token: await g.admin() });
    expect(audit.statusCode, audit.body).toBe(200);
    const { entries } = trpcData<{ entries: Array<{ action: string; targetId: string; before: { settingsVersion: number }; after: { settingsVersion: number; limits: unknown } }> }>(audit);
    expect(entries.find((entry) => entry.action === 'game.update' && entry.targetId === 'spin' && entry.after.settingsVersion === limits.settingsVersion && entry.before.settingsVersion === first.settingsVersion)).toMatchObject({
      after: { limits: { spinsPerDay: 4, maxSpinsPerDay: 5 } },
    });
  });

  it('each play shows its version with that version’s table and limits, old plays keeping theirs', async () => {
    g.nextIstNoon();
    const tableA = segments([1, 1, 1, 1, 1, 1, 1, 1]);
    const a = await g.configure('spin', { enabled: true, dailyBudget: 1_000, limits: SPIN_LIMITS, segments: tableA });
    const [user] = await g.users(1);
    expect((await spin(user!)).json().proof.settingsVersion).toBe(a.settingsVersion);
    const b = await g.configure('spin', { limits: { spinsPerDay: 4, maxSpinsPerDay: 5 } });
    expect((await spin(user!)).json().proof.settingsVersion).toBe(b.settingsVersion);

    const { revealedServerSeed } = await g.rotate(user!);
    const plays = await g.plays(user!);
    expect(plays.map((play) => [play.proof.settingsVersion, play.limits])).toEqual([
      [b.settingsVersion, { spinsPerDay: 4, maxSpinsPerDay: 5 }],
      [a.settingsVersion, SPIN_LIMITS],
    ]);
    for (const play of plays) {
      expect(play.table.segments).toEqual(tableA);
      expect(await recompute(revealedServerSeed, play.proof, 'spin', tableA.map((segment) => segment.weight))).toEqual({ game: 'spin', index: play.outcome.index });
    }
    await g.configure('spin', { limits: SPIN_LIMITS });
  });
});

describe('per-day allowances follow the current version', () => {
  it('spins per day changed mid-day: today’s spins still count, and the new allowance applies at once', async () => {
    g.nextIstNoon();
    await g.configure('spin', { enabled: true, dailyBudget: 1_000, limits: SPIN_LIMITS, segments: segments([0, 0, 0, 0, 0, 0, 0, 1]) });
    const [user] = await g.users(1);
    for (let index = 0; index < 3; index += 1) expect((await spin(user!)).statusCode).toBe(200);
    expectRestError(await spin(user!), 409, NO_SPINS_LEFT);

    await g.configure('spin', { limits: { spinsPerDay: 5, maxSpinsPerDay: 5 } });
    expect((await g.gamesState(user)).player.spin).toMatchObject({ used: 3, allowance: 5, spinsLeft: 2 });
    expect((await spin(user!)).json().spinsLeft).toBe(1);

    await g.configure('spin', { limits: SPIN_LIMITS });
    expect((await g.gamesState(user)).player.spin).toMatchObject({ used: 4, allowance: 3, spinsLeft: 0 });
    expectRestError(await spin(user!), 409, NO_SPINS_LEFT);
  });

  it('a daily budget raised mid-day reopens a paused game at once, without a new version', async () => {
    g.nextIstNoon();
    const fives = await g.configure('spin', { enabled: true, dailyBudget: 9, limits: SPIN_LIMITS, segments: segments([5, 5, 5, 5, 5, 5, 5, 5]) });
    const [first, second] = await g.users(2);
    expect((await spin(first!)).statusCode).toBe(200);
    expectRestError(await spin(second!), 409, /budget for Spin & Win is used up/);
    const raised = await g.configure('spin', { dailyBudget: 10 });
    expect(raised.settingsVersion).toBe(fives.settingsVersion);
    const played = await spin(second!);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().proof.settingsVersion).toBe(fives.settingsVersion);
    await g.configure('spin', { dailyBudget: 2_000 });
  });
});

describe('migration 0035 on a database that already has plays', () => {
  it('each prize-table version becomes the settings version of the same id and number, with the limits in force; plays and open rounds keep theirs', async () => {
    const database = await createFreshDatabase(inject('postgresAdminUrl'));
    const orm = await openOrm(database.url, 2);
    try {
      await orm.getMigrator().up({ to: 'Migration0034WithdrawalCodesAndAdjustmentKeys' });
      const run = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
      const spinLimits = { spinsPerDay: 3, maxSpinsPerDay: 5 };
      const wheel = (prize: number) => ({ segments: Array.from({ length: 8 }, (_, index) => ({ label: `S${index}`, prizePaise: prize * index, weight: 1 })) });
      const [spin1] = await run<{ id: string }>(`insert into game_tables (game, version, prize_table, created_at) values ('spin', 1, ?::jsonb, now()) returning id`, [JSON.stringify(wheel(100))]);
      const [spin2] = await run<{ id: string }>(`insert into game_tables (game, version, prize_table, created_at) values ('spin', 2, ?::jsonb, now()) returning id`, [JSON.stringify(wheel(200))]);
      const [guess1] = await run<{ id: string }>(`insert into game_tables (game, version, prize_table, created_at) values ('guess', 1, '{"prizePaise": 1000}', now()) returning id`);
      await run(`insert into game_configs (game, enabled, daily_budget_paise, limits, table_id, updated_at) values ('spin', true, 200000, ?::jsonb, ?, now()), ('guess', true, 100000, '{"attempts": 3, "lockHours": 24}', ?, now())`, [
        JSON.stringify(spinLimits),
        spin2!.id,
        guess1!.id,
      ]);
      const [user] = await run<{ id: string }>(`insert into users (name, email, password_hash, created_at) values ('Old Player', 'old-player@example.com', 'x', now()) returning id`);
      const [seed] = await run<{ id: string }>(
        `insert into fairness_seeds (user_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at) values (?, repeat('a', 64), repeat('b', 64), 'old', 3, now()) returning id`,
        [user!.id],
      );
      const play = (tableId: string, game: string, nonce: number, outcome: object) =>
        run<{ id: string }>(
          `insert into game_plays (user_id, game, table_id, seed_id, server_seed_hash, client_seed, nonce, outcome, prize_paise, ist_day, created_at)
           values (?, ?, ?, ?, repeat('b', 64), 'old', ?, ?::jsonb, 0, current_date, now()) returning id`,
          [user!.id, game, tableId, seed!.id, nonce, JSON.stringify(outcome)],
        );
      await play(spin1!.id, 'spin', 0, { game: 'spin', index: 0 });
      await play(spin2!.id, 'spin', 1, { game: 'spin', index: 0 });
      const [round] = await play(guess1!.id, 'guess', 2, { game: 'guess', secret: 42 });
      await run(`insert into guess_rounds (user_id, play_id, status, started_at) values (?, ?, 'active', now())`, [user!.id, round!.id]);

      await orm.getMigrator().up();

      const versions = await run<{ id: string; game: string; version: number; limits: unknown }>(`select id, game, version, limits from game_settings_versions order by game, version`);
      expect(versions).toEqual([
        { id: guess1!.id, game: 'guess', version: 1, limits: { attempts: 3, lockHours: 24 } },
        { id: spin1!.id, game: 'spin', version: 1, limits: spinLimits },
        { id: spin2!.id, game: 'spin', version: 2, limits: spinLimits },
      ]);
      const plays = await run<{ nonce: number; version: number }>(`select p.nonce, v.version from game_plays p join game_settings_versions v on v.id = p.settings_id order by p.nonce`);
      expect(plays).toEqual([
        { nonce: 0, version: 1 },
        { nonce: 1, version: 2 },
        { nonce: 2, version: 1 },
      ]);
      const [gone] = await run<{ tables: string | null }>(`select to_regclass('game_tables')::text as tables`);
      expect(gone!.tables).toBeNull();
      await expect(run(`update game_settings_versions set limits = '{}' where id = ?`, [spin1!.id])).rejects.toThrow(/a game settings version never changes/);
      await expect(run(`delete from game_settings_versions where id = ?`, [spin1!.id])).rejects.toThrow(/a game settings version never changes/);

      // The server's own reads see the migrated data: the current version, and the open round's attempts and prize.
      const em = orm.em.fork();
      expect(await loadGameConfig(em, 'spin')).toMatchObject({ settingsId: spin2!.id, settingsVersion: 2, limits: spinLimits, table: wheel(200), dailyBudgetPaise: 200_000 });
      expect(await activeRound(em, user!.id)).toMatchObject({ secret: 42, settings_version: 1, round_attempts: 3, round_prize_paise: '1000' });
    } finally {
      await orm.close();
      await database.drop();
    }
  });
});

describe('the ledger', () => {
  it('stays consistent after every game in this file', async () => {
    await g.ledgerIsConsistent();
  });
});
