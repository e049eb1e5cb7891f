import { getRouteApi, Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { AdminAppeal } from '#contract/appeals/schemas';
import { appealItemKindName, holdReasonText } from '#i18n/appeal-reason-wording';
import { formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import { EmptyState, ErrorState, LoadingState } from '#kit/ui/states';
import { Badge, PanelHeader } from '../../components/panel';
import { QueueOrderToggle } from '../../components/queue-order-toggle';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { ITEM_TABS } from './appeal-labels';
import { AnswerAppealDialog } from './answer-appeal-dialog';

const HOUR_MS = 3_600_000;

/** "5 h" or "3 d": how long an appeal has waited. */
function waited(from: Date): string {
  const hours = Math.max(0, (Date.now() - from.getTime()) / HOUR_MS);
  return hours < 48 ? `${Math.floor(hours)} h` : `${Math.floor(hours / 24)} d`;
}

const routeApi = getRouteApi('/_dashboard/appeals');

/** The Appeals tab: open appeals oldest first unless the URL says newest (or the latest answered), each with the item's facts and the reason the person was shown. */
export function AppealsPanel() {
  const [view, setView] = useState<'open' | 'answered'>('open');
  const { order = 'oldest' } = routeApi.useSearch();
  // The order turns the open queue round; the answered ones are a history, latest first.
  const appeals = trpc.appeals.list.useQuery(view === 'open' ? { status: view, order } : { status: view });
  const [answering, setAnswering] = useState<AdminAppeal | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="appeals-heading" className="space-y-4">
      <PanelHeader id="appeals-heading" headingRef={headingRef} documentTitle={m['appeals.document-title']()} title={m['appeals.title']()} description={m['appeals.description']()} />
      <div role="group" aria-label={m['appeals.views-label']()} className="flex gap-2">
        {(['open', 'answered'] as const).map((option) => (
          <Button key={option} size="sm" variant={view === option ? 'primary' : undefined} aria-pressed={view === option} onClick={() => setView(option)}>
            {option === 'open' ? m['appeals.view.open']() : m['appeals.view.answered']()}
          </Button>
        ))}
        {view === 'open' ? <QueueOrderToggle value={order} /> : null}
      </div>
      {appeals.data ? (
        appeals.data.length > 0 ? (
          <ul className="space-y-3">
            {appeals.data.map((appeal) => (
              <AppealCard key={appeal.id} appeal={appeal} onAnswer={() => setAnswering(appeal)} />
            ))}
          </ul>
        ) : (
          <EmptyState title={view === 'open' ? m['appeals.empty.open']() : m['appeals.empty.answered']()} />
        )
      ) : appeals.isError ? (
        <ErrorState message={m['appeals.load-failed']()} onRetry={() => void appeals.refetch()} retrying={appeals.isFetching} />
      ) : (
        <LoadingState label={m['appeals.loading']()} />
      )}
      {answering ? <AnswerAppealDialog appeal={answering} onClose={() => setAnswering(null)} fallbackFocus={() => headingRef.current} /> : null}
    </section>
  );
}

function AppealCard({ appeal, onAnswer }: { appeal: AdminAppeal; onAnswer: () => void }) {
  const tab = ITEM_TABS[appeal.itemKind];
  const item = appeal.item;
  return (
    <li data-testid="appeal" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {appeal.user.name} <span className="font-normal text-slate-600">{appeal.user.email}</span> {appeal.user.isBlocked ? <Badge tone="red">{m['appeals.blocked']()}</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          {appeal.status === 'open'
            ? m['appeals.asked']({ date: formatDateTime(appeal.createdAt), wait: waited(appeal.createdAt) })
            : m['appeals.answered-on']({ date: formatDateTime(appeal.answeredAt ?? appeal.createdAt) })}
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <strong>{appealItemKindName(appeal.itemKind, 'en')}</strong>
        {item?.subject ? `: ${item.subject}` : null}
        {item?.number != null ? ` #${item.number}` : null}
        {item?.amountPaise != null ? ` · ${formatRupees(item.amountPaise)}` : null}
        {' · '}
        <Link to={tab.to} className="font-medium text-indigo-700 underline">
          {m['appeals.open-item']({ tab: tab.name() })}
        </Link>
      </p>
      <dl className="mt-2 space-y-1 text-sm">
        {item ? (
          <div>
            <dt className="inline font-medium text-slate-700">{m['appeals.reason']()}: </dt>
            <dd className="inline text-slate-800">{holdReasonText(item.reason, 'en')}</dd>
          </div>
        ) : (
          <p className="text-slate-600">{m['appeals.item-gone']()}</p>
        )}
        {item?.note ? (
          <div>
            <dt className="inline font-medium text-slate-700">{m['appeals.note']()}: </dt>
            <dd className="inline text-slate-800">{item.note}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium text-slate-700">{m['appeals.message']()}: </dt>
          <dd className="inline whitespace-pre-wrap text-slate-900">{appeal.message}</dd>
        </div>
        {appeal.answer ? (
          <div>
            <dt className="inline font-medium text-slate-700">{appeal.status === 'changed' ? m['appeals.outcome.changed']() : m['appeals.outcome.upheld']()}: </dt>
            <dd className="inline whitespace-pre-wrap text-slate-900">{appeal.answer}</dd>
          </div>
        ) : null}
      </dl>
      {appeal.status === 'open' ? (
        <Button className="mt-3" size="sm" aria-haspopup="dialog" aria-label={m['appeals.answer-aria']({ name: appeal.user.name })} onClick={onAnswer}>
          {m['appeals.answer']()}
        </Button>
      ) : null}
    </li>
  );
}
