import type { ReactNode } from 'react';
import { formatRupees } from '#kit/lib/format';
import type { GameId } from './game-draft';
import { formatAveragePaise, formatChance } from './game-format';
import type { Outcome } from './odds';
import { m } from '../../i18n/paraglide/messages';

export interface ShownOdds {
  /** `saved`: the server's numbers for the saved table; `draft`: computed here from the table being edited. */
  source: 'saved' | 'draft';
  expectedPaise: number | null;
  maxPrizePaise: number | null;
  outcomes: Outcome[] | null;
}

/** Beside the prize table: the expected payout per play, the top prize and (guess, flip) each outcome's chance. */
export function OddsSummary({ game, odds, name }: { game: GameId; odds: ShownOdds; name: string }) {
  const isCalendar = game === 'daily-login';
  const unknown = <span className="text-slate-600">—</span>;
  return (
    <aside aria-label={m['games.odds.label']({ name })} className="self-start rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
      <dl className="space-y-3">
        <Figure label={isCalendar ? m['games.odds.average-per-day']() : m['games.odds.expected-per-play']()} className="mt-0.5 text-2xl font-semibold tabular-nums text-slate-900" testId="expected-payout">
          {odds.expectedPaise === null ? unknown : formatAveragePaise(odds.expectedPaise)}
        </Figure>
        {isCalendar && odds.expectedPaise !== null ? <Figure label={m['games.odds.streak']()}>{formatRupees(Math.round(odds.expectedPaise * 30))}</Figure> : null}
        <Figure label={isCalendar ? m['games.odds.largest-day']() : m['games.odds.top-prize']()} testId="top-prize">
          {odds.maxPrizePaise === null ? unknown : formatRupees(odds.maxPrizePaise)}
        </Figure>
        {(game === 'guess' || game === 'flip') && odds.outcomes ? (
          <Figure label={m['games.odds.chances']()} className="mt-1">
            <ul className="space-y-1">
              {odds.outcomes.map((outcome) => (
                <li key={outcome.label} className="flex justify-between gap-3">
                  <span className="text-slate-700">
                    {outcome.label} <span className="text-slate-600">({formatRupees(outcome.prizePaise)})</span>
                  </span>
                  <span className="tabular-nums font-medium text-slate-900">{formatChance(outcome.probability)}</span>
                </li>
              ))}
            </ul>
          </Figure>
        ) : null}
      </dl>
      {game === 'guess' ? <p className="mt-3 text-xs text-slate-600">{m['games.odds.guess-note']()}</p> : null}
      <p className="mt-3 text-xs text-slate-600" aria-live="polite">
        {odds.expectedPaise === null ? m['games.odds.fix-fields']() : odds.source === 'draft' ? m['games.odds.draft']() : m['games.odds.saved']()}
      </p>
    </aside>
  );
}

function Figure({ label, className = 'mt-0.5 font-medium tabular-nums text-slate-900', testId, children }: { label: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
