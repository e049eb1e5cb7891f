import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '#kit/lib/page-search';
import { FairnessPage } from '../features/fairness/components/fairness-page';

/** `?play=<id>`: "Check this play" from a result or a history line (an id-shaped value only). */
const readPlayId = (value: unknown) => (typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined);

export const Route = createFileRoute('/fairness')({
  validateSearch: (search: Record<string, unknown>): { page?: number; play?: string } => ({ page: parsePage(search.page), play: readPlayId(search.play) }),
  component: FairnessRoute,
});

function FairnessRoute() {
  const { page, play } = Route.useSearch();
  return <FairnessPage page={page ?? 1} playId={play} />;
}
