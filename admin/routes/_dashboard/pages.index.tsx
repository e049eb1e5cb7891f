import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '../../../src/kit/ui/states';

export const Route = createFileRoute('/_dashboard/pages/')({
  component: () => <EmptyState title="Select a page to edit">Choose one of the pages on the left.</EmptyState>,
});
