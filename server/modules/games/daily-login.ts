import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_MS } from '../../clock';
import { istDate, nextIstMidnight } from '#contract/time/ist';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';
import { DAILY_LOGIN_DAYS } from '#contract/games/schemas';

/** The streak, and the last claim's day as text (to_char: the IST calendar day, never a time). */
export type LoginState = Pick<Row<'daily_login_states'>, 'streak'> & { last_claim_day: string | null };

export async function readLoginState(em: EntityManager, userId: string, forUpdate = false): Promise<LoginState> {
  const [row] = await sql<LoginState>(em, `select streak, to_char(last_claim_day, 'YYYY-MM-DD') as last_claim_day from daily_login_states where user_id = ?${forUpdate ? ' for update' : ''}`, [userId]);
  return row ?? { streak: 0, last_claim_day: null };
}

function previousIstDay(day: string): string {
  return istDate(new Date(new Date(`${day}T12:00:00.000Z`).getTime() - DAY_MS));
}

/** A claim yesterday keeps the streak, a missed day restarts at day 1, after day 30 a new calendar starts. */
export function calendarFor(state: LoginState, now: Date, amountsPaise: number[]) {
  const today = istDate(now);
  const claimedToday = state.last_claim_day === today;
  const continuing = state.last_claim_day === previousIstDay(today);
  let streak = claimedToday || continuing ? state.streak : 0;
  if (!claimedToday && streak >= DAILY_LOGIN_DAYS) streak = 0;
  const allClaimed = claimedToday && streak === DAILY_LOGIN_DAYS;
  const days = amountsPaise.map((amountPaise, index) => {
    const day = index + 1;
    const state: 'claimed' | 'next' | 'upcoming' = day <= streak ? 'claimed' : day === streak + 1 && !claimedToday ? 'next' : 'upcoming';
    return { day, amountPaise, state, mega: day === DAILY_LOGIN_DAYS };
  });
  return { streak, claimedToday, allClaimed, nextClaimDay: claimedToday ? null : streak + 1, days, nextResetAt: nextIstMidnight(now), streakWillReset: !claimedToday && !continuing && state.streak > 0 };
}
