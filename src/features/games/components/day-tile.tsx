import { formatRupees } from '#kit/lib/format';
import { m } from '#i18n/paraglide/messages';
import type { LoginCalendar } from '../api/games-queries';

/** One day of the calendar: its amount, and whether it is claimed, next or still to come. */
export function DayTile({ day }: { day: LoginCalendar['days'][number] }) {
  const look = {
    claimed: 'bg-emerald-500/20 text-emerald-50 ring-emerald-400/50',
    next: 'bg-amber-300/20 text-amber-50 ring-2 ring-amber-300 shadow-lg shadow-amber-400/20',
    upcoming: 'bg-white/5 text-indigo-100 ring-white/10',
  }[day.state];
  const stateText = day.state === 'claimed' ? m['games.daily.day-claimed']() : day.state === 'next' ? m['games.daily.day-next']() : m['games.daily.day-upcoming']();
  const label = { day: day.day, amount: formatRupees(day.amountPaise), state: stateText };
  return (
    <li
      aria-label={day.mega ? m['games.daily.day-label-mega'](label) : m['games.daily.day-label'](label)}
      data-state={day.state}
      className={`relative flex min-h-20 flex-col items-center justify-center rounded-xl p-1.5 text-center ring-1 ${look}`}
    >
      {day.mega && <span className="absolute -top-2 rounded-full bg-amber-400 px-1.5 text-[0.6rem] font-black tracking-wider text-amber-950">{m['games.daily.mega']()}</span>}
      <span className="text-[0.7rem] font-medium uppercase tracking-wide opacity-80">{m['games.daily.day']({ day: day.day })}</span>
      <span className="text-sm font-bold tabular-nums">{formatRupees(day.amountPaise)}</span>
      <span aria-hidden="true" className="text-xs">
        {day.state === 'claimed' ? '✓' : day.state === 'next' ? m['games.daily.next']() : ''}
      </span>
    </li>
  );
}
