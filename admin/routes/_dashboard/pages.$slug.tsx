import { createFileRoute } from '@tanstack/react-router';
import { PageEditorScreen } from '../../features/pages/page-editor';

export const Route = createFileRoute('/_dashboard/pages/$slug')({
  component: PageEditorScreen,
});
