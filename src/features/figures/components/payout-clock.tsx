import { CLOCK_DAY_SECONDS, CLOCK_FAST_SECONDS, clockShare, meetsClockGoal, MIN_FULFILMENT_SAMPLE, STILL_WAITING, type ClockKind, type ClockPercentile } from '#contract/stats/rules';
import type { PayoutClock } from '#contract/stats/schemas';
import { m } from '#i18n/paraglide/messages';
import { formatCount } from '#kit/lib/format';
import { formatDuration, formatShare } from '#kit/lib/format-duration';
import { DataTable, type Column } from '#kit/ui/data-table';
import { FigureSection } from './figure-section';

const CLOCK_KIND_NAMES: Record<ClockKind, () => string> = {
  store_code: () => m['figures.clock.kind.store_code'](),
  top_up: () => m['figures.clock.kind.top_up'](),
  withdrawal: () => m['figures.clock.kind.withdrawal'](),
};

/**
 * The payout clock (issue 33, decision 058): per kind the shares within the two limits, the median and
 * 90th percentile, and whether each goal is met; every limit in the words comes from the rules.
 */
export function PayoutClockSection({ clock, days }: { clock: readonly PayoutClock[]; days: number }) {
  const fast = formatDuration(CLOCK_FAST_SECONDS);
  const day = formatDuration(CLOCK_DAY_SECONDS);
  const notEnough = m['figures.transparency.not-enough-data']();
  const share = (within: number, row: PayoutClock) => {
    const value = clockShare(within, row.counted);
    return value === null ? notEnough : formatShare(value);
  };
  const time = (percentile: ClockPercentile) => (percentile === null ? notEnough : percentile === STILL_WAITING ? m['figures.clock.over-day']({ day }) : formatDuration(percentile));
  const goal = (percentile: ClockPercentile, goalSeconds: number) => {
    const met = meetsClockGoal(percentile, goalSeconds);
    return met === null ? notEnough : met ? m['figures.clock.goal.met']() : m['figures.clock.goal.missed']();
  };
  const kind: Column<PayoutClock> = { header: m['figures.clock.kind'](), cell: (row) => CLOCK_KIND_NAMES[row.kind](), rowHeader: true };
  const figureColumns: Column<PayoutClock>[] = [
    kind,
    { header: m['figures.clock.counted'](), cell: (row) => formatCount(row.counted), align: 'end' },
    { header: m['figures.clock.still-waiting'](), cell: (row) => formatCount(row.stillWaiting), align: 'end' },
    { header: m['figures.clock.left-out'](), cell: (row) => formatCount(row.leftOut), align: 'end' },
    { header: m['figures.clock.within']({ limit: fast }), cell: (row) => share(row.withinFast, row), align: 'end' },
    { header: m['figures.clock.within']({ limit: day }), cell: (row) => share(row.withinDay, row), align: 'end' },
    { header: m['figures.clock.median'](), cell: (row) => time(row.medianSeconds), align: 'end' },
    { header: m['figures.clock.p90'](), cell: (row) => time(row.p90Seconds), align: 'end' },
  ];
  const goalColumns: Column<PayoutClock>[] = [
    kind,
    { header: m['figures.clock.goal.median'](), cell: (row) => goal(row.medianSeconds, CLOCK_FAST_SECONDS), align: 'end' },
    { header: m['figures.clock.goal.p90'](), cell: (row) => goal(row.p90Seconds, CLOCK_DAY_SECONDS), align: 'end' },
  ];

  return (
    <FigureSection id="payout-clock" title={m['figures.clock.title']()} how={m['figures.clock.how']({ days, day, waiting: m['figures.pending.title']() })}>
      <DataTable caption={m['figures.clock.caption']()} columns={figureColumns} rows={clock} rowKey={(row) => row.kind} stackBelow="xl" />
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-indigo-200">
        <li>{m['figures.clock.rule.timed']()}</li>
        <li>{m['figures.clock.rule.waiting']({ day })}</li>
        <li>{m['figures.clock.rule.left-out']()}</li>
        <li>{m['figures.clock.rule.percentiles']({ min: MIN_FULFILMENT_SAMPLE, none: notEnough })}</li>
      </ul>
      <h3 className="mt-5 font-semibold text-white">{m['figures.clock.goals.title']()}</h3>
      <p className="mt-1 text-sm text-indigo-200">{m['figures.clock.goals']({ fast, day })}</p>
      <div className="mt-3">
        <DataTable caption={m['figures.clock.goals.caption']()} columns={goalColumns} rows={clock} rowKey={(row) => row.kind} stackBelow="md" />
      </div>
    </FigureSection>
  );
}
