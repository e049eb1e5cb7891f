import { createFileRoute } from '@tanstack/react-router';
import { UsersPanel } from '../../features/users/users-panel';
import { parseText } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface UsersSearch {
  search?: string;
  page?: number;
}

export const Route = createFileRoute('/_dashboard/users')({
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({ search: parseText(search['search']), page: parsePage(search['page']) }),
  component: UsersPanel,
});
