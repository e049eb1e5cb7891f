import { getRouteApi } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { REFERRAL_STATUSES } from '#contract/referrals/rules';
import { CheckboxField } from '#kit/ui/fields';
import { EmptyState } from '#kit/ui/states';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { DownloadCsvButton } from '../../components/download-csv-button';
import { PanelHeader } from '../../components/panel';
import { SelectFilter } from '../../components/select-filter';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { ReferralActions } from './referral-actions';
import { REFERRAL_COLUMNS, STATUS_LABELS } from './referral-columns';
import type { AdminReferralRow } from './referral-outcome';
import { ReferrerSwitchDialog } from './referrer-switch-dialog';
import { ReferralReasonDialog, type ReasonAction } from './referral-reason-dialog';

type Open = { kind: ReasonAction; referral: AdminReferralRow } | { kind: 'referrer'; referrer: AdminReferralRow['referrer'] } | null;

const routeApi = getRouteApi('/_dashboard/referrals');

/** The Referrals tab: every referral newest first, by status and flag, with the review queue's actions on each row. */
export function ReferralsPanel() {
  const { status, flagged, order = 'oldest', page = 1 } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const referrals = trpc.referrals.list.useQuery({ status, flagged, order, page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const [open, setOpen] = useState<Open>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);
  const fallbackFocus = () => headingRef.current;
  const filtered = status !== undefined || flagged === true;

  return (
    <section aria-labelledby="referrals-heading">
      <PanelHeader id="referrals-heading" documentTitle={m['referrals.document-title']()} headingRef={headingRef} title={m['referrals.title']()} description={m['referrals.description']()}>
        <QueueOrderToggle value={order} />
        <DownloadCsvButton path="/api/admin/referrals" query={{ status, flagged, order }} />
      </PanelHeader>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectFilter
          label={m['referrals.filter.status']()}
          allLabel={m['referrals.filter.all']()}
          options={REFERRAL_STATUSES}
          labels={STATUS_LABELS}
          value={status}
          className="sm:w-56"
        />
        <CheckboxField
          label={m['referrals.filter.flagged']()}
          checked={flagged === true}
          onChange={(event) => void navigate({ search: (previous) => ({ ...previous, flagged: event.target.checked ? true : undefined, page: undefined }) })}
          className="sm:pb-2"
        />
      </div>
      <PagedTable
        query={referrals}
        rows={(data) => data.referrals}
        page={page}
        words={{ caption: m['referrals.caption'](), pages: m['referrals.pages-label'](), loading: m['referrals.loading'](), failed: m['referrals.load-failed']() }}
        empty={<EmptyState title={m['referrals.empty.title']()}>{filtered ? m['referrals.empty.filtered']() : m['referrals.empty.all']()}</EmptyState>}
        columns={REFERRAL_COLUMNS}
        stackBelow="xl"
        rowTestId="referral"
        actions={(referral) => <ReferralActions referral={referral} onReason={(kind) => setOpen({ kind, referral })} onReferrer={() => setOpen({ kind: 'referrer', referrer: referral.referrer })} />}
      />
      {open?.kind === 'reject' || open?.kind === 'reverse' ? <ReferralReasonDialog action={open.kind} referral={open.referral} onClose={close} fallbackFocus={fallbackFocus} /> : null}
      {open?.kind === 'referrer' ? <ReferrerSwitchDialog referrer={open.referrer} onClose={close} fallbackFocus={fallbackFocus} /> : null}
    </section>
  );
}
