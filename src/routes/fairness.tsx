import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '#kit/lib/page-search';
import { FairnessPage } from '../features/fairness/components/fairness-page';

export const Route = createFileRoute('/fairness')({
  // `?play=<id>`: "Check this play" from a result or a history line; the server checks the id (not one of yours: not found).
  validateSearch: (search: Record<string, unknown>): { page?: number; play?: string } => ({ page: parsePage(search.page), play: typeof search.play === 'string' ? search.play : undefined }),
  component: FairnessRoute,
});

function FairnessRoute() {
  const { page, play } = Route.useSearch();
  return <FairnessPage page={page ?? 1} playId={play} />;
}
