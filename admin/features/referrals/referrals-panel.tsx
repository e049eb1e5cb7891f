import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { REFERRAL_STATUSES, REJECTABLE_REFERRAL_STATUSES, REVERSIBLE_REFERRAL_STATUSES, type ReferralStatus } from '#contract/referrals/rules';
import { formatDate, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { DataTable, type Column } from '#kit/ui/data-table';
import { CheckboxField, SelectField } from '#kit/ui/fields';
import { Pagination } from '#kit/ui/pagination';
import { EmptyState, ListStates } from '#kit/ui/states';
import { Badge } from '../../components/panel';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { m } from '../../i18n/paraglide/messages';
import { FLAG_TEXTS, STATUS_LABELS, STATUS_TONES } from './referral-labels';
import { useReferralOutcome, type AdminReferralRow } from './referral-outcome';
import { ReferrerSwitchDialog } from './referrer-switch-dialog';
import { ReferralReasonDialog, type ReasonAction } from './referral-reason-dialog';

export const REFERRALS_PAGE_SIZE = 20;

type Open = { kind: ReasonAction; referral: AdminReferralRow } | { kind: 'referrer'; referrer: AdminReferralRow['referrer'] } | null;

const routeApi = getRouteApi('/_dashboard/referrals');

/** The Referrals tab: every referral newest first, by status and flag, with the review queue's actions on each row. */
export function ReferralsPanel() {
  useDocumentTitle(m['referrals.document-title']());
  const { status, flagged, page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const referrals = trpc.referrals.list.useQuery({ status, flagged, page, pageSize: REFERRALS_PAGE_SIZE }, { placeholderData: keepPreviousData });
  const [open, setOpen] = useState<Open>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const fallbackFocus = () => headingRef.current;
  const filtered = status !== undefined || flagged === true;

  return (
    <section aria-labelledby="referrals-heading">
      <div className="mb-4">
        {/* Focus comes back here when the row a dialog was opened from has gone (another status now). */}
        <h2 id="referrals-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          {m['referrals.title']()}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{m['referrals.description']()}</p>
      </div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label={m['referrals.filter.status']()}
          value={status ?? ''}
          onChange={(event) => void navigate({ search: (previous) => ({ ...previous, status: (event.target.value || undefined) as ReferralStatus | undefined, page: undefined }) })}
          className="sm:w-56"
        >
          <option value="">{m['referrals.filter.all']()}</option>
          {REFERRAL_STATUSES.map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label={m['referrals.filter.flagged']()}
          checked={flagged === true}
          onChange={(event) => void navigate({ search: (previous) => ({ ...previous, flagged: event.target.checked ? true : undefined, page: undefined }) })}
          className="sm:pb-2"
        />
      </div>
      <ListStates
        query={referrals}
        loadingLabel={m['referrals.loading']()}
        errorMessage={m['referrals.load-failed']()}
        isEmpty={(data) => data.referrals.length === 0}
        empty={<EmptyState title={m['referrals.empty.title']()}>{filtered ? m['referrals.empty.filtered']() : m['referrals.empty.all']()}</EmptyState>}
      >
        {(data) => (
          <>
            <DataTable
              caption={m['referrals.caption']()}
              columns={COLUMNS}
              rows={data.referrals}
              rowKey={(referral) => referral.id}
              stackBelow="xl"
              rowTestId="referral"
              actions={(referral) => (
                <ReferralActions referral={referral} onReason={(kind) => setOpen({ kind, referral })} onReferrer={() => setOpen({ kind: 'referrer', referrer: referral.referrer })} />
              )}
            />
            <div className="mt-4">
              <Pagination label={m['referrals.pages-label']()} page={page} total={data.total} pageSize={REFERRALS_PAGE_SIZE} />
            </div>
          </>
        )}
      </ListStates>
      {open?.kind === 'reject' || open?.kind === 'reverse' ? <ReferralReasonDialog action={open.kind} referral={open.referral} onClose={close} fallbackFocus={fallbackFocus} /> : null}
      {open?.kind === 'referrer' ? <ReferrerSwitchDialog referrer={open.referrer} onClose={close} fallbackFocus={fallbackFocus} /> : null}
    </section>
  );
}

const COLUMNS: Column<AdminReferralRow>[] = [
  {
    header: m['referrals.column.referrer'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: ({ referrer }) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium text-slate-900">{referrer.name}</span>
        <span className="block text-xs break-words text-slate-600">{referrer.email}</span>
        {referrer.canRefer ? null : <Badge tone="red">{m['referrals.referrer.revoked']()}</Badge>}
      </span>
    ),
  },
  {
    header: m['referrals.column.friend'](),
    cell: ({ friend }) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block text-slate-900">{friend.name}</span>
        <span className="block text-xs break-words text-slate-600">{friend.email}</span>
        <span className="mt-1 flex flex-wrap justify-end gap-1 xl:justify-start">
          {friend.emailVerified ? <Badge tone="green">{m['referrals.friend.verified']()}</Badge> : <Badge tone="slate">{m['referrals.friend.unverified']()}</Badge>}
          {friend.isBlocked ? <Badge tone="red">{m['referrals.friend.blocked']()}</Badge> : null}
        </span>
      </span>
    ),
  },
  {
    header: m['referrals.column.status'](),
    cell: (referral) => (
      <span className="flex max-w-xs flex-col items-end gap-1 text-right break-words xl:items-start xl:text-left">
        <Badge tone={STATUS_TONES[referral.status]}>{STATUS_LABELS[referral.status]}</Badge>
        {referral.reason !== null ? <span className="text-xs text-slate-700">{m['referrals.reason']({ reason: referral.reason })}</span> : null}
      </span>
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
  return (
    <span className="flex flex-col items-end gap-0.5 whitespace-nowrap xl:items-start">
      {steps.map(({ key, date, words }) =>
        date === null ? null : (
          <time key={key} dateTime={date.toISOString()}>
            {words({ date: formatDate(date) })}
          </time>
        ),
      )}
    </span>
  );
}

/** Review: approve; not yet paid or ended: reject; paid: reverse. Every row: revoke (or restore) its referrer's ability to refer. */
function ReferralActions({ referral, onReason, onReferrer }: { referral: AdminReferralRow; onReason: (action: ReasonAction) => void; onReferrer: () => void }) {
  const names = { friend: referral.friend.name, referrer: referral.referrer.name };
  return (
    <div className="flex flex-wrap gap-2 xl:justify-end">
      {referral.status === 'review' ? <ApproveButton referral={referral} /> : null}
      {REJECTABLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['referrals.reject-label'](names)} onClick={() => onReason('reject')} className="flex-1 xl:flex-none">
          {m['referrals.reject']()}
        </Button>
      ) : null}
      {REVERSIBLE_REFERRAL_STATUSES.includes(referral.status) ? (
        <Button size="sm" variant="danger" aria-haspopup="dialog" aria-label={m['referrals.reverse-label'](names)} onClick={() => onReason('reverse')} className="flex-1 xl:flex-none">
          {m['referrals.reverse']()}
        </Button>
      ) : null}
      <Button
        size="sm"
        aria-haspopup="dialog"
        aria-label={referral.referrer.canRefer ? m['referrals.revoke-label'](names) : m['referrals.restore-label'](names)}
        onClick={onReferrer}
        className="flex-1 xl:flex-none"
      >
        {referral.referrer.canRefer ? m['referrals.revoke']() : m['referrals.restore']()}
      </Button>
    </div>
  );
}

function ApproveButton({ referral }: { referral: AdminReferralRow }) {
  const approve = trpc.referrals.approve.useMutation(useReferralOutcome({ success: m['referrals.approved']() }));
  return (
    <Button
      size="sm"
      variant="primary"
      busy={approve.isPending}
      aria-label={m['referrals.approve-label']({ friend: referral.friend.name, referrer: referral.referrer.name })}
      onClick={() => {
        if (!approve.isPending) approve.mutate({ id: referral.id });
      }}
      className="flex-1 xl:flex-none"
    >
      {approve.isPending ? m['referrals.approving']() : m['referrals.approve']()}
    </Button>
  );
}
