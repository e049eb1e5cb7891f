import { createFileRoute } from '@tanstack/react-router';
import { SuccessPage } from '../../features/rewards/components/success-page';
import { requireCapability } from '../../features/site';
import { SubmissionSuccessPage } from '../../features/tasks/components/submission-success-page';

const ID = /^[0-9a-f-]{36}$/i;

/** `?order=<id>` (a reward order) or `?submission=<id>` (a task submission); without zod, as this is in the entry chunk. */
function parseSuccessSearch(search: Record<string, unknown>): { order?: string; submission?: string } {
  const { order, submission } = search;
  if (typeof submission === 'string' && ID.test(submission)) return { submission };
  return typeof order === 'string' && ID.test(order) ? { order } : {};
}

export const Route = createFileRoute('/_signed-in/success')({
  validateSearch: parseSuccessSearch,
  // Each outcome exists only while its capability is on.
  beforeLoad: ({ context, search }) => (search.submission ? requireCapability(context, 'tasks') : requireCapability(context, 'store')),
  component: SuccessRoute,
});

function SuccessRoute() {
  const { order, submission } = Route.useSearch();
  return submission ? <SubmissionSuccessPage submissionId={submission} /> : <SuccessPage orderId={order} />;
}
