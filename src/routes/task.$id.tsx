import { createFileRoute } from '@tanstack/react-router';
import { TaskPage } from '../features/tasks/components/task-page';
import { requireCapability } from '../features/site';

export const Route = createFileRoute('/task/$id')({
  beforeLoad: ({ context }) => requireCapability(context, 'tasks'),
  component: TaskRoute,
});

function TaskRoute() {
  const { id } = Route.useParams();
  return <TaskPage taskId={id} />;
}
