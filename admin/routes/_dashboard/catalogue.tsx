import { createFileRoute } from '@tanstack/react-router';
import { CataloguePanel } from '../../features/catalogue/catalogue-panel';
import { parseOneOf, parseText } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';
import { CATALOGUE_STATUSES, MAX_SEARCH_LENGTH, type CatalogueStatus } from '#contract/catalogue/rules';

export interface CatalogueSearch {
  search?: string;
  status?: CatalogueStatus;
  page?: number;
}

export const Route = createFileRoute('/_dashboard/catalogue')({
  validateSearch: (search: Record<string, unknown>): CatalogueSearch => ({ search: parseText(search['search'], MAX_SEARCH_LENGTH), status: parseOneOf(search['status'], CATALOGUE_STATUSES), page: parsePage(search['page']) }),
  component: CataloguePanel,
});
