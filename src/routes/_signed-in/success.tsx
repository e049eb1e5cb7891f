import { createFileRoute } from '@tanstack/react-router';
import { requireStore } from '../../features/rewards/api/require-store';
import { SuccessPage } from '../../features/rewards/components/success-page';

/** `?order=<id>`: any other value is no order (the page says it cannot find one). Read without zod: this runs in the entry chunk. */
function parseOrderSearch(search: Record<string, unknown>): { order?: string } {
  const order = search.order;
  return typeof order === 'string' && /^[0-9a-f-]{36}$/i.test(order) ? { order } : {};
}

export const Route = createFileRoute('/_signed-in/success')({
  validateSearch: parseOrderSearch,
  beforeLoad: ({ context }) => requireStore(context),
  component: SuccessRoute,
});

function SuccessRoute() {
  const { order } = Route.useSearch();
  return <SuccessPage orderId={order} />;
}
