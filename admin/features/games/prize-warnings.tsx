import { prizeTableWarnings, RECENT_PLAY_DAYS, type PrizeWarning } from '#contract/games/prize-warnings';
import type { GameRules } from '#contract/games/expected-payout';
import { formatCount, formatRupees } from '#kit/lib/format';
import { m } from '../../i18n/paraglide/messages';

function warningText(warning: PrizeWarning): string {
  return warning.kind === 'over-budget'
    ? m['games.warnings.over-budget']({ expected: formatRupees(warning.expectedPerDayPaise), budget: formatRupees(warning.budgetPaise), plays: formatCount(Math.round(warning.playsPerDay)), days: RECENT_PLAY_DAYS })
    : m['games.warnings.label-prize']({ segment: warning.segment, label: warning.label, labelAmount: formatRupees(warning.labelPaise), prize: formatRupees(warning.prizePaise) });
}

/** The prize table's warnings, from the table on screen (the draft while it is edited) and last week's plays a day. */
export function PrizeWarnings({ rules, playsPerDay }: { rules: GameRules & { dailyBudgetPaise: number }; playsPerDay: number }) {
  const warnings = prizeTableWarnings(rules, playsPerDay);
  if (warnings.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="prize-warnings">
      <p className="font-semibold">{m['games.warnings.heading']()}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning.kind === 'over-budget' ? 'budget' : `segment-${warning.segment}`}>{warningText(warning)}</li>
        ))}
      </ul>
    </div>
  );
}
