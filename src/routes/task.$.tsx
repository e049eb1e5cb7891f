import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '#kit/lib/page-search';
import { TaskPage } from '../features/tasks/components/task-page';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { requireCapability } from '../features/site';

/** `/task` and `/task/<id>` in one route: each route costs the entry chunk a few hundred bytes. */
export const Route = createFileRoute('/task/$')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireCapability(context, 'tasks'),
  component: TaskRoute,
});

function TaskRoute() {
  const { _splat: taskId } = Route.useParams();
  const { page } = Route.useSearch();
  return taskId ? <TaskPage taskId={taskId} /> : <TasksPage page={page ?? 1} />;
}
