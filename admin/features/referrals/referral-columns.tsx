import type { ReferralFlag, ReferralStatus } from '#contract/referrals/rules';
import { formatRupees } from '#kit/lib/format';
import type { Column } from '#kit/ui/data-table';
import { Badge, type Tone } from '../../components/panel';
import { DateSteps, PersonCell, StatusCell } from '../../components/table-cells';
import { m } from '../../i18n/paraglide/messages';
import type { AdminReferralRow } from './referral-outcome';

export const STATUS_LABELS: Record<ReferralStatus, string> = {
  pending: m['referrals.status.pending'](),
  held: m['referrals.status.held'](),
  review: m['referrals.status.review'](),
  paid: m['referrals.status.paid'](),
  expired: m['referrals.status.expired'](),
  reversed: m['referrals.status.reversed'](),
  rejected: m['referrals.status.rejected'](),
};

/** Review is the tab's work (amber); paid and held are on their way (green); the rest ended without pay. */
const STATUS_TONES = { pending: 'indigo', held: 'green', review: 'amber', paid: 'green', expired: 'slate', reversed: 'red', rejected: 'red' } as const satisfies Record<ReferralStatus, Tone>;

/** Each abuse guard's badge and what it means in plain English (the admin decides; nothing is banned by a flag). */
const FLAG_TEXTS: Record<ReferralFlag, { label: string; explained: string }> = {
  'self-referral': { label: m['referrals.flag.self-referral'](), explained: m['referrals.flag.self-referral-explained']() },
  'same-device': { label: m['referrals.flag.same-device'](), explained: m['referrals.flag.same-device-explained']() },
  'disposable-email': { label: m['referrals.flag.disposable-email'](), explained: m['referrals.flag.disposable-email-explained']() },
  'daily-signups': { label: m['referrals.flag.daily-signups'](), explained: m['referrals.flag.daily-signups-explained']() },
  'ip-range': { label: m['referrals.flag.ip-range'](), explained: m['referrals.flag.ip-range-explained']() },
  'monthly-cap': { label: m['referrals.flag.monthly-cap'](), explained: m['referrals.flag.monthly-cap-explained']() },
};

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
