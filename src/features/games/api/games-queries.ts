import { useCallback } from 'react';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useRefreshMoney } from '../../wallet/api/money-queries';

export type GamesState = RouterOutputs['games']['state'];
export type GameInfo = GamesState['games'][number];
export type GameKey = GameInfo['game'];
export type PlayerState = NonNullable<GamesState['player']>;
export type Commitment = NonNullable<PlayerState['commitment']>;
export type LoginCalendar = PlayerState['dailyLogin'];
export type Proof = RouterOutputs['games']['spin']['proof'];

export interface PrizeSegment {
  label: string;
  prizePaise: number;
  weight: number;
}

/**
 * Rules, odds, budget state and (for a user) limits and the seed commitment. Always fresh when a
 * game page opens: limits and budgets change on the server, never in the browser.
 */
export function useGamesState() {
  return trpc.games.state.useQuery(undefined, { staleTime: 0 });
}

export function findGame(state: GamesState | undefined, game: GameKey): GameInfo | undefined {
  return state?.games.find((candidate) => candidate.game === game);
}

/** The wheel's and the scratch card's prize table (the server's table is a union over the games). */
export function segmentsOf(info: GameInfo | undefined): PrizeSegment[] {
  const table = info?.table as { segments?: PrizeSegment[] } | undefined;
  return table?.segments ?? [];
}

/** Guess and flip pay one fixed prize. */
export function fixedPrizeOf(info: GameInfo | undefined): number {
  const table = info?.table as { prizePaise?: number } | undefined;
  return table?.prizePaise ?? 0;
}

/** The calendar's amounts, day 1 to 30. */
export function loginDaysOf(info: GameInfo | undefined): number[] {
  const table = info?.table as { days?: number[] } | undefined;
  return table?.days ?? [];
}

export function limitsOf<T extends Record<string, number>>(info: GameInfo | undefined): Partial<T> {
  return (info?.limits ?? {}) as Partial<T>;
}

/**
 * After a play: the game page's limits and commitment, the fairness lists, and every figure that
 * shows money (header balance first, from the server's own answer).
 */
export function useAfterPlay() {
  const utils = trpc.useUtils();
  const refreshMoney = useRefreshMoney();
  return useCallback(
    async (balancePaise?: number) => {
      await Promise.all([utils.games.state.invalidate(), utils.fairness.invalidate(), refreshMoney(balancePaise)]);
    },
    [utils, refreshMoney],
  );
}
