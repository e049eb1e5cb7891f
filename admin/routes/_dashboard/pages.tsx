import { createFileRoute } from '@tanstack/react-router';
import { PagesLayout } from '../../features/pages/pages-layout';

export const Route = createFileRoute('/_dashboard/pages')({
  component: PagesLayout,
});
