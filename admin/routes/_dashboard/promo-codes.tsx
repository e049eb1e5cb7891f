import { createFileRoute } from '@tanstack/react-router';
import { PromoCodesPanel } from '../../features/promo-codes/promo-codes-panel';
import { parsePageSearch } from '#kit/lib/page-search';

export const Route = createFileRoute('/_dashboard/promo-codes')({
  validateSearch: parsePageSearch,
  component: PromoCodesPanel,
});
