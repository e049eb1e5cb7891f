import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '#kit/lib/page-search';
import { RedeemHistoryPage } from '../../features/redeem/components/redeem-history-page';

export const Route = createFileRoute('/_signed-in/redeem-history')({
  validateSearch: parsePageSearch,
  component: RedeemHistoryRoute,
});

function RedeemHistoryRoute() {
  const { page } = Route.useSearch();
  return <RedeemHistoryPage page={page ?? 1} />;
}
