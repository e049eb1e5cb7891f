import { createFileRoute } from '@tanstack/react-router';
import { CataloguePanel } from '../../features/catalogue/catalogue-panel';
import { parseOneOf, parseText } from '../../lib/search-params';
import { parsePage } from '../../../src/kit/ui/pagination';

const STATUSES = ['live', 'closed', 'pending'] as const;

export interface CatalogueSearch {
  search?: string;
  status?: (typeof STATUSES)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/catalogue')({
  validateSearch: (search: Record<string, unknown>): CatalogueSearch => ({ search: parseText(search['search']), status: parseOneOf(search['status'], STATUSES), page: parsePage(search['page']) }),
  component: CataloguePanel,
});
