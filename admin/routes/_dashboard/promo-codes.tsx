import { createFileRoute } from '@tanstack/react-router';
import { PromoCodesPanel } from '../../features/promo-codes/promo-codes-panel';
import { parsePage } from '#kit/lib/page-search';

export const Route = createFileRoute('/_dashboard/promo-codes')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: parsePage(search['page']) }),
  component: PromoCodesPanel,
});
