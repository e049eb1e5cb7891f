import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '#kit/lib/page-search';
import { FairnessPage } from '../features/fairness/components/fairness-page';

export const Route = createFileRoute('/fairness')({
  validateSearch: parsePageSearch,
  component: FairnessRoute,
});

function FairnessRoute() {
  const { page } = Route.useSearch();
  return <FairnessPage page={page ?? 1} />;
}
