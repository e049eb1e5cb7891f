import { createFileRoute } from '@tanstack/react-router';
import { SUBMISSION_FILTERS } from '../../features/tasks/submissions-queue';
import { TasksPanel } from '../../features/tasks/tasks-panel';
import { parseQueueOrder, parseViewSearch } from '../../lib/search-params';

/** The tasks, or (`view=review`) the submissions' review queue by status: pending and oldest first when the URL names none. */
export const Route = createFileRoute('/_dashboard/tasks')({
  validateSearch: (search: Record<string, unknown>) => ({ ...parseViewSearch(search, 'review', SUBMISSION_FILTERS), ...parseQueueOrder(search) }),
  component: TasksPanel,
});
