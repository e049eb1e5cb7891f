import { createFileRoute } from '@tanstack/react-router';
import { parsePageSearch } from '#kit/lib/page-search';
import { WalletHistoryPage } from '../../features/wallet/components/wallet-history-page';

export const Route = createFileRoute('/_signed-in/wallet/history')({
  validateSearch: parsePageSearch,
  component: WalletHistoryRoute,
});

function WalletHistoryRoute() {
  const { page } = Route.useSearch();
  return <WalletHistoryPage page={page ?? 1} />;
}
