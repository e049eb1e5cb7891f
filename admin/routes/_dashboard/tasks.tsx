import { createFileRoute } from '@tanstack/react-router';
import { SUBMISSION_FILTERS } from '../../features/tasks/submissions-queue';
import { TasksPanel } from '../../features/tasks/tasks-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface TasksSearch {
  /** Absent: the tasks; `review`: the submissions' review queue. */
  view?: 'review';
  /** The queue's filter; absent means pending (the queue's work comes first). */
  status?: (typeof SUBMISSION_FILTERS)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/tasks')({
  validateSearch: (search: Record<string, unknown>): TasksSearch => ({
    view: parseOneOf(search['view'], ['review'] as const),
    status: parseOneOf(search['status'], SUBMISSION_FILTERS),
    page: parsePage(search['page']),
  }),
  component: TasksPanel,
});
