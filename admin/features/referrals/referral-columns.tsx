import { formatRupees } from '#kit/lib/format';
import type { Column } from '#kit/ui/data-table';
import { Badge } from '../../components/panel';
import { DateSteps, PersonCell, StatusCell } from '../../components/table-cells';
import { m } from '../../i18n/paraglide/messages';
import { FLAG_TEXTS, STATUS_LABELS, STATUS_TONES } from './referral-labels';
import type { AdminReferralRow } from './referral-outcome';

export const REFERRAL_COLUMNS: Column<AdminReferralRow>[] = [
  {
    header: m['referrals.column.referrer'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: ({ referrer }) => (
      <PersonCell name={referrer.name} email={referrer.email} naming>
        {referrer.canRefer ? null : <Badge tone="red">{m['referrals.referrer.revoked']()}</Badge>}
      </PersonCell>
    ),
  },
  {
    header: m['referrals.column.friend'](),
    cell: ({ friend }) => (
      <PersonCell name={friend.name} email={friend.email}>
        <span className="mt-1 flex flex-wrap justify-end gap-1 xl:justify-start">
          {friend.emailVerified ? <Badge tone="green">{m['referrals.friend.verified']()}</Badge> : <Badge tone="slate">{m['referrals.friend.unverified']()}</Badge>}
          {friend.isBlocked ? <Badge tone="red">{m['referrals.friend.blocked']()}</Badge> : null}
        </span>
      </PersonCell>
    ),
  },
  {
    header: m['referrals.column.status'](),
    cell: (referral) => (
      <StatusCell tone={STATUS_TONES[referral.status]} label={STATUS_LABELS[referral.status]} note={referral.reason === null ? null : m['referrals.reason']({ reason: referral.reason })} />
    ),
  },
  {
    header: m['referrals.column.flags'](),
    cell: (referral) =>
      referral.flags.length === 0 ? (
        <span className="text-slate-600">{m['referrals.no-flags']()}</span>
      ) : (
        <ul className="flex max-w-xs flex-col items-end gap-1 text-right xl:items-start xl:text-left">
          {referral.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="amber">{FLAG_TEXTS[flag].label}</Badge>
              <span className="mt-0.5 block text-xs text-slate-700">{FLAG_TEXTS[flag].explained}</span>
            </li>
          ))}
        </ul>
      ),
  },
  { header: m['referrals.column.earned'](), align: 'end', className: 'tabular-nums text-slate-900', cell: (referral) => formatRupees(referral.earnedPaise) },
  { header: m['referrals.column.dates'](), className: 'text-xs text-slate-700', cell: (referral) => <ReferralDates referral={referral} /> },
];

/** When the friend joined, and each later step the referral reached. */
function ReferralDates({ referral }: { referral: AdminReferralRow }) {
  // A paid referral has cleared: its clearing date would only repeat the payment's.
  const steps = [
    { key: 'joined', date: referral.createdAt, words: m['referrals.date.joined'] },
    { key: 'qualified', date: referral.qualifiedAt, words: m['referrals.date.qualified'] },
    { key: 'clears', date: referral.paidAt === null ? referral.clearsAt : null, words: m['referrals.date.clears'] },
    { key: 'paid', date: referral.paidAt, words: m['referrals.date.paid'] },
  ];
  return <DateSteps steps={steps} />;
}
