import type { EntityManager } from '@mikro-orm/postgresql';
import { refuse } from '#contract/errors';
import { announceChange } from '../cache';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { credit, readBalance } from '../wallet';
import { qualifyReferralOnEarning } from '../referrals';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { describeOdds } from '#contract/games/expected-payout';
import { DrawStream, drawOutcome, hexToBytes, type FairGame, type FairOutcome } from '#contract/games/fairness/algorithm';
import { nodeHmacSha256 } from './fairness/node-hmac';
import { lockActiveSeed, takeNonce, type SeedRow } from './fairness/seeds';
import { budgetAllows, lockGameDay, type GameDay } from './game-day';
import { loadGameConfig, type LoadedGameConfig } from './load-game-config';
import type { Game } from '#contract/games/schemas';
import type { LedgerLine } from '#contract/wallet/ledger-lines';

export interface PlayScope {
  deps: Deps;
  em: EntityManager;
  userId: string;
  seed: SeedRow;
  now: Date;
  istDay: string;
}

export interface Proof {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** The game's settings version the play was drawn under (its table and limits, decision 030). */
  settingsVersion: number;
}

/** Under the user's game lock, so counts, nonces and rounds are decided one at a time (decision 005). */
export async function withPlayScope<T>(deps: Deps, userId: string, work: (scope: PlayScope) => Promise<T>): Promise<T> {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const seed = await lockActiveSeed(em, userId, now);
    const result = await work({ deps: { ...deps, em }, em, userId, seed, now, istDay: istDate(now) });
    // The play moved today's budget counters: this process's games page shows a game it paused at once.
    announceChange(em, 'game-days');
    return result;
  });
}

/**
 * Loads the game and refuses when it is off, when the user's own limit says no (`checkLimits`,
 * before the shared budget row is locked), or when today's budget could not pay its top prize.
 */
export async function openGame<G extends Game>(
  scope: PlayScope,
  game: G,
  checkLimits?: (config: Extract<LoadedGameConfig, { game: G }>) => Promise<void>,
): Promise<{ config: Extract<LoadedGameConfig, { game: G }>; day: GameDay; maxPrizePaise: number }> {
  const config = await loadGameConfig(scope.em, game);
  if (!config.enabled) throw refuse('games.disabled', { game });
  await checkLimits?.(config);
  const day = await lockGameDay(scope.em, game, scope.istDay);
  const { maxPrizePaise } = describeOdds(config);
  if (!budgetAllows(day, config.dailyBudgetPaise, maxPrizePaise)) throw refuse('games.budget-used', { game });
  return { config, day, maxPrizePaise };
}

/** Draws the outcome with the next nonce and stores the play with its proof and the settings version in force. */
export async function drawAndRecord(
  scope: PlayScope,
  input: { game: Game; fairGame: FairGame; config: LoadedGameConfig; weights?: number[]; prizeOf: (outcome: FairOutcome) => number; extra?: Record<string, unknown> },
): Promise<{ playId: string; outcome: FairOutcome; prizePaise: number; proof: Proof }> {
  const nonce = await takeNonce(scope.em, scope.seed);
  const stream = new DrawStream(nodeHmacSha256, hexToBytes(scope.seed.server_seed), scope.seed.client_seed, nonce);
  const outcome = await drawOutcome(stream, input.fairGame, input.weights);
  const prizePaise = input.prizeOf(outcome);
  const [row] = await sql<Pick<Row<'game_plays'>, 'id'>>(
    scope.em,
    `insert into game_plays (user_id, game, settings_id, seed_id, server_seed_hash, client_seed, nonce, outcome, prize_paise, ist_day, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) returning id`,
    [scope.userId, input.game, input.config.settingsId, scope.seed.id, scope.seed.server_seed_hash, scope.seed.client_seed, nonce, JSON.stringify({ ...outcome, ...input.extra }), prizePaise, scope.istDay, scope.now],
  );
  return {
    playId: row!.id,
    outcome,
    prizePaise,
    proof: { serverSeedHash: scope.seed.server_seed_hash, clientSeed: scope.seed.client_seed, nonce, settingsVersion: input.config.settingsVersion },
  };
}

/** The play id is the idempotency key: a play pays at most once. Answers the balance after it; `line` is the prize's line in the history. */
export async function payPrize(scope: PlayScope, input: { playId: string; prizePaise: number; line: LedgerLine }): Promise<number> {
  if (input.prizePaise <= 0) return balanceOf(scope);
  const { toBalancePaise } = await credit(scope.deps, {
    userId: scope.userId,
    from: 'games',
    kind: 'game-prize',
    amountPaise: input.prizePaise,
    line: input.line,
    idempotencyKey: `game-prize:${input.playId}`,
    reference: input.playId,
  });
  await qualifyReferralOnEarning(scope.deps, scope.userId);
  return toBalancePaise ?? balanceOf(scope);
}

/** The user's balance for a play's answer that paid nothing. */
export function balanceOf(scope: PlayScope): Promise<number> {
  return readBalance(scope.deps, scope.userId);
}
