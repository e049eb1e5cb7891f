import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '#kit/lib/page-search';
import { UsersPanel } from '../../features/users/users-panel';
import { parseText } from '../../lib/search-params';

export const Route = createFileRoute('/_dashboard/users')({
  validateSearch: (search: Record<string, unknown>): { search?: string; page?: number } => ({ search: parseText(search['search']), page: parsePage(search['page']) }),
  component: UsersPanel,
});
