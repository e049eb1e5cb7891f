import { useId } from 'react';
import { formatCount, formatIsoDate, formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';
import type { GameConfig } from './game-draft';
import { isBudgetPaused } from './game-status';

/** Today's plays, wins and payout (IST day), the budget bar and why a game is paused. */
export function TodayStats({ config }: { config: GameConfig }) {
  const barLabelId = useId();
  const { today } = config;
  const isCalendar = config.game === 'daily-login';
  const committed = today.paidPaise + today.reservedPaise;
  const budget = config.dailyBudgetPaise;
  const percent = budget > 0 ? Math.min(100, Math.round((committed / budget) * 100)) : committed > 0 ? 100 : 0;
  const paused = config.enabled && isBudgetPaused(config);
  return (
    <div className="border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
      <h4 className="text-xs font-medium uppercase tracking-wide text-slate-600">
        {m['games.today.heading']()} <time dateTime={today.day}>{formatIsoDate(today.day)}</time> {m['games.today.ist']()}
      </h4>
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <Stat label={isCalendar ? m['games.today.claims']() : m['games.today.plays']()} value={formatCount(today.plays)} />
        {isCalendar ? null : <Stat label={m['games.today.wins']()} value={formatCount(today.wins)} />}
        <Stat label={m['games.today.paid']()} value={formatRupees(today.paidPaise)} />
        {today.reservedPaise > 0 ? <Stat label={m['games.today.reserved']()} value={formatRupees(today.reservedPaise)} hint={m['games.today.reserved-hint']()} /> : null}
        {isCalendar ? null : <Stat label={m['games.today.budget']()} value={formatRupees(budget)} />}
      </dl>
      {isCalendar ? (
        <p className="mt-2 text-xs text-slate-600">{m['games.today.no-budget']()}</p>
      ) : (
        <div className="mt-3">
          <div className="flex justify-between gap-3 text-xs text-slate-600">
            <span id={barLabelId}>{m['games.today.bar-label']({ name: config.name })}</span>
            <span className="tabular-nums">{m['games.today.of']({ committed: formatRupees(committed), budget: formatRupees(budget) })}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={barLabelId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={m['games.today.bar-value']({ committed: formatRupees(committed), budget: formatRupees(budget), percent })}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full rounded-full ${paused ? 'bg-amber-500' : 'bg-emerald-500'}`} style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {paused ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="budget-paused">
          <strong className="font-semibold">{m['games.today.paused']()}</strong>{' '}
          {today.reservedPaise > 0
            ? m['games.today.paused-detail-reserved']({ paid: formatRupees(today.paidPaise), reserved: formatRupees(today.reservedPaise), top: formatRupees(config.maxPrizePaise), budget: formatRupees(budget) })
            : m['games.today.paused-detail']({ paid: formatRupees(today.paidPaise), top: formatRupees(config.maxPrizePaise), budget: formatRupees(budget) })}
        </p>
      ) : null}
    </div>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div title={hint}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
