import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '../kit/lib/page-search';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { requireCapability } from '../features/site';

export const Route = createFileRoute('/task/')({
  validateSearch: parsePageSearch,
  beforeLoad: ({ context }) => requireCapability(context, 'tasks'),
  component: TasksRoute,
});

function TasksRoute() {
  const { page } = Route.useSearch();
  return <TasksPage page={page ?? 1} />;
}
