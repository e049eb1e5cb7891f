import { gameName } from '#i18n/game-words';
import type { Transparency } from '#contract/stats/schemas';
import { m } from '#i18n/paraglide/messages';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { DataTable, type Column } from '#kit/ui/data-table';
import { formatWait } from '../lib/durations';
import { Figure, FigureSection } from './figure-section';
import { PayoutClockSection } from './payout-clock';

type PaidOutRow = Transparency['paidOut'][number];
type GameRow = Transparency['games'][number];
interface PendingRow {
  key: string;
  label: string;
  count: number;
  oldestAt: Date | null;
}

const KIND_NAMES: Record<PaidOutRow['kind'], () => string> = {
  google_play: () => m['figures.kind.google_play'](),
  app_store: () => m['figures.kind.app_store'](),
  free_fire_diamonds: () => m['figures.kind.free_fire_diamonds'](),
  withdrawal: () => m['figures.kind.withdrawal'](),
};

/** Per-play figures are fractions of a paisa; shown to the paisa (₹1.37) by the one money rule. */
const perPlay = (paise: number) => formatRupees(Math.round(paise));

/** Every figure, each section with the sentence that says how it is computed; store figures only while the store is on. */
export function Figures({ figures, store }: { figures: Transparency; store: boolean }) {
  const days = figures.windowDays;
  const computedAt = figures.computedAt.getTime();
  const paidOut = figures.paidOut.filter((row) => store || row.kind === 'withdrawal');
  const pending: PendingRow[] = [
    ...(store ? [{ key: 'reward-orders', label: m['figures.pending.reward-orders'](), ...figures.pending.rewardOrders }] : []),
    { key: 'withdrawals', label: m['figures.pending.withdrawals'](), ...figures.pending.withdrawals },
  ];

  const paidColumns: Column<PaidOutRow>[] = [
    { header: m['figures.paid.kind'](), cell: (row) => KIND_NAMES[row.kind](), rowHeader: true },
    { header: m['figures.paid.amount'](), cell: (row) => formatRupees(row.paise), align: 'end' },
    { header: m['figures.paid.count'](), cell: (row) => formatCount(row.count), align: 'end' },
  ];
  const pendingColumns: Column<PendingRow>[] = [
    { header: m['figures.pending.request'](), cell: (row) => row.label, rowHeader: true },
    { header: m['figures.pending.count'](), cell: (row) => formatCount(row.count), align: 'end' },
    {
      header: m['figures.pending.oldest'](),
      cell: (row) => (row.oldestAt ? formatWait(computedAt - row.oldestAt.getTime()) : m['figures.pending.none']()),
      align: 'end',
    },
  ];
  const gameColumns: Column<GameRow>[] = [
    { header: m['figures.games.game'](), cell: (row) => gameName(row.game), rowHeader: true },
    { header: m['figures.games.plays'](), cell: (row) => formatCount(row.plays), align: 'end' },
    { header: m['figures.games.paid'](), cell: (row) => formatRupees(row.paidPaise), align: 'end' },
    {
      header: m['figures.games.paid-per-play'](),
      cell: (row) => (row.paidPerPlayPaise === null ? m['figures.games.no-plays']() : perPlay(row.paidPerPlayPaise)),
      align: 'end',
    },
    { header: m['figures.games.expected-per-play'](), cell: (row) => perPlay(row.expectedPerPlayPaise), align: 'end' },
  ];

  return (
    <>
      <p className="text-sm text-indigo-200">{m['figures.transparency.computed-at']({ time: formatDateTime(figures.computedAt) })}</p>

      <FigureSection id="owed" title={m['figures.owed.title']()}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure label={m['figures.owed.balances']()} value={formatRupees(figures.owed.balancesPaise)} how={m['figures.owed.balances-how']()} />
          <Figure label={m['figures.owed.holds']()} value={formatRupees(figures.owed.holdsPaise)} how={m['figures.owed.holds-how']()} />
          <Figure label={m['figures.owed.total']()} value={formatRupees(figures.owed.totalPaise)} how={m['figures.owed.total-how']()} strong />
          {store ? <Figure label={m['figures.owed.stock']()} value={formatRupees(figures.stockValuePaise)} how={m['figures.owed.stock-how']()} strong /> : null}
        </dl>
      </FigureSection>

      <FigureSection id="paid-out" title={m['figures.paid.title']({ days })} how={m['figures.paid.how']()}>
        {paidOut.length > 0 ? (
          <DataTable caption={m['figures.paid.caption']()} columns={paidColumns} rows={paidOut} rowKey={(row) => row.kind} stackBelow="md" />
        ) : (
          <p className="text-indigo-100">{m['figures.paid.none']()}</p>
        )}
      </FigureSection>

      <PayoutClockSection clock={figures.payoutClock.filter((row) => store || row.kind === 'withdrawal')} days={days} />

      <FigureSection id="pending" title={m['figures.pending.title']()} how={m['figures.pending.how']()}>
        <DataTable caption={m['figures.pending.caption']()} columns={pendingColumns} rows={pending} rowKey={(row) => row.key} stackBelow="md" />
      </FigureSection>

      <FigureSection id="games" title={m['figures.games.title']()} how={m['figures.games.how']({ days })}>
        <DataTable caption={m['figures.games.caption']()} columns={gameColumns} rows={figures.games} rowKey={(row) => row.game} stackBelow="lg" />
      </FigureSection>
    </>
  );
}
