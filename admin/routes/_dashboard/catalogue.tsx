import { createFileRoute } from '@tanstack/react-router';
import { CATALOGUE_STATUSES, MAX_SEARCH_LENGTH, type CatalogueStatus } from '#contract/catalogue/rules';
import { CataloguePanel } from '../../features/catalogue/catalogue-panel';
import { parseListSearch, parseText, type ListSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_dashboard/catalogue')({
  validateSearch: (search: Record<string, unknown>): ListSearch<CatalogueStatus> & { search?: string } => ({ search: parseText(search['search'], MAX_SEARCH_LENGTH), ...parseListSearch(search, CATALOGUE_STATUSES) }),
  component: CataloguePanel,
});
