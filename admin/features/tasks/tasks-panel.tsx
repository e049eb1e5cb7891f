import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminTask } from '#contract/tasks/schemas';
import { formatCount, formatDateTime, formatRupees } from '#kit/lib/format';
import { Button } from '#kit/ui/button';
import type { Column } from '#kit/ui/data-table';
import { EmptyState } from '#kit/ui/states';
import { CapabilityOffNote } from '../../components/capability-off-note';
import { KEEP_PAGE, PAGE_SIZE, PagedTable } from '../../components/paged-list';
import { Badge, PanelHeader } from '../../components/panel';
import { ViewLinks } from '../../components/view-links';
import { trpc } from '../../lib/trpc';
import { m } from '../../i18n/paraglide/messages';
import { SubmissionsQueue } from './submissions-queue';
import { TaskDialog } from './task-dialog';
import { PROOF_LABELS, TASK_STATE_LABELS } from './task-labels';

const routeApi = getRouteApi('/_dashboard/tasks');

/** The Tasks tab: the tasks, or (`?view=review`) the submissions' review queue, one view at a time. */
export function TasksPanel() {
  const { view } = routeApi.useSearch();
  return (
    <div className="space-y-6">
      <CapabilityOffNote capability="tasks">
        {m['tasks.capability-off']()}{' '}
        <Link to="/settings" className="font-medium text-amber-950 underline">
          {m['tasks.capability-off-link']()}
        </Link>
      </CapabilityOffNote>
      <ViewLinks
        label={m['tasks.views-label']()}
        views={[
          { to: '/tasks', search: { view: undefined }, children: m['tasks.view.tasks']() },
          { to: '/tasks', search: { view: 'review' }, children: m['tasks.view.review']() },
        ]}
      />
      {view === 'review' ? <SubmissionsQueue /> : <TaskList />}
    </div>
  );
}

/** Every task, newest first, with its slots and dates; each row edits its task. */
function TaskList() {
  const { page = 1 } = routeApi.useSearch();
  const tasks = trpc.tasks.list.useQuery({ page, pageSize: PAGE_SIZE }, KEEP_PAGE);
  const [open, setOpen] = useState<{ task: AdminTask | null } | null>(null);

  return (
    <section aria-labelledby="tasks-heading">
      <PanelHeader id="tasks-heading" documentTitle={m['tasks.document-title']()} title={m['tasks.title']()} description={m['tasks.description']()}>
        <Button variant="primary" aria-haspopup="dialog" onClick={() => setOpen({ task: null })}>
          {m['tasks.add']()}
        </Button>
      </PanelHeader>
      <PagedTable
        query={tasks}
        rows={(data) => data.tasks}
        page={page}
        words={{ caption: m['tasks.caption'](), pages: m['tasks.pages-label'](), loading: m['tasks.loading'](), failed: m['tasks.load-failed']() }}
        empty={<EmptyState title={m['tasks.empty.title']()}>{m['tasks.empty.text']()}</EmptyState>}
        columns={COLUMNS}
        stackBelow="xl"
        rowTestId="task"
        actions={(task) => (
          <Button size="sm" aria-haspopup="dialog" aria-label={m['tasks.edit-label']({ title: task.title })} onClick={() => setOpen({ task })}>
            {m['common.edit']()}
          </Button>
        )}
      />
      {open ? <TaskDialog task={open.task} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

const COLUMNS: Column<AdminTask>[] = [
  {
    header: m['tasks.column.task'](),
    rowHeader: true,
    className: 'text-left font-normal',
    cell: (task) => (
      <span className="min-w-0 text-right xl:text-left">
        <span className="block font-medium break-words text-slate-900">{task.title}</span>
        <Badge tone="indigo">{PROOF_LABELS[task.proof]}</Badge>
      </span>
    ),
  },
  { header: m['tasks.column.reward'](), align: 'end', className: 'tabular-nums text-slate-900', cell: (task) => formatRupees(task.rewardPaise) },
  {
    header: m['tasks.column.slots'](),
    cell: (task) => (
      <span className="flex flex-col items-end gap-0.5 xl:items-start">
        <span className="font-medium tabular-nums text-slate-900">
          {m['tasks.slots.used']({ used: formatCount(task.totalLimit - task.remainingSlots), total: formatCount(task.totalLimit) })}
        </span>
        <span className="text-xs tabular-nums text-slate-600">
          {m['tasks.slots.counts']({ pending: formatCount(task.pendingCount), approved: formatCount(task.approvedCount), rejected: formatCount(task.rejectedCount) })}
        </span>
        <span className="text-xs text-slate-600">{m['tasks.slots.per-user']({ count: formatCount(task.perUserLimit) })}</span>
      </span>
    ),
  },
  {
    header: m['tasks.column.dates'](),
    className: 'text-xs text-slate-700',
    cell: (task) => (
      <span className="flex flex-col items-end gap-0.5 whitespace-nowrap xl:items-start">
        <span>{task.startsAt ? m['tasks.date.starts']({ date: formatDateTime(task.startsAt) }) : m['tasks.date.no-start']()}</span>
        <span>{task.endsAt ? m['tasks.date.ends']({ date: formatDateTime(task.endsAt) }) : m['tasks.date.no-end']()}</span>
      </span>
    ),
  },
  {
    header: m['tasks.column.status'](),
    cell: (task) =>
      task.enabled ? (
        <span className="flex flex-wrap justify-end gap-1 xl:justify-start">
          <Badge tone="green">{m['tasks.enabled']()}</Badge>
          <Badge tone={task.state === 'open' ? 'green' : 'slate'}>{TASK_STATE_LABELS[task.state]}</Badge>
        </span>
      ) : (
        <Badge tone="slate">{m['tasks.disabled']()}</Badge>
      ),
  },
];
