import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type Narrowed } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import type { Game } from '#contract/games/schemas';

export interface GameDay {
  plays: number;
  wins: number;
  paidPaise: number;
  reservedPaise: number;
}

type GameDayRow = Pick<Row<'game_days'>, 'plays' | 'wins' | 'paid_paise' | 'reserved_paise'>;

function toGameDay(row: GameDayRow | undefined): GameDay {
  return { plays: row?.plays ?? 0, wins: row?.wins ?? 0, paidPaise: Number(row?.paid_paise ?? 0), reservedPaise: Number(row?.reserved_paise ?? 0) };
}

/** Today's counters for a game, locked: prize decisions against the budget happen one at a time. */
export async function lockGameDay(em: EntityManager, game: Game, istDay: string): Promise<GameDay> {
  await sql(em, `insert into game_days (game, ist_day) values (?, ?) on conflict do nothing`, [game, istDay]);
  const [row] = await sql<GameDayRow>(
    em,
    `select plays, wins, paid_paise, reserved_paise from game_days where game = ? and ist_day = ? for update`,
    [game, istDay],
  );
  return toGameDay(row);
}

export async function readGameDays(em: EntityManager, istDay: string): Promise<Map<Game, GameDay>> {
  const rows = await sql<Narrowed<Pick<Row<'game_days'>, 'game'>, { game: Game }> & GameDayRow>(em, `select game, plays, wins, paid_paise, reserved_paise from game_days where ist_day = ?`, [istDay]);
  return new Map(rows.map((row) => [row.game, toGameDay(row)]));
}

/** The budget can pay this play's largest possible prize on top of what is paid and promised today. */
export function budgetAllows(day: GameDay, dailyBudgetPaise: number, maxPrizePaise: number): boolean {
  return day.paidPaise + day.reservedPaise + maxPrizePaise <= dailyBudgetPaise;
}

export async function addToGameDay(em: EntityManager, game: Game, istDay: string, change: { plays?: number; wins?: number; paidPaise?: number; reservedPaise?: number }): Promise<void> {
  await sql(
    em,
    `update game_days set plays = plays + ?, wins = wins + ?, paid_paise = paid_paise + ?, reserved_paise = reserved_paise + ? where game = ? and ist_day = ?`,
    [change.plays ?? 0, change.wins ?? 0, change.paidPaise ?? 0, change.reservedPaise ?? 0, game, istDay],
  );
}
