import { createFileRoute } from '@tanstack/react-router';
import { parsePage } from '#kit/lib/page-search';
import { CONTACT_FILTERS, ContactsPanel } from '../../features/contacts/contacts-panel';
import { parseOneOf, parseQueueOrder } from '../../lib/search-params';

export const Route = createFileRoute('/_dashboard/contacts')({
  validateSearch: (search: Record<string, unknown>): { filter?: (typeof CONTACT_FILTERS)[number]; page?: number } & ReturnType<typeof parseQueueOrder> => ({ filter: parseOneOf(search['filter'], CONTACT_FILTERS), page: parsePage(search['page']), ...parseQueueOrder(search) }),
  component: ContactsPanel,
});
