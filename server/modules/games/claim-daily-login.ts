import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { istDate } from '#contract/time/ist';
import { credit, readBalance } from '../wallet';
import { qualifyReferralOnEarning } from '../referrals';
import { sql } from '../sql';
import { calendarFor, readLoginState } from './daily-login';
import { loadGameConfig } from './load-game-config';

/** Claims today's calendar day once per IST day and credits its amount (day 30 included). */
export async function claimDailyLogin(deps: Deps, input: { userId: string }) {
  return deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    const today = istDate(now);
    const config = await loadGameConfig(em, 'daily-login');
    if (!config.enabled) throw refuse('games.disabled', { game: 'daily-login' });
    await sql(em, `insert into daily_login_states (user_id, streak) values (?, 0) on conflict do nothing`, [input.userId]);
    const state = await readLoginState(em, input.userId, true);
    const before = calendarFor(state, now, config.table.days);
    if (before.claimedToday) throw refuse('games.already-claimed');
    const day = before.streak + 1;
    const amountPaise = config.table.days[day - 1] ?? 0;
    await sql(em, `update daily_login_states set streak = ?, last_claim_day = ? where user_id = ?`, [day, today, input.userId]);
    const credited =
      amountPaise > 0
        ? await credit({ ...deps, em }, {
            userId: input.userId,
            from: 'games',
            kind: 'game-prize',
            amountPaise,
            line: { code: 'game.daily-login', values: { day, days: config.table.days.length } },
            idempotencyKey: `daily-login:${input.userId}:${today}`,
            reference: today,
          })
        : null;
    if (credited) await qualifyReferralOnEarning({ ...deps, em }, input.userId);
    // The ledger function answers the balance after the credit; only a day worth nothing reads it.
    const balancePaise = credited?.toBalancePaise ?? (await readBalance({ em }, input.userId));
    return { day, amountPaise, balancePaise, calendar: calendarFor({ streak: day, last_claim_day: today }, now, config.table.days) };
  });
}
