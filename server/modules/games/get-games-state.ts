import { CachedRead } from '../cache';
import type { Deps } from '../deps';
import { istDate, nextIstMidnight } from '#contract/time/ist';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { describeOdds } from '#contract/games/expected-payout';
import { ensureActiveSeed } from './fairness/seeds';
import { nextFlipAt } from './flip-coin';
import { budgetAllows, readGameDays, type GameDay } from './game-day';
import { activeRound, guessLockedUntil, lastEndedRound } from './guess-rounds';
import { loadAllGameConfigs, rulesOf, type LoadedGameConfig } from './load-game-config';
import { calendarFor, readLoginState } from './daily-login';
import { spinAllowance } from './spin-allowance';
import { GAME_NAMES } from '#contract/games/schemas';

/** What a game page shows before play: public state, plus the user's limits, rounds, cards and seed. */
export async function getGamesState(deps: Deps, input: { userId: string | null }) {
  const now = deps.clock.now();
  const nextResetAt = nextIstMidnight(now);
  const { configs, games } = await readPublicGames(deps, now);
  if (!input.userId) return { games, nextResetAt, player: null };
  return { games, nextResetAt, player: await playerState(deps, input.userId, configs, now) };
}

/**
 * A play is a `game-days` change only its process hears (announcing each would serialise commits),
 * so others key budget state by this window; a stale "not paused" is harmless (decisions 011, 034).
 */
export const BUDGET_STATE_LIFETIME_MS = 5_000;

/** Keyed by IST day and budget-state window; ended by settings changes and this process's plays. */
const PUBLIC_GAMES = new CachedRead<{ istDay: string; window: number }, { configs: LoadedGameConfig[]; games: ReturnType<typeof publicGame>[] }, Deps>({
  name: 'public games',
  key: ({ istDay, window }) => `${istDay}:${window}`,
  read: async (deps, { istDay }) => {
    const [configs, days] = await Promise.all([loadAllGameConfigs(deps.em), readGameDays(deps.em, istDay)]);
    return { configs, games: configs.map((config) => publicGame(config, days.get(config.game))) };
  },
  maxEntries: 256,
  forgetOn: { games: 'all', 'game-days': 'all' },
  public: true,
});

function readPublicGames(deps: Deps, now: Date) {
  return PUBLIC_GAMES.get(deps, { istDay: istDate(now), window: Math.floor(now.getTime() / BUDGET_STATE_LIFETIME_MS) });
}

function publicGame(config: LoadedGameConfig, day: GameDay = { plays: 0, wins: 0, paidPaise: 0, reservedPaise: 0 }) {
  const odds = describeOdds(config);
  const paused = config.game !== 'daily-login' && !budgetAllows(day, config.dailyBudgetPaise, odds.maxPrizePaise);
  return {
    ...rulesOf(config),
    name: GAME_NAMES[config.game],
    enabled: config.enabled,
    paused,
    settingsVersion: config.settingsVersion,
    odds: odds.outcomes,
    expectedPaise: odds.expectedPaise,
    maxPrizePaise: odds.maxPrizePaise,
  };
}

async function playerState(deps: Deps, userId: string, configs: LoadedGameConfig[], now: Date) {
  const { em } = deps;
  const istDay = istDate(now);
  const byGame = <G extends LoadedGameConfig['game']>(game: G) => configs.find((config) => config.game === game) as Extract<LoadedGameConfig, { game: G }>;
  const spin = byGame('spin');
  const guess = byGame('guess');
  const flip = byGame('flip');
  const login = byGame('daily-login');

  const seed = await ensureActiveSeed(em, userId, now);
  const spins = await spinAllowance(em, { userId, istDay, limits: spin.limits });
  const round = await activeRound(em, userId);
  const lockedUntil = round ? null : guessLockedUntil(await lastEndedRound(em, userId), guess.limits.lockHours, now);
  const [card] = await sql<Pick<Row<'scratch_cards'>, 'revealed_at'> & Narrowed<Pick<Row<'game_plays'>, 'prize_paise' | 'outcome'>, { outcome: { index: number } }>>(
    em,
    `select c.revealed_at, p.prize_paise, p.outcome from scratch_cards c join game_plays p on p.id = c.play_id where c.user_id = ? and c.ist_day = ?`,
    [userId, istDay],
  );
  return {
    commitment: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nextNonce: seed.next_nonce },
    spin: { spinsLeft: spins.spinsLeft, allowance: spins.allowance, used: spins.used, shareBonusUsed: spins.shareBonusUsed },
    guess: {
      // An open round counts its attempts by the version it started under, not today's.
      round: round ? { attempts: round.attempts, attemptsLeft: round.round_attempts - round.attempts.length, proof: { serverSeedHash: round.server_seed_hash, clientSeed: round.client_seed, nonce: round.nonce, settingsVersion: round.settings_version } } : null,
      lockedUntil,
    },
    flip: { nextFlipAt: await nextFlipAt(em, userId, flip.limits.lockHours, now) },
    scratch: {
      today: card ? (card.revealed_at ? ('revealed' as const) : ('issued' as const)) : ('none' as const),
      prize: card?.revealed_at ? { index: card.outcome.index, prizePaise: Number(card.prize_paise) } : null,
    },
    dailyLogin: calendarFor(await readLoginState(em, userId), now, login.table.days),
  };
}
