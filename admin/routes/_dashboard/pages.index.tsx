import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '#kit/ui/states';
import { m } from '../../i18n/paraglide/messages';

export const Route = createFileRoute('/_dashboard/pages/')({
  component: () => <EmptyState title={m['pages.none-selected.title']()}>{m['pages.none-selected.text']()}</EmptyState>,
});
