import { createFileRoute } from '@tanstack/react-router';
import { CONTACT_FILTERS, ContactsPanel } from '../../features/contacts/contacts-panel';
import { parseOneOf } from '../../lib/search-params';
import { parsePage } from '#kit/lib/page-search';

export interface ContactsSearch {
  filter?: (typeof CONTACT_FILTERS)[number];
  page?: number;
}

export const Route = createFileRoute('/_dashboard/contacts')({
  validateSearch: (search: Record<string, unknown>): ContactsSearch => ({ filter: parseOneOf(search['filter'], CONTACT_FILTERS), page: parsePage(search['page']) }),
  component: ContactsPanel,
});
