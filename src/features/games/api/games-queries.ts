import { useCallback } from 'react';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useRefreshMoney } from '../../wallet';

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

/** Rules, odds, budgets and (for a user) limits and the commitment: fresh on every game page, as they change on the server. */
export function useGamesState() {
  return trpc.games.state.useQuery(undefined, { staleTime: 0 });
}

/** One game's entry, its table and limits typed for that game. */
export type GameInfoOf<G extends GameKey> = Extract<GameInfo, { game: G }>;

export function findGame<G extends GameKey>(state: GamesState | undefined, game: G): GameInfoOf<G> | undefined {
  return state?.games.find((candidate): candidate is GameInfoOf<G> => candidate.game === game);
}

/** The scratch card's prize table. */
export function segmentsOf(info: GameInfoOf<'spin' | 'scratch'> | undefined): PrizeSegment[] {
  return info?.table.segments ?? [];
}

/** Guess and flip pay one fixed prize. */
export function fixedPrizeOf(info: GameInfoOf<'guess' | 'flip'> | undefined): number {
  return info?.table.prizePaise ?? 0;
}

/** The calendar's amounts, day 1 to 30. */
export function loginDaysOf(info: GameInfoOf<'daily-login'> | undefined): number[] {
  return info?.table.days ?? [];
}

/** A game's limits, empty until the state has loaded. */
export function limitsOf<Info extends GameInfo>(info: Info | undefined): Partial<Info['limits']> {
  return info?.limits ?? {};
}

/** After a play: the game state, the fairness lists and every money figure (the balance from the answer). */
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
